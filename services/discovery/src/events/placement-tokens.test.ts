import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createPlacementTokens } from './placement-tokens.ts'

describe('placement tokens', () => {
  const at = (iso: string) => () => new Date(iso)

  it('accepts a token issued for the same event under the same secret', () => {
    const tokens = createPlacementTokens('a-secret-of-enough-length', at('2026-12-10T12:00:00Z'))
    assert.equal(tokens.verify(7, tokens.issue(7)), true)
  })

  it('refuses a token for another event, under another secret, altered or missing', () => {
    const tokens = createPlacementTokens('a-secret-of-enough-length', at('2026-12-10T12:00:00Z'))
    const other = createPlacementTokens('another-secret-entirely', at('2026-12-10T12:00:00Z'))
    const token = tokens.issue(7)
    assert.equal(tokens.verify(8, token), false)
    assert.equal(tokens.verify(7, other.issue(7)), false)
    assert.equal(tokens.verify(7, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`), false)
    assert.equal(tokens.verify(7, '1'), false)
    assert.equal(tokens.verify(7, ''), false)
    assert.equal(tokens.verify(7, null), false)
  })

  it('keeps one token all day and lets it expire at the end of the next day', () => {
    const secret = 'a-secret-of-enough-length'
    const morning = createPlacementTokens(secret, at('2026-12-10T00:00:01Z')).issue(7)
    assert.equal(createPlacementTokens(secret, at('2026-12-10T23:59:59Z')).issue(7), morning)
    assert.equal(createPlacementTokens(secret, at('2026-12-11T23:59:59Z')).verify(7, morning), true)
    assert.equal(createPlacementTokens(secret, at('2026-12-12T00:00:00Z')).verify(7, morning), false)
  })

  it('refuses an expiry moved forward by hand', () => {
    const tokens = createPlacementTokens('a-secret-of-enough-length', at('2026-12-10T12:00:00Z'))
    const [expires, mac] = tokens.issue(7).split('.') as [string, string]
    const later = (Number.parseInt(expires, 36) + 86_400_000).toString(36)
    assert.equal(tokens.verify(7, `${later}.${mac}`), false)
  })
})
