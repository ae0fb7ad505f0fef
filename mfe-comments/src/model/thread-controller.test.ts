import { describe, expect, it } from '@jest/globals'
import type { ApiResult } from '@showroom/graphql-client'
import type { CommentsApi } from '../api/comments-api.ts'
import { createThreadController } from './thread-controller.ts'
import { emptyThread } from './thread-store.ts'
import type { ThreadComment } from './types.ts'

const comment = (id: number, extra: Partial<ThreadComment> = {}): ThreadComment => ({
  id,
  comment_type: 'event',
  comment: `comment ${id}`,
  comment_html: `<p>comment ${id}</p>`,
  is_emoji_only: false,
  can_delete: true,
  can_moderate: false,
  user: null,
  media: [],
  is_liked: false,
  like_count: 2,
  liked_count: 2,
  created_since: 'Just now',
  created_diff: 0,
  replies: [],
  ...extra,
})

const ok = <V>(values: V): ApiResult<V> => ({
  valid: true,
  status: 200,
  envelope: { errors: [], values, lookups: {}, meta: { step: 1, login_ok: true } },
})
const failed = <V>(): ApiResult<V> => ({
  valid: false,
  status: 500,
  envelope: null,
  message: undefined,
  aborted: false,
})

// a fake of the calls, each answer decided by the test
function fakeApi(overrides: Partial<CommentsApi>): CommentsApi {
  const missing = () => {
    throw new Error('not expected in this test')
  }
  return {
    list: missing,
    get: missing,
    create: missing,
    like: missing,
    remove: missing,
    moderate: missing,
    likes: missing,
    answerPoll: missing,
    lookupUsernames: missing,
    ...overrides,
  } as CommentsApi
}

const source = { kind: 'event' as const, eventId: 3 }
const withComments = (...comments: ThreadComment[]) => ({ ...emptyThread, comments })

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

describe('the thread’s optimistic actions', () => {
  it('flips a like at once with a spinner and keeps the server’s count', async () => {
    const answer = deferred<ApiResult<{ like_count: number }>>()
    const thread = createThreadController(
      fakeApi({ like: () => answer.promise }),
      source,
      withComments(comment(1)),
    )
    const done = thread.toggleLike(1)
    expect(thread.getState().comments[0]).toMatchObject({ is_liked: true, like_count: 3 })
    expect(thread.getState().likePending).toEqual([1])
    answer.resolve(ok({ like_count: 7 }))
    expect(await done).toBe(true)
    expect(thread.getState().comments[0]).toMatchObject({ is_liked: true, like_count: 7 })
    expect(thread.getState().likePending).toEqual([])
  })

  it('reverts a like when the call fails or answers without a count', async () => {
    const thread = createThreadController(
      fakeApi({ like: async () => failed() }),
      source,
      withComments(comment(1)),
    )
    expect(await thread.toggleLike(1)).toBe(false)
    expect(thread.getState().comments[0]).toMatchObject({ is_liked: false, like_count: 2 })

    const odd = createThreadController(
      fakeApi({ like: async () => ok({} as { like_count: number }) }),
      source,
      withComments(comment(2, { is_liked: true })),
    )
    expect(await odd.toggleLike(2)).toBe(false)
    expect(odd.getState().comments[0]).toMatchObject({ is_liked: true, like_count: 2 })
  })

  it('likes a reply inside its thread', async () => {
    const thread = createThreadController(
      fakeApi({ like: async () => ok({ like_count: 1 }) }),
      source,
      withComments(comment(1, { replies: [comment(5, { like_count: 0 })] })),
    )
    await thread.toggleLike(5)
    expect(thread.getState().comments[0]?.replies?.[0]).toMatchObject({ is_liked: true, like_count: 1 })
  })

  it('slides a deleted comment away at once and brings it back when the call fails', async () => {
    const answer = deferred<ApiResult<Record<string, never>>>()
    const thread = createThreadController(
      fakeApi({ remove: () => answer.promise }),
      source,
      withComments(comment(1)),
    )
    const done = thread.remove(1)
    expect(thread.getState().removing).toEqual([1])
    answer.resolve(failed())
    expect(await done).toBe(false)
    expect(thread.getState().removing).toEqual([])
    expect(thread.getState().comments.map((c) => c.id)).toEqual([1])
  })

  it('drops a deleted reply and counts one reply fewer', async () => {
    const thread = createThreadController(
      fakeApi({ remove: async () => ok({}) }),
      source,
      withComments(comment(1, { reply_count: 1, replies: [comment(5)] })),
    )
    expect(await thread.remove(5)).toBe(true)
    expect(thread.getState().comments[0]).toMatchObject({ reply_count: 0, replies: [] })
  })

  it('re-renders a moderated comment from the answer and leaves it alone on failure', async () => {
    const thread = createThreadController(
      fakeApi({ moderate: async () => ok({ comment: comment(1, { is_shadow_banned: true }) }) }),
      source,
      withComments(comment(1)),
    )
    expect(await thread.moderate(1, 'shadow')).toBe(true)
    expect(thread.getState().comments[0]?.is_shadow_banned).toBe(true)

    const refused = createThreadController(
      fakeApi({ moderate: async () => failed() }),
      source,
      withComments(comment(1)),
    )
    const before = refused.getState()
    expect(await refused.moderate(1, 'feature')).toBe(false)
    expect(refused.getState()).toBe(before)
  })

  it('puts a new comment first and a reply at the end of its thread', async () => {
    let next = 10
    const thread = createThreadController(
      fakeApi({
        create: async (_source, input) =>
          ok({ comment: comment(next++, { reply_to_id: input.replyToId ?? null, comment: input.comment }) }),
      }),
      source,
      withComments(comment(1, { reply_count: 0 })),
    )
    await thread.post({ comment: 'new', photoIds: [] })
    await thread.post({ comment: 'answer', photoIds: [], replyToId: 1 })
    const [first, second] = thread.getState().comments
    expect(first?.id).toBe(10)
    expect(second?.replies?.map((r) => r.id)).toEqual([11])
    expect(second?.reply_count).toBe(1)
  })

  it('loads older comments after the oldest one shown', async () => {
    const asked: (number | undefined)[] = []
    const thread = createThreadController(
      fakeApi({
        list: async (_source, afterId) => {
          asked.push(afterId)
          return afterId
            ? ok({ comments: [comment(3), comment(2)], has_more: false })
            : ok({ comments: [comment(5), comment(4)], has_more: true })
        },
      }),
      source,
    )
    expect(await thread.load()).toBe('ok')
    await thread.loadOlder()
    expect(asked).toEqual([undefined, 4])
    expect(thread.getState().comments.map((c) => c.id)).toEqual([5, 4, 3, 2])
    expect(thread.getState().hasMore).toBe(false)
  })
})
