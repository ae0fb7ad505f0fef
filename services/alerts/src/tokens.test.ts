import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createAlertTokens } from './tokens.ts'

describe('alert tokens', () => {
  const tokens = createAlertTokens('a-secret-of-at-least-sixteen')

  it('names the subscription it was signed for', () => {
    assert.equal(tokens.verify('manage', tokens.sign('manage', 42)), 42)
    assert.equal(tokens.verify('confirm', tokens.sign('confirm', 7)), 7)
  })

  it('is bound to its purpose: a confirm token cannot unsubscribe and a manage token cannot confirm', () => {
    assert.equal(tokens.verify('manage', tokens.sign('confirm', 42)), null)
    assert.equal(tokens.verify('confirm', tokens.sign('manage', 42)), null)
    const swapped = `m${tokens.sign('confirm', 42).slice(1)}`
    assert.equal(tokens.verify('manage', swapped), null)
  })

  it('refuses a token moved to another subscription, signed with another secret, or malformed', () => {
    const token = tokens.sign('manage', 42)
    assert.equal(tokens.verify('manage', token.replace('m42.', 'm43.')), null)
    assert.equal(
      tokens.verify('manage', createAlertTokens('another-secret-sixteen!').sign('manage', 42)),
      null,
    )
    for (const bad of ['', 'm42', 'm42.', `${token}x`, `${token}\u0000`, 42, null, undefined, {}]) {
      assert.equal(tokens.verify('manage', bad), null)
    }
    assert.equal(tokens.verify('manage', `m99999999999.${token.split('.')[1]}`), null)
  })

  it('is safe in a URL as it is', () => {
    const token = tokens.sign('manage', 2_147_483_647)
    assert.equal(encodeURIComponent(token), token)
  })
})
