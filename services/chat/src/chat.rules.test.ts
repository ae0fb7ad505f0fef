import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Viewer } from '@showroom/platform'
import {
  isBlockedBetween,
  isReading,
  isSelfMessage,
  mayStartWithoutUpgrade,
  mayUseConversation,
  pairKey,
  READING_WINDOW_MS,
  unreadOf,
} from './chat.rules.ts'

const viewer = (overrides: Partial<Viewer> = {}): Viewer => ({
  userId: 7,
  sessionId: 's',
  persona: { type: 'user', id: 7 },
  roles: ['member'],
  isPro: false,
  isTeam: false,
  points: 0,
  ...overrides,
})

describe('chat rules', () => {
  test('the pair key is the same whichever side starts', () => {
    assert.equal(
      pairKey({ type: 'user', id: 7 }, { type: 'designer', id: 3 }),
      pairKey({ type: 'designer', id: 3 }, { type: 'user', id: 7 }),
    )
    assert.notEqual(
      pairKey({ type: 'user', id: 7 }, { type: 'designer', id: 3 }),
      pairKey({ type: 'user', id: 7 }, { type: 'venue', id: 3 }),
    )
  })

  test('messaging yourself is refused only as the persona you are acting as', () => {
    assert.equal(isSelfMessage(viewer(), { type: 'user', id: 7 }), true)
    const asDesigner = viewer({ persona: { type: 'designer', id: 3 } })
    assert.equal(isSelfMessage(asDesigner, { type: 'user', id: 7 }), false)
    assert.equal(isSelfMessage(asDesigner, { type: 'designer', id: 3 }), true)
  })

  test('designers, venues and existing chats need no pro; a new chat with a member does', () => {
    assert.equal(mayStartWithoutUpgrade(viewer(), { type: 'designer', id: 1 }, false), true)
    assert.equal(mayStartWithoutUpgrade(viewer(), { type: 'venue', id: 1 }, false), true)
    assert.equal(mayStartWithoutUpgrade(viewer(), { type: 'user', id: 8 }, true), true)
    assert.equal(mayStartWithoutUpgrade(viewer(), { type: 'user', id: 8 }, false), false)
    assert.equal(mayStartWithoutUpgrade(viewer({ isPro: true }), { type: 'user', id: 8 }, false), true)
    assert.equal(mayStartWithoutUpgrade(viewer({ isTeam: true }), { type: 'user', id: 8 }, false), true)
  })

  test('only the personas in a chat may use it, and moderators are not among them', () => {
    const participants = [
      { type: 'user' as const, id: 7 },
      { type: 'designer' as const, id: 3 },
    ]
    assert.equal(mayUseConversation(viewer(), participants), true)
    assert.equal(
      mayUseConversation(viewer({ userId: 9, persona: { type: 'designer', id: 3 } }), participants),
      true,
    )
    assert.equal(mayUseConversation(viewer({ persona: { type: 'venue', id: 3 } }), participants), false)
    assert.equal(
      mayUseConversation(
        viewer({ userId: 9, persona: { type: 'user', id: 9 }, roles: ['moderator'] }),
        participants,
      ),
      false,
    )
    assert.equal(mayUseConversation(null, participants), false)
  })

  test('a block stands between two personas whichever side set it', () => {
    const a = { type: 'user' as const, id: 1 }
    const b = { type: 'venue' as const, id: 2 }
    const c = { type: 'user' as const, id: 3 }
    const blocks = [{ blocker: b, blocked: a }]
    assert.equal(isBlockedBetween(blocks, a, b), true)
    assert.equal(isBlockedBetween(blocks, b, a), true)
    assert.equal(isBlockedBetween(blocks, a, c), false)
  })

  test('a recipient is reading only when caught up and seen within the reading window', () => {
    const now = new Date('2026-12-02T12:00:00Z')
    const recently = new Date(now.getTime() - READING_WINDOW_MS)
    assert.equal(isReading({ readSeq: 4, readAt: recently }, 4, now), true)
    assert.equal(isReading({ readSeq: 3, readAt: recently }, 4, now), false)
    assert.equal(isReading({ readSeq: 4, readAt: new Date(recently.getTime() - 1) }, 4, now), false)
    assert.equal(isReading({ readSeq: 4, readAt: null }, 4, now), false)
  })

  test('unread is the distance from the read position to the last message, never negative', () => {
    assert.equal(unreadOf(10, 4), 6)
    assert.equal(unreadOf(4, 10), 0)
  })
})
