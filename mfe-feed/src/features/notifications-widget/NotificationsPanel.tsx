import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { ModuleParcel, useModuleT } from '@showroom/mfe-runtime'
import { NoItems, Overlay, Skeleton } from '@showroom/ui'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { feedDeps } from '../../api/feed-deps.ts'
import '../../feed.css'
import { NS } from '../../messages.ts'
import { createNotificationsPanel } from '../../model/notifications-panel.ts'
import { NotificationRow } from './NotificationRow.tsx'
import { RecentOrders } from './RecentOrders.tsx'

// the notifications panel (spec part 2, the 'notifications' overlay): the newest 9, marked seen as
// it opens, 9 more at a time, and the recent orders below
export function NotificationsPanel({ onCount }: { onCount(count: number): void }) {
  const tc = useT()
  const t = useModuleT(NS)
  const panel = useMemo(() => createNotificationsPanel({ api: feedDeps.notifications, onCount }), [onCount])
  const state = useSyncExternalStore(panel.subscribe, panel.getState)
  useEffect(() => {
    void panel.open()
    // a chat closing (or anything else) asks for the newest again
    const refreshes = bus.on('notifications.refresh.requested').subscribe(() => void panel.open())
    return () => {
      refreshes.unsubscribe()
      panel.close()
    }
  }, [panel])

  const close = () => bus.closeOverlay('notifications')
  const loading = state.phase === 'loading' || state.phase === 'idle'
  return (
    <Overlay open onClose={close} title={tc('chrome.notifications')}>
      <div className="sr-feed-notes" aria-busy={loading || state.loadingMore}>
        {loading ? (
          <ul className="sr-feed-notes__items" aria-label={t('notifications.loading')}>
            {[0, 1, 2, 3].map((row) => (
              <li key={row} className="sr-feed-note sr-feed-note--placeholder">
                <Skeleton variant="circle" width={40} height={40} />
                <Skeleton lines={2} />
              </li>
            ))}
          </ul>
        ) : state.phase === 'error' ? (
          <NoItems tone="error" message={tc('notifications.loadFailed')} onRetry={() => void panel.open()} />
        ) : state.items.length === 0 ? (
          <NoItems title={tc('notifications.empty')} />
        ) : (
          <>
            <ul className="sr-feed-notes__items" data-testid="notifications-list">
              {state.items.map((item) => (
                <NotificationRow key={item.id} item={item} onFollow={close} onAccepted={panel.markAccepted} />
              ))}
            </ul>
            {state.hasMore ? (
              <button
                type="button"
                className="sr-button sr-feed-notes__more"
                disabled={state.loadingMore}
                aria-busy={state.loadingMore}
                onClick={() => void panel.more()}
              >
                {state.loadingMore ? t('notifications.moreLoading') : tc('common.showMore')}
              </button>
            ) : (
              <p className="sr-feed-notes__end">{tc('notifications.noMore')}</p>
            )}
            {state.moreFailed ? (
              <p className="sr-feed-notes__failure" role="alert">
                {tc('notifications.loadFailed')}
              </p>
            ) : null}
          </>
        )}
        <ModuleParcel module="mfe-commerce" parcel="recentOrders" fallback={<RecentOrders />} />
      </div>
    </Overlay>
  )
}
