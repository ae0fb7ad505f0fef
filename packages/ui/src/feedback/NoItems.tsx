import { useT } from '@showroom/i18n/react'
import type { ReactNode } from 'react'
import { Button } from '../button/Button.tsx'
import './feedback.css'

export interface NoItemsProps {
  // defaults to 'No items'
  title?: ReactNode
  message?: ReactNode
  // 'error' announces itself and usually comes with onRetry
  tone?: 'empty' | 'error'
  // shows a 'Try again' button
  onRetry?: () => void
  action?: ReactNode
}

// the designed empty and error state (spec's 'No items' block)
export function NoItems({ title, message, tone = 'empty', onRetry, action }: NoItemsProps) {
  const t = useT()
  return (
    <div className={`sr-no-items sr-no-items--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <p className="sr-no-items__title">{title ?? t('common.noItems')}</p>
      {message ? <p className="sr-no-items__message">{message}</p> : null}
      {onRetry || action ? (
        <div className="sr-no-items__actions">
          {onRetry ? <Button onClick={onRetry}>{t('common.tryAgain')}</Button> : null}
          {action}
        </div>
      ) : null}
    </div>
  )
}
