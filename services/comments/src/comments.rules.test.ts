import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Viewer } from '@showroom/platform'
import {
  isChatSource,
  likesCursor,
  mayAttachPhotos,
  parseCommentBody,
  parseCommentType,
  parseDisplayAs,
  parseLikesCursor,
  parseTopicTitle,
  pollPercentages,
} from './comments.rules.ts'
import { isEmojiOnly } from './emoji.ts'
import { parseMentions } from './mentions.ts'
import { describeSince } from './time-since.ts'

const viewer: Viewer = {
  userId: 7,
  sessionId: 's',
  persona: { type: 'designer', id: 3 },
  roles: ['member'],
  isPro: false,
  isTeam: false,
  points: 0,
}

const messageOf = (fn: () => unknown) => {
  try {
    fn()
  } catch (error) {
    return (error as Error).message
  }
  return null
}

describe('comment rules', () => {
  it('trims the text and asks for a comment or an image when both are missing', () => {
    assert.deepEqual(parseCommentBody('  hello  ', null), { body: 'hello', photoIds: [] })
    assert.deepEqual(parseCommentBody('   ', [4, 4, 5]), { body: '', photoIds: [4, 5] })
    assert.equal(
      messageOf(() => parseCommentBody(' \n ', [])),
      'Please enter a comment or upload an image',
    )
    assert.match(messageOf(() => parseCommentBody('x'.repeat(5001), null)) ?? '', /at most 5000/)
  })

  it('lets a member speak as themself or their current persona only', () => {
    assert.deepEqual(parseDisplayAs(viewer, null), { type: 'designer', id: 3 })
    assert.deepEqual(parseDisplayAs(viewer, { type: 'user', id: 7 }), { type: 'user', id: 7 })
    assert.deepEqual(parseDisplayAs(viewer, { type: 'designer', id: 3 }), { type: 'designer', id: 3 })
    assert.ok(messageOf(() => parseDisplayAs(viewer, { type: 'designer', id: 4 })))
    assert.ok(messageOf(() => parseDisplayAs(viewer, { type: 'user', id: 8 })))
  })

  it('names an unknown comment type in the spec wording', () => {
    assert.equal(parseCommentType('flash_sale'), 'flash')
    assert.equal(
      messageOf(() => parseCommentType('video')),
      'Unknown comment type video',
    )
  })

  it('needs a title for a new gossip topic', () => {
    assert.equal(
      messageOf(() => parseTopicTitle('  ')),
      'Please include a title for your gossip topic',
    )
    assert.equal(parseTopicTitle(' Sale tips '), 'Sale tips')
  })

  it('finds distinct @mentions of word characters, not email addresses', () => {
    assert.deepEqual(parseMentions('@nia and @Bo_1, @nia again, mail a@b.com, @@x'), ['nia', 'Bo_1'])
  })

  it('gives emoji-only comments under 8 characters the emoji style', () => {
    assert.equal(isEmojiOnly('😍'), true)
    assert.equal(isEmojiOnly(' 🔥🔥 '), true)
    assert.equal(isEmojiOnly('👍🏽'), true)
    assert.equal(isEmojiOnly('😍😍😍😍😍😍😍😍'), false)
    assert.equal(isEmojiOnly('nice 😍'), false)
    assert.equal(isEmojiOnly('123'), false)
  })

  it('describes a comment age as people say it', () => {
    assert.equal(describeSince(20), 'Just now')
    assert.equal(describeSince(300), '5 minutes ago')
    assert.equal(describeSince(3600), '1 hour ago')
    assert.equal(describeSince(3 * 86400), '3 days ago')
  })

  it('turns poll answers into whole percentages', () => {
    const result = pollPercentages(
      ['Yes', 'No', 'Maybe'],
      new Map([
        [0, 2],
        [1, 1],
      ]),
    )
    assert.equal(result.total, 3)
    assert.deepEqual(
      result.options.map((o) => [o.label, o.percent]),
      [
        ['Yes', 67],
        ['No', 33],
        ['Maybe', 0],
      ],
    )
    assert.deepEqual(pollPercentages(['A'], new Map()).options[0]?.percent, 0)
  })

  it('reads back the likes cursor it hands out, and plain unix seconds', () => {
    const at = new Date('2026-03-01T10:00:00.123Z')
    assert.deepEqual(parseLikesCursor(likesCursor(at, 42)), { at, userId: 42 })
    assert.equal(parseLikesCursor('1772359200')?.at.toISOString(), '2026-03-01T10:00:00.000Z')
    assert.equal(parseLikesCursor(''), null)
    assert.ok(messageOf(() => parseLikesCursor('yesterday')))
  })

  it('reads fractional unix seconds and keeps every bound inside what the database can compare', () => {
    const seconds = parseLikesCursor('1772359200.5')
    assert.equal(seconds?.at.toISOString(), '2026-03-01T10:00:00.500Z')
    // a user id bound must fit PostgreSQL's integer, or the query fails instead of matching
    assert.equal(seconds?.userId, 2_147_483_647)
    assert.equal(parseLikesCursor('1772359200')?.userId, 2_147_483_647)
    assert.equal(parseLikesCursor('1772359200123.99999999999')?.userId, 2_147_483_647)
    assert.ok(messageOf(() => parseLikesCursor('99999999999999999999')))
    assert.ok(messageOf(() => parseLikesCursor('1e+21')))
  })

  it('knows a chat source however it is spelled, and nothing else as one', () => {
    for (const type of ['chat', ' Chat ', 'CHAT']) assert.equal(isChatSource(type), true, type)
    for (const type of ['user', 'gossip', '', null, undefined, 'chats'])
      assert.equal(isChatSource(type), false)
  })

  it('lets a member attach only photos they uploaded, treating unknown ids like anyone else’s', () => {
    const owners = new Map([
      [1, 7],
      [2, 7],
      [3, 8],
    ])
    assert.equal(mayAttachPhotos(viewer, [1, 2], owners), true)
    assert.equal(mayAttachPhotos(viewer, [1, 3], owners), false)
    assert.equal(mayAttachPhotos(viewer, [4], owners), false)
    assert.equal(mayAttachPhotos(viewer, [], owners), true)
  })
})
