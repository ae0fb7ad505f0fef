import { useT } from '@showroom/i18n/react'
import { useState } from 'react'
import { trimText } from '../../model/trim-text.ts'
import type { FeedComment } from '../../model/types.ts'

// a post's words: long ones trimmed to about 100 characters with 'more' (spec parts 4 and 9)
export function TrimmedText({ comment }: { comment: FeedComment }) {
  const tc = useT()
  const [expanded, setExpanded] = useState(false)
  if (!comment.comment && !comment.comment_html) return null
  const short = trimText(comment.comment ?? '')
  if (short.trimmed && !expanded) {
    return (
      <p className="sr-feed-item__text">
        {short.text}{' '}
        <button type="button" className="sr-feed-item__more" onClick={() => setExpanded(true)}>
          {tc('feed.more')}
        </button>
      </p>
    )
  }
  if (!comment.comment_html) return <p className="sr-feed-item__text">{comment.comment}</p>
  return (
    <div
      className="sr-feed-item__text"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: comment_html is sanitised by the comments service
      dangerouslySetInnerHTML={{ __html: comment.comment_html }}
    />
  )
}
