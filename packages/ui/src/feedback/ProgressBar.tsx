import { useT } from '@showroom/i18n/react'
import './feedback.css'

export interface ProgressBarProps {
  // 0 to 100; leave out while the amount is unknown
  value?: number
  label?: string
}

export function ProgressBar({ value, label }: ProgressBarProps) {
  const t = useT()
  const known = value !== undefined && Number.isFinite(value)
  const percent = known ? Math.max(0, Math.min(100, Math.round(value))) : undefined
  return (
    <div
      className={known ? 'sr-progress' : 'sr-progress sr-progress--indeterminate'}
      role="progressbar"
      aria-label={label ?? t('ui.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="sr-progress__bar" style={known ? { inlineSize: `${percent}%` } : undefined} />
    </div>
  )
}
