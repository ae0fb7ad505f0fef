import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { NoItems, Skeleton } from '@showroom/ui'
import { NS } from '../../messages.ts'

// the page's skeleton while its query runs
export function PageLoading() {
  return (
    <div className="sr-discovery-page sr-discovery-page--loading" aria-busy="true">
      <Skeleton variant="rect" aspectRatio="16 / 7" width="100%" />
      <Skeleton lines={3} />
    </div>
  )
}

export function PageError({ onRetry }: { onRetry: () => void }) {
  const t = useModuleT(NS)
  return (
    <div className="sr-discovery-page">
      <NoItems
        tone="error"
        title={t('shared.loadFailedTitle')}
        message={t('shared.loadFailed')}
        onRetry={onRetry}
      />
    </div>
  )
}

export function PageNotFound({ what }: { what: 'event' | 'designer' | 'venue' }) {
  const t = useModuleT(NS)
  return (
    <section className="sr-discovery-page sr-discovery-notfound" data-state="not-found">
      <h1>{t(`shared.notFound.${what}`)}</h1>
      <p className="sr-discovery-muted">{t('pages.notFoundText')}</p>
    </section>
  )
}

// a visitor on a members' page: the signup overlay opens from here
export function SignupPrompt({ message }: { message: string }) {
  const tc = useT()
  return (
    <div className="sr-discovery-page">
      <NoItems
        title={message}
        action={
          <button
            type="button"
            className="sr-discovery-button"
            onClick={() => bus.requestSignup({ reason: 'dashboard' })}
          >
            {tc('chrome.signUp')}
          </button>
        }
      />
    </div>
  )
}
