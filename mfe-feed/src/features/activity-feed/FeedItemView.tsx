import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { navigate, useModuleT } from '@showroom/mfe-runtime'
import type { MouseEvent } from 'react'
import { NS } from '../../messages.ts'
import { commentRefOf, entityView } from '../../model/feed-item.ts'
import { type FeedItem, isComment, mediaOf } from '../../model/types.ts'
import { Avatar } from '../shared/Avatar.tsx'
import { MediaSummary } from './MediaSummary.tsx'
import { ShareToFeedButton } from './ShareToFeedButton.tsx'
import { TrimmedText } from './TrimmedText.tsx'

// links inside the server's title_html move within the site without a reload
function followLink(event: MouseEvent<HTMLElement>) {
  const link = (event.target as HTMLElement).closest('a')
  const href = link?.getAttribute('href')
  if (!href?.startsWith('/') || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
  event.preventDefault()
  navigate(href)
}

export interface FeedItemViewProps {
  item: FeedItem
  layout: string
  // sharing into a city's community feed: into this city, or the post's own when not given
  shareCityId?: number | null
  canShareToFeed: boolean
  onShared?(item: FeedItem): void
}

// one post of the activity feed: who did what where (title_html), its text, photos, and actions
export function FeedItemView({ item, layout, shareCityId, canShareToFeed, onShared }: FeedItemViewProps) {
  const tc = useT()
  const t = useModuleT(NS)
  const entity = entityView(item, tc('common.anonymous'))
  const comment = isComment(item) ? item.source : null
  const ref = commentRefOf(item)
  const replies = comment?.reply_count ?? 0
  const likes = comment?.like_count ?? 0
  const cityId = shareCityId ?? item.city_id ?? null
  return (
    <article className="sr-feed-item" aria-label={entity.name}>
      <header className="sr-feed-item__header">
        <Avatar name={entity.name} url={entity.iconUrl} />
        <div className="sr-feed-item__heading">
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard activation of the links inside works natively */}
          <p
            className="sr-feed-item__title"
            onClick={followLink}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: title_html is escaped by the feed service
            dangerouslySetInnerHTML={{ __html: item.title_html }}
          />
          <p className="sr-feed-item__time">{item.created_since}</p>
        </div>
      </header>
      {comment ? <TrimmedText comment={comment} /> : null}
      {comment?.poll ? (
        <p className="sr-feed-item__poll">{t('feed.poll', { title: comment.poll.title })}</p>
      ) : null}
      <MediaSummary media={mediaOf(item)} layout={layout} name={entity.name} />
      <footer className="sr-feed-item__actions">
        {ref ? (
          <button
            type="button"
            className="sr-feed-item__action"
            onClick={() => bus.openOverlay('comment-popup', ref)}
          >
            {replies > 0 ? t('feed.replies', { count: replies }) : t('feed.reply')}
          </button>
        ) : null}
        {likes > 0 ? <span className="sr-feed-item__count">{t('feed.likes', { count: likes })}</span> : null}
        {item.share_url ? (
          <button
            type="button"
            className="sr-feed-item__action"
            onClick={() => bus.openOverlay('share', { url: item.share_url ?? '', title: entity.name })}
          >
            {tc('comments.share')}
          </button>
        ) : null}
        {canShareToFeed && cityId ? (
          <ShareToFeedButton itemId={item.id} cityId={cityId} onShared={onShared} />
        ) : null}
      </footer>
    </article>
  )
}
