import type { CommentsApi, Moderation, NewComment } from '../api/comments-api.ts'
import {
  addComment,
  appendOlder,
  emptyThread,
  findComment,
  flipLike,
  mapComment,
  removeComment,
  type ThreadState,
} from './thread-store.ts'
import type { ThreadComment, ThreadSource } from './types.ts'

export interface ThreadController {
  getState(): ThreadState
  subscribe(listener: () => void): () => void
  load(): Promise<'ok' | 'failed'>
  loadOlder(): Promise<void>
  post(input: NewComment): Promise<{ ok: true; comment: ThreadComment } | { ok: false; message?: string }>
  toggleLike(id: number): Promise<boolean>
  remove(id: number): Promise<boolean>
  moderate(id: number, action: Moderation): Promise<boolean>
  // a comment shown elsewhere (a popup) changed
  replace(comment: ThreadComment): void
}

const without = (ids: number[], id: number) => ids.filter((n) => n !== id)

// the thread's state and its optimistic actions, apart from React so the rules can be tested
export function createThreadController(
  api: CommentsApi,
  source: ThreadSource,
  initial: ThreadState = emptyThread,
): ThreadController {
  let state = initial
  const listeners = new Set<() => void>()
  const set = (next: Partial<ThreadState>) => {
    state = { ...state, ...next }
    for (const listener of listeners) listener()
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async load() {
      const result = await api.list(source)
      if (!result.valid) return 'failed'
      set({
        comments: result.envelope.values.comments ?? [],
        hasMore: Boolean(result.envelope.values.has_more),
      })
      return 'ok'
    },
    async loadOlder() {
      const oldest = state.comments.at(-1)
      if (!oldest || !state.hasMore) return
      const result = await api.list(source, oldest.id)
      if (!result.valid) return
      set({
        comments: appendOlder(state.comments, result.envelope.values.comments ?? []),
        hasMore: Boolean(result.envelope.values.has_more),
      })
    },
    async post(input) {
      const result = await api.create(source, input)
      if (!result.valid) return { ok: false, message: result.message }
      const comment = result.envelope.values.comment
      set({ comments: addComment(state.comments, comment) })
      return { ok: true, comment }
    },
    // flips at once with a spinner; reverts when the call fails or answers nonsense
    async toggleLike(id) {
      const before = findComment(state.comments, id)
      if (!before || state.likePending.includes(id)) return false
      const flipped = flipLike(before)
      set({
        comments: mapComment(state.comments, id, () => flipped),
        likePending: [...state.likePending, id],
      })
      const result = await api.like(source, id, flipped.is_liked)
      const count = result.valid ? result.envelope.values.like_count : undefined
      if (typeof count !== 'number') {
        set({
          comments: mapComment(state.comments, id, (c) => ({
            ...c,
            is_liked: before.is_liked,
            like_count: before.like_count,
            liked_count: before.liked_count,
          })),
          likePending: without(state.likePending, id),
        })
        return false
      }
      set({
        comments: mapComment(state.comments, id, (c) => ({ ...c, like_count: count, liked_count: count })),
        likePending: without(state.likePending, id),
      })
      return true
    },
    // slides away at once; comes back when the call fails
    async remove(id) {
      if (!findComment(state.comments, id)) return false
      set({ removing: [...state.removing, id] })
      const result = await api.remove(source, id)
      if (!result.valid) {
        set({ removing: without(state.removing, id) })
        return false
      }
      set({ comments: removeComment(state.comments, id), removing: without(state.removing, id) })
      return true
    },
    // re-rendered from the returned comment; nothing happens on failure
    async moderate(id, action) {
      const result = await api.moderate(source, id, action)
      const updated = result.valid ? result.envelope.values.comment : undefined
      if (!updated || updated.id !== id) return false
      set({
        comments: mapComment(state.comments, id, (c) => ({
          ...updated,
          replies: updated.replies ?? c.replies,
        })),
      })
      return true
    },
    replace(comment) {
      set({
        comments: mapComment(state.comments, comment.id, (c) => ({
          ...comment,
          replies: comment.replies ?? c.replies,
        })),
      })
    },
  }
}
