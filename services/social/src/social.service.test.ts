import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { newFeedToken, parseRsvpMode } from './social.service.ts'

describe('social rules', () => {
  it('accepts a missing rsvp mode or a whole number up to 99', () => {
    assert.equal(parseRsvpMode(undefined), null)
    assert.equal(parseRsvpMode(null), null)
    assert.equal(parseRsvpMode(0), 0)
    assert.equal(parseRsvpMode(99), 99)
  })

  it('refuses an rsvp mode below zero, above 99 or with a fraction', () => {
    for (const bad of [-1, 100, 1.5]) {
      assert.throws(
        () => parseRsvpMode(bad),
        (error: { extensions?: { code?: string } }) => {
          return error.extensions?.code === 'SOCIAL_ERR_INVALID_RSVP_MODE'
        },
      )
    }
  })

  it('makes feed tokens of 43 url-safe characters that do not repeat', () => {
    const tokens = new Set(Array.from({ length: 50 }, newFeedToken))
    assert.equal(tokens.size, 50)
    for (const token of tokens) assert.match(token, /^[A-Za-z0-9_-]{43}$/)
  })
})
