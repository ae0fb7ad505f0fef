import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { Viewer } from '@showroom/platform'
import type { Attachments } from './attachments.store.ts'
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
const admin = member(10, ['member', 'admin'])
const on = (...audiences: Attachments['audiences']): Attachments => ({ audiences, chatMember: false })
const nothing = on()

describe('who may see an upload', () => {
  it('shows an upload attached to nothing to its owner alone', () => {
    assert.equal(canSeeMediaItem(upload, owner, nothing), true)
    for (const viewer of [null, other, moderator, admin])
      assert.equal(canSeeMediaItem(upload, viewer, nothing), false)
  })

  it('shows the photo of a visible comment to everyone', () => {
    for (const viewer of [null, owner, other, moderator])
      assert.equal(canSeeMediaItem(upload, viewer, on('shown')), true)
  })

  it('shows the photo of a shadow-banned comment to its owner and moderators only', () => {
    assert.equal(canSeeMediaItem(upload, owner, on('hidden')), true)
    assert.equal(canSeeMediaItem(upload, moderator, on('hidden')), true)
    assert.equal(canSeeMediaItem(upload, other, on('hidden')), false)
    assert.equal(canSeeMediaItem(upload, null, on('hidden')), false)
  })

  it('keeps the photo of a deleted comment to its owner', () => {
    assert.equal(canSeeMediaItem(upload, owner, on('gone')), true)
    assert.equal(canSeeMediaItem(upload, moderator, on('gone')), false)
    assert.equal(canSeeMediaItem(upload, other, on('gone')), false)
  })

  it('shows a chat photo to the chat members it is told about, and to no moderator outside the chat', () => {
    assert.equal(canSeeMediaItem(upload, other, { audiences: [], chatMember: true }), true)
    assert.equal(canSeeMediaItem(upload, moderator, { audiences: [], chatMember: true }), true)
    for (const viewer of [null, other, moderator, admin])
      assert.equal(canSeeMediaItem(upload, viewer, nothing), false)
  })

  it('shows logos and uploads stored before these rules to everyone', () => {
    assert.equal(canSeeMediaItem({ ...upload, logoKey: 'uploads/7/x/logo.webp' }, null, nothing), true)
    assert.equal(canSeeMediaItem({ ...upload, legacyPublic: true }, null, nothing), true)
  })
})
