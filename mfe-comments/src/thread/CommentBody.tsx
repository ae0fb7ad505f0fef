import type { ThreadComment } from '../model/types.ts'

// the server renders the markdown and mentions into safe HTML; raw text never goes in as HTML
export function CommentBody({ comment }: { comment: ThreadComment }) {
  if (!comment.comment_html && !comment.comment) return null
  const className = comment.is_emoji_only ? 'sr-comment__text sr-comment__text--emoji' : 'sr-comment__text'
  if (!comment.comment_html) return <p className={className}>{comment.comment}</p>
  // biome-ignore lint/security/noDangerouslySetInnerHtml: comment_html is sanitised by the comments service
  return <div className={className} dangerouslySetInnerHTML={{ __html: comment.comment_html }} />
}
