import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { Lightbox, lightboxItemFromMedia, NoItems, Skeleton } from '@showroom/ui'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import { feedDeps } from '../../api/feed-deps.ts'
import { NS } from '../../messages.ts'
import { entityView } from '../../model/feed-item.ts'
import { createMediaFeedController } from '../../model/media-feed-controller.ts'
import { type FeedMedia, type FeedScope, mediaOf } from '../../model/types.ts'

const scopeKey = (scope: FeedScope) =>
  'userId' in scope ? `user:${scope.userId}` : 'cityPrefix' in scope ? `city:${scope.cityPrefix}` : 'all'

// the media feed (spec parts 2 and 8): its intro, the photos and videos, 'more', and its loading,
// empty and error states
export function MediaFeed({ scope, userName }: { scope: FeedScope; userName?: string }) {
  const tc = useT()
  const t = useModuleT(NS)
  const key = scopeKey(scope)
  // biome-ignore lint/correctness/useExhaustiveDependencies: one controller per feed, named by its key
  const controller = useMemo(
    () => createMediaFeedController({ getMedia: feedDeps.feed.getMedia, scope }),
    [key],
  )
  const state = useSyncExternalStore(controller.subscribe, controller.getState)
  const [open, setOpen] = useState<number | null>(null)
  useEffect(() => {
    void controller.reset()
  }, [controller])

  const anonymous = tc('common.anonymous')
  const tiles = useMemo(
    () =>
      state.items.flatMap((item) =>
        mediaOf(item).map((media) => ({
          item,
          media: media as FeedMedia,
          name: entityView(item, anonymous).name,
        })),
      ),
    [state.items, anonymous],
  )
  const alt = (tile: (typeof tiles)[number]) =>
    t(tile.media.resource_type === 'video' ? 'feed.videoOf' : 'feed.photoOf', { name: tile.name })
  const failure = state.error ?? tc('feed.mediaLoadFailed')

  return (
    <section className="sr-feed-mediafeed" aria-busy={state.phase === 'loading' || state.loadingMore}>
      <p className="sr-feed-mediafeed__intro">
        {userName ? t('feed.mediaIntroUser', { name: userName }) : t('feed.mediaIntro')}
      </p>
      {state.phase === 'error' ? (
        <NoItems tone="error" message={failure} onRetry={() => void controller.reset()} />
      ) : state.phase === 'ready' && tiles.length === 0 ? (
        <NoItems title={userName ? tc('feed.mediaEmptyUser') : tc('feed.empty')} />
      ) : (
        <ul className="sr-feed-mediafeed__grid" data-testid="media-feed">
          {state.phase === 'loading' || state.phase === 'idle'
            ? [0, 1, 2, 3, 4, 5].map((cell) => (
                <li key={cell} aria-hidden="true">
                  <Skeleton variant="rect" aspectRatio="1 / 1" width="100%" />
                </li>
              ))
            : tiles.map((tile, index) => (
                <li key={`${tile.item.id}-${tile.media.id ?? index}`}>
                  <button
                    type="button"
                    className="sr-feed-mediafeed__tile"
                    aria-label={alt(tile)}
                    onClick={() => setOpen(index)}
                  >
                    <img
                      src={tile.media.static_thumb_url || tile.media.thumb_url}
                      alt=""
                      width={tile.media.width_px}
                      height={tile.media.height_px}
                      loading="lazy"
                    />
                    {tile.media.resource_type === 'video' ? (
                      <span className="sr-feed-media__play" aria-hidden="true" />
                    ) : null}
                  </button>
                </li>
              ))}
        </ul>
      )}
      {state.phase === 'loading' ? (
        <p className="sr-visually-hidden" role="status">
          {t('feed.loading')}
        </p>
      ) : null}
      {state.moreFailed ? (
        <p className="sr-feed__error" role="alert">
          {failure}
        </p>
      ) : null}
      {state.phase === 'ready' && state.hasMore ? (
        <button
          type="button"
          className="sr-button sr-feed-mediafeed__more"
          onClick={() => void controller.loadMore()}
          disabled={state.loadingMore}
          aria-busy={state.loadingMore}
        >
          {state.loadingMore ? tc('common.loading') : t('feed.mediaMore')}
        </button>
      ) : null}
      {open !== null ? (
        <Lightbox
          open
          onClose={() => setOpen(null)}
          items={tiles.map((tile) => lightboxItemFromMedia(tile.media, alt(tile)))}
          startIndex={open}
        />
      ) : null}
    </section>
  )
}
