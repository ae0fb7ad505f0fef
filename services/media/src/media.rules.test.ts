import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Viewer } from '@showroom/platform'
import { canSeeMediaItem } from './media.rules.ts'

const member = (userId: number, roles: Viewer['roles'] = ['member']): Viewer => ({
  userId,
  sessionId: 's',
  persona: { type: 'user', id: userId },
  roles,
  isPro: false,
  isTeam: false,
  points: 0,
})

const upload = { ownerId: 7, logoKey: null, legacyPublic: false }
const owner = member(7)
const other = member(8)
const moderator = member(9, ['member', 'moderator'])

describe('who may see an upload', () => {
  it('shows an upload attached to nothing to its owner alone', () => {
    assert.equal(canSeeMediaItem(upload, owner, []), true)
    for (const viewer of [null, other, moderator]) assert.equal(canSeeMediaItem(upload, viewer, []), false)
  })

  it('shows the photo of a visible comment to everyone', () => {
    for (const viewer of [null, owner, other, moderator])
      assert.equal(canSeeMediaItem(upload, viewer, ['shown']), true)
  })

  it('shows the photo of a shadow-banned comment to its owner and moderators only', () => {
    assert.equal(canSeeMediaItem(upload, owner, ['hidden']), true)
    assert.equal(canSeeMediaItem(upload, moderator, ['hidden']), true)
    assert.equal(canSeeMediaItem(upload, other, ['hidden']), false)
    assert.equal(canSeeMediaItem(upload, null, ['hidden']), false)
  })

  it('keeps the photo of a deleted comment or a chat message to its owner', () => {
    for (const audience of ['gone', 'private'] as const) {
      assert.equal(canSeeMediaItem(upload, owner, [audience]), true)
      assert.equal(canSeeMediaItem(upload, moderator, [audience]), false)
      assert.equal(canSeeMediaItem(upload, other, [audience]), false)
    }
  })

  it('shows logos and uploads stored before these rules to everyone', () => {
    assert.equal(canSeeMediaItem({ ...upload, logoKey: 'uploads/7/x/logo.webp' }, null, []), true)
    assert.equal(canSeeMediaItem({ ...upload, legacyPublic: true }, null, []), true)
  })
})
