import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { looksLikeSessionToken, newSessionToken, sessionTokenDigest } from './sessions.ts'

describe('session tokens', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const token = newSessionToken()
    assert.equal(Buffer.from(token, 'base64url').length, 32)
    assert.equal(looksLikeSessionToken(token), true)
    assert.notEqual(newSessionToken(), token)
  })

  it('are stored only as a SHA-256 digest', () => {
    const token = newSessionToken()
    const digest = sessionTokenDigest(token)
    assert.match(digest, /^[0-9a-f]{64}$/)
    assert.ok(!digest.includes(token))
  })

  it('reject obvious garbage before any database work', () => {
    assert.equal(looksLikeSessionToken(''), false)
    assert.equal(looksLikeSessionToken('not a token'), false)
    assert.equal(looksLikeSessionToken(`${newSessionToken()}x`), false)
  })
})
