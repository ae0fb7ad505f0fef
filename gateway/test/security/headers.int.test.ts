import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'

type Response = Awaited<ReturnType<TestGateway['app']['inject']>>

function assertHardened(response: Response, route: string): void {
  const headers = response.headers
  assert.equal(headers['x-content-type-options'], 'nosniff', `${route}: nosniff`)
  assert.equal(headers['x-frame-options'], 'DENY', `${route}: X-Frame-Options`)
  assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin', `${route}: Referrer-Policy`)
  const policy = String(headers['content-security-policy'] ?? '')
  assert.match(policy, /frame-ancestors 'none'/, `${route}: frame-ancestors`)
  const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src')) ?? ''
  assert.equal(scripts, "script-src 'self'", `${route}: scripts only from the site itself`)
  assert.match(policy, /object-src 'none'/, `${route}: no plugins`)
}

for (const kind of testDatabaseKinds()) {
  describe(`security headers on ${kind}`, () => {
    let gateway: TestGateway
    let mediaUrl: string
    before(async () => {
      gateway = await createTestGateway({ database: kind })
      const key = 'tests/pixel.gif'
      await gateway.platform.storage.put(key, Buffer.from('GIF89a'))
      mediaUrl = gateway.platform.storage.url(key)
    })
    after(() => gateway.close())

    const get = (url: string, headers: Record<string, string> = {}) =>
      gateway.app.inject({ method: 'GET', url, headers })

    test('every kind of route answers with the security headers', async () => {
      const routes: Array<[string, Record<string, string>?]> = [
        ['/london/', { accept: 'text/html' }],
        ['/'],
        ['/api/docs'],
        ['/api/search_autocomplete?term=ab'],
        ['/graphql?query=%7B__typename%7D'],
        ['/search.html/?q=coat'],
        ['/mfe/registry.json'],
        [mediaUrl],
        ['/health'],
        ['/no-such-file.js'],
        ['/api/no_such_call'],
      ]
      for (const [url, headers] of routes) {
        const response = await get(url, headers)
        assert.ok(response.statusCode < 500, `${url} answered ${response.statusCode}`)
        assertHardened(response, url)
      }
    })

    test('refusals and posts carry them too', async () => {
      const post = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ __typename }' },
      })
      assertHardened(post, 'POST /graphql')
      const refused = await gateway.app.inject({
        method: 'POST',
        url: '/api/user_login',
        headers: { 'content-type': 'text/plain' },
        payload: 'email=a',
      })
      assert.equal(refused.statusCode, 415)
      assertHardened(refused, 'a refused post')
    })

    test('the policy lets the site talk to its own WebSocket and show blob previews', async () => {
      const policy = String((await get('/')).headers['content-security-policy'])
      assert.match(policy, /connect-src 'self' ws:\/\/localhost:3000/)
      assert.match(policy, /img-src 'self' data: blob:/)
      assert.doesNotMatch(policy, /unsafe-eval/)
    })

    test('plain http gets no HSTS, since browsers would ignore it', async () => {
      assert.equal((await get('/health')).headers['strict-transport-security'], undefined)
    })
  })
}

describe('security headers on a site served over https', () => {
  let gateway: TestGateway
  before(async () => {
    gateway = await createTestGateway({ env: { PUBLIC_URL: 'https://showroom.example.com' } })
  })
  after(() => gateway.close())

  test('every answer tells the browser to keep to https for a year', async () => {
    for (const url of ['/health', '/api/docs', '/nothing-here']) {
      const response = await gateway.app.inject({ method: 'GET', url })
      assert.equal(response.headers['strict-transport-security'], 'max-age=31536000', url)
    }
  })

  test('the WebSocket is allowed over wss only', async () => {
    const response = await gateway.app.inject({ method: 'GET', url: '/health' })
    assert.match(
      String(response.headers['content-security-policy']),
      /connect-src 'self' wss:\/\/showroom\.example\.com;/,
    )
  })
})
