import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { RequestContext } from '../service.ts'
import { decodeContextHeader, encodeContextHeader } from './context-header.ts'

const secret = 'a-secret-of-sixteen-chars'
const member: RequestContext = {
  viewer: {
    userId: 12,
    sessionId: 's-1',
    persona: { type: 'designer', id: 3 },
    roles: ['member', 'moderator'],
    isPro: true,
    isTeam: false,
    points: 250,
  },
  requestId: 'req-1',
  authToken: 'token-abc',
  locale: 'zh',
  clientIp: '203.0.113.9',
}

describe('the signed request context header', () => {
  test('decodes to the context that was encoded', () => {
    assert.deepEqual(decodeContextHeader(encodeContextHeader(member, secret), secret), member)
  })

  test('carries an anonymous context too', () => {
    const anonymous: RequestContext = {
      viewer: null,
      requestId: 'r',
      authToken: null,
      locale: 'en',
      clientIp: null,
    }
    assert.deepEqual(decodeContextHeader(encodeContextHeader(anonymous, secret), secret), anonymous)
  })

  test('leaves out whatever else the gateway keeps on its context', () => {
    const gatewayContext = { ...member, reply: { raw: 'not serialisable here' }, sessionFields: {} }
    assert.deepEqual(decodeContextHeader(encodeContextHeader(gatewayContext, secret), secret), member)
  })

  test('is refused when the body was changed', () => {
    const header = encodeContextHeader(
      { ...member, viewer: { ...member.viewer!, roles: ['member'] } },
      secret,
    )
    const [body, signature] = header.split('.')
    const forged = JSON.parse(Buffer.from(body!, 'base64url').toString())
    forged.ctx.viewer.roles = ['admin']
    const tampered = `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`
    assert.equal(decodeContextHeader(tampered, secret), null)
  })

  test('is refused when signed with another secret', () => {
    assert.equal(decodeContextHeader(encodeContextHeader(member, 'another-secret-entirely'), secret), null)
  })

  test('is refused when malformed or missing', () => {
    for (const value of [undefined, null, '', 'no-dot', '.sig', 'abc.def', 'a.b.c']) {
      assert.equal(decodeContextHeader(value, secret), null, String(value))
    }
  })

  test('is refused once it is older than the allowed age', () => {
    const header = encodeContextHeader(member, secret, Date.parse('2026-01-01T00:00:00Z'))
    assert.deepEqual(decodeContextHeader(header, secret, { now: Date.parse('2026-01-01T00:04:00Z') }), member)
    assert.equal(decodeContextHeader(header, secret, { now: Date.parse('2026-01-01T00:06:00Z') }), null)
  })
})
