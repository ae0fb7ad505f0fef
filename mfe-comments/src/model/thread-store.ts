import type { ThreadComment } from './types.ts'

export interface ThreadState {
  comments: ThreadComment[]
  hasMore: boolean
  // comments sliding away while their delete call runs
  removing: number[]
  // likes whose call is still out (the spinner)
  likePending: number[]
}

export const emptyThread: ThreadState = { comments: [], hasMore: false, removing: [], likePending: [] }

// applies fn to the comment with this id, wherever it sits (top level or a reply)
export function mapComment(
  comments: ThreadComment[],
  id: number,
  fn: (comment: ThreadComment) => ThreadComment,
): ThreadComment[] {
  return comments.map((comment) => {
    if (comment.id === id) return fn(comment)
    if (!comment.replies?.some((reply) => reply.id === id)) return comment
    return { ...comment, replies: comment.replies.map((reply) => (reply.id === id ? fn(reply) : reply)) }
  })
}

export function findComment(comments: ThreadComment[], id: number): ThreadComment | undefined {
  for (const comment of comments) {
    if (comment.id === id) return comment
    const reply = comment.replies?.find((r) => r.id === id)
    if (reply) return reply
  }
  return undefined
}

export function removeComment(comments: ThreadComment[], id: number): ThreadComment[] {
  return comments
    .filter((comment) => comment.id !== id)
    .map((comment) =>
      comment.replies?.some((reply) => reply.id === id)
        ? {
            ...comment,
            replies: comment.replies.filter((reply) => reply.id !== id),
            reply_count: Math.max(0, (comment.reply_count ?? 1) - 1),
          }
        : comment,
    )
}

export const likeCountOf = (comment: ThreadComment) => comment.like_count ?? comment.liked_count ?? 0

// the like flips at once: is_liked and the count move together
export function flipLike(comment: ThreadComment): ThreadComment {
  const liked = !comment.is_liked
  const count = Math.max(0, likeCountOf(comment) + (liked ? 1 : -1))
  return { ...comment, is_liked: liked, like_count: count, liked_count: count }
}

// a new top-level comment goes first (newest first); a reply joins the end of its thread
export function addComment(comments: ThreadComment[], comment: ThreadComment): ThreadComment[] {
  if (!comment.reply_to_id) return [comment, ...comments.filter((c) => c.id !== comment.id)]
  return comments.map((parent) =>
    parent.id === comment.reply_to_id
      ? {
          ...parent,
          replies: [...(parent.replies ?? []), comment],
          reply_count: (parent.reply_count ?? 0) + 1,
        }
      : parent,
  )
}

// older comments loaded on demand go after the ones shown, without duplicates
export function appendOlder(comments: ThreadComment[], older: ThreadComment[]): ThreadComment[] {
  const seen = new Set(comments.map((c) => c.id))
  return [...comments, ...older.filter((c) => !seen.has(c.id))]
}
