import { useT } from '@showroom/i18n/react'

export interface ModuleFallbackProps {
  // header slots get a compact mark; page areas a readable block
  compact?: boolean
  onRetry?: () => void
}

export function ModuleFallback({ compact = false, onRetry }: ModuleFallbackProps) {
  const t = useT()
  const message = t('chrome.moduleUnavailable')
  if (compact) {
    return (
      <span className="sr-fallback sr-fallback--compact" role="status" title={message}>
        <span aria-hidden="true">!</span>
        <span className="sr-visually-hidden">{message}</span>
      </span>
    )
  }
  return (
    <div className="sr-fallback" role="status" data-testid="module-fallback">
      <p className="sr-fallback__message">{message}</p>
      {onRetry ? (
        <button type="button" className="sr-fallback__retry" onClick={onRetry}>
          {t('common.tryAgain')}
        </button>
      ) : null}
    </div>
  )
}

// single-spa-react renders this when a module's component throws while rendering
export const errorBoundary = () => <ModuleFallback />
