import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { CommentPayload } from './notifications.events.ts'
import { commentAddressees, PAGE_STEP, parsePage, parseUpToSeq } from './notifications.rules.ts'
import type { KnownComment } from './notifications.store.ts'

const comment = (overrides: Partial<CommentPayload> = {}): CommentPayload => ({
  id: 20,
  commentType: 'event',
  eventId: 1,
  flashSaleId: null,
  sourceType: null,
  sourceId: null,
  userId: 2,
  persona: { type: 'user', id: 2 },
  replyToId: 10,
  mentions: [],
  ...overrides,
})

const root = (overrides: Partial<KnownComment> = {}): KnownComment => ({
  id: 10,
  user_id: 1,
  reply_to_id: null,
  comment_type: 'event',
  event_id: 1,
  flash_sale_id: null,
  source_type: null,
  source_id: null,
  persona_type: 'user',
  persona_id: 1,
  state: 'visible',
  ...overrides,
})

const codeOf = (error: { extensions?: { code?: string } }) => error.extensions?.code

describe('who a comment tells', () => {
  it('tells the author replied to, then each member mentioned once, in id order', () => {
    assert.deepEqual(commentAddressees(comment(), root(), [4, 3, 4, 1, 2]), [
      { recipientId: 1, kind: 'comment_reply', objectId: 10 },
      { recipientId: 3, kind: 'comment_mention', objectId: 20 },
      { recipientId: 4, kind: 'comment_mention', objectId: 20 },
    ])
  })

  it('tells nobody about a reply under a hidden, deleted or unknown comment', () => {
    assert.deepEqual(commentAddressees(comment(), root({ state: 'hidden' }), []), [])
    assert.deepEqual(commentAddressees(comment(), root({ state: 'deleted' }), []), [])
    assert.deepEqual(commentAddressees(comment(), null, []), [])
  })

  it('tells nobody about a chat comment', () => {
    assert.deepEqual(commentAddressees(comment({ sourceType: 'chat', replyToId: null }), null, [1]), [])
  })
})

describe('reading input', () => {
  it('pages by nine from the start unless told otherwise', () => {
    assert.deepEqual(parsePage(undefined, undefined), { from: 0, size: PAGE_STEP })
    assert.equal(PAGE_STEP, 9)
    assert.deepEqual(parsePage(18, 50), { from: 18, size: 50 })
  })

  it('refuses a negative or fractional position and a limit outside 1 to 50', () => {
    for (const [from, limit] of [
      [-1, 9],
      [1.5, 9],
      [0, 0],
      [0, 51],
    ] as const) {
      assert.throws(
        () => parsePage(from, limit),
        (e: never) => codeOf(e) === 'NOTIFICATIONS_ERR_INVALID_INPUT',
      )
    }
    assert.throws(
      () => parseUpToSeq(-1),
      (e: never) => codeOf(e) === 'NOTIFICATIONS_ERR_INVALID_INPUT',
    )
    assert.equal(parseUpToSeq(undefined), null)
  })
})
