import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Viewer } from '@showroom/platform'
import type { CommentPayload } from './feed.events.ts'
import { audienceOf, isTrusted, itemsOfComment, parsePageToken, parseSkip } from './feed.rules.ts'
import { decodePageToken, encodePageToken } from './page-token.ts'

const comment = (over: Partial<CommentPayload> = {}): CommentPayload => ({
  id: 40,
  commentType: 'event',
  eventId: 7,
  flashSaleId: null,
  sourceType: null,
  sourceId: null,
  cityId: 1,
  userId: 5,
  persona: { type: 'user', id: 5 },
  replyToId: null,
  photoIds: [],
  createdAt: '2026-11-20T10:00:00.123Z',
  ...over,
})

const viewer = (over: Partial<Viewer> = {}): Viewer => ({
  userId: 5,
  sessionId: 's',
  persona: { type: 'user', id: 5 },
  roles: ['member'],
  isPro: false,
  isTeam: false,
  points: 0,
  ...over,
})

describe('the items a comment makes', () => {
  test('one for the comment and one per distinct photo, all at the comment’s time', () => {
    const items = itemsOfComment(comment({ photoIds: [3, 4, 3] }))
    assert.deepEqual(
      items.map((item) => [item.sourceType, item.sourceId, item.createdAt.toISOString()]),
      [
        ['event_comment', 40, '2026-11-20T10:00:00.123Z'],
        ['media', 3, '2026-11-20T10:00:00.123Z'],
        ['media', 4, '2026-11-20T10:00:00.123Z'],
      ],
    )
    assert.ok(items.every((item) => item.commentId === 40 && item.profileId === 5 && item.cityId === 1))
  })

  test('none for a reply, a chat message or an unknown comment type or persona', () => {
    assert.deepEqual(itemsOfComment(comment({ replyToId: 39 })), [])
    assert.deepEqual(
      itemsOfComment(comment({ commentType: 'universal', sourceType: 'chat', sourceId: 2 })),
      [],
    )
    assert.deepEqual(itemsOfComment(comment({ commentType: 'story' })), [])
    assert.deepEqual(itemsOfComment(comment({ persona: { type: 'brand', id: 1 } })), [])
  })

  test('a post as a designer is not on its member’s profile', () => {
    const [item] = itemsOfComment(comment({ persona: { type: 'designer', id: 9 } }))
    assert.deepEqual([item?.entityType, item?.entityId, item?.profileId], ['designer', 9, null])
  })
})

describe('who may share and who reads hidden items', () => {
  test('trusted is pro or more than 200 points', () => {
    assert.equal(isTrusted(viewer({ isPro: true })), true)
    assert.equal(isTrusted(viewer({ points: 201 })), true)
    assert.equal(isTrusted(viewer({ points: 200 })), false)
  })

  test('visitors read visible items; members also their own; moderators all', () => {
    assert.deepEqual(audienceOf(null), { kind: 'everyone' })
    assert.deepEqual(audienceOf(viewer()), { kind: 'member', userId: 5 })
    assert.deepEqual(audienceOf(viewer({ roles: ['member', 'admin'] })), { kind: 'moderator' })
  })
})

describe('page tokens', () => {
  test('name one position, and come back as they went', () => {
    const position = { createdMs: Date.parse('2026-11-20T10:00:00.123Z'), id: 123_456 }
    assert.deepEqual(decodePageToken(encodePageToken(position)), position)
    assert.deepEqual(parsePageToken(encodePageToken(position)), position)
    assert.equal(parsePageToken(''), null)
  })

  test('anything the feed never gave out is refused', () => {
    for (const token of ['x', '1.0', 'zzzzzzzzzzzz.1', '1.zzzzzzzz', 'A.1', '1.1.1'])
      assert.equal(decodePageToken(token), null, token)
    assert.throws(() => parsePageToken('nope'), {
      extensions: { code: 'FEED_ERR_INVALID_INPUT', http: 400, field: 'pageToken' },
    })
    assert.throws(() => parseSkip(101), {
      extensions: { code: 'FEED_ERR_INVALID_INPUT', http: 400, field: 'skip' },
    })
  })
})
