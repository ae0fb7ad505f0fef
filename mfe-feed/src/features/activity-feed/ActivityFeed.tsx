import { bus } from '@showroom/bus'
import { useLocale, useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { NoItems, Skeleton } from '@showroom/ui'
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { feedDeps } from '../../api/feed-deps.ts'
import { NS } from '../../messages.ts'
import { createFeedController, type FeedGap } from '../../model/feed-controller.ts'
import type { FeedItem, FeedScope } from '../../model/types.ts'
import { FeedItemView } from './FeedItemView.tsx'
import { useFeedScroll } from './use-feed-scroll.ts'

export interface ActivityFeedProps {
  scope: FeedScope
  // a member's profile: its own empty message
  userPage: boolean
  canShareToFeed: boolean
  shareCityId?: number | null
}

const scopeKey = (scope: FeedScope) =>
  'userId' in scope ? `user:${scope.userId}` : 'cityPrefix' in scope ? `city:${scope.cityPrefix}` : 'all'

function FeedSkeleton() {
  return (
    <>
      {[0, 1, 2].map((row) => (
        <li key={row} className="sr-feed-item sr-feed-item--placeholder" aria-hidden="true">
          <div className="sr-feed-item__header">
            <Skeleton variant="circle" width={40} height={40} />
            <Skeleton lines={2} />
          </div>
          <Skeleton lines={2} />
        </li>
      ))}
    </>
  )
}

function GapButton({ gap, onLoad }: { gap: FeedGap; onLoad(): void }) {
  const t = useModuleT(NS)
  return (
    <li className="sr-feed-gap">
      <button
        type="button"
        className="sr-button"
        onClick={onLoad}
        disabled={gap.loading}
        aria-busy={gap.loading}
      >
        {gap.capped ? t('feed.gapCapped', { count: gap.count }) : t('feed.gap', { count: gap.count })}
      </button>
    </li>
  )
}

// the activity feed (spec parts 2, 4, 8, 9) of a profile or a city's community page
export function ActivityFeed({ scope, userPage, canShareToFeed, shareCityId }: ActivityFeedProps) {
  const tc = useT()
  const t = useModuleT(NS)
  // the server words title_html and created_since in the page's language (its locale cookie): a
  // language switch starts the feed again in the new one
  const key = `${scopeKey(scope)}:${useLocale()}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: one controller per feed and language, named by its key
  const controller = useMemo(
    () => createFeedController({ getFeed: feedDeps.feed.getFeed, scope, timers: feedDeps.timers }),
    [key],
  )
  const state = useSyncExternalStore(controller.subscribe, controller.getState)
  const listRef = useRef<HTMLOListElement>(null)
  const heights = useMemo(() => new Map<number, number>(), [])
  useFeedScroll(controller, listRef, heights)

  useEffect(() => {
    void controller.reset()
    // a native app asks for a refresh (a full reset) or to scroll to the top
    const refresh = bus.on('native.refresh.requested').subscribe(() => void controller.reset())
    const top = bus.on('native.scroll-top.requested').subscribe(() => window.scrollTo({ top: 0 }))
    return () => {
      refresh.unsubscribe()
      top.unsubscribe()
    }
  }, [controller])

  const failure = state.error ?? tc('feed.loadFailed')
  const onShared = (item: FeedItem) => {
    if (!('userId' in scope)) controller.prepend(item)
  }

  if (state.phase === 'error')
    return <NoItems tone="error" message={failure} onRetry={() => void controller.reset()} />
  if (state.phase === 'ready' && state.entries.length === 0)
    return <NoItems title={userPage ? tc('feed.emptyUser') : tc('feed.empty')} />

  const gapAfter = new Map(state.gaps.map((gap) => [gap.afterId, gap]))
  const loading = state.phase === 'loading' || state.phase === 'idle'
  return (
    <div className="sr-feed" aria-busy={loading || state.loadingOlder || state.loadingNewer}>
      {loading ? (
        <p className="sr-visually-hidden" role="status">
          {t('feed.loading')}
        </p>
      ) : null}
      {state.loadingNewer ? (
        <p className="sr-feed__status" role="status">
          {t('feed.newerLoading')}
        </p>
      ) : null}
      <ol className="sr-feed__items" ref={listRef} data-testid="activity-feed">
        {loading ? <FeedSkeleton /> : null}
        {state.entries.map((entry) => {
          const gap = gapAfter.get(entry.id)
          return [
            entry.item ? (
              <li key={entry.id} data-item-id={entry.id} data-empty="false" className="sr-feed__entry">
                <FeedItemView
                  item={entry.item}
                  layout={state.layout}
                  canShareToFeed={canShareToFeed}
                  shareCityId={shareCityId}
                  onShared={onShared}
                />
              </li>
            ) : (
              <li
                key={entry.id}
                data-item-id={entry.id}
                data-empty="true"
                className="sr-feed__entry sr-feed__entry--empty"
                style={{ height: heights.get(entry.id) ?? undefined }}
                aria-label={t('feed.hidden')}
              />
            ),
            gap ? (
              <GapButton
                key={`gap-${gap.afterId}`}
                gap={gap}
                onLoad={() => void controller.loadGap(gap.afterId)}
              />
            ) : null,
          ]
        })}
        {state.loadingOlder ? <FeedSkeleton /> : null}
      </ol>
      {state.loadingOlder ? (
        <p className="sr-visually-hidden" role="status">
          {t('feed.olderLoading')}
        </p>
      ) : null}
      {state.olderFailed ? (
        <NoItems tone="error" message={failure} onRetry={() => void controller.loadOlder({ retry: true })} />
      ) : null}
    </div>
  )
}
