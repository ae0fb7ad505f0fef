import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { createPlatform, loadConfig } from '@showroom/platform'
import { createTestDatabase, createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { type BuildAppOptions, buildApp } from 'gateway'

const assertEnvelope = (body: Record<string, unknown>) =>
  assert.deepEqual(Object.keys(body).sort(), ['errors', 'lookups', 'meta', 'values'])

// writes raw bytes and resolves with what the server sent before it closed the connection
function rawExchange(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let received = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk) => {
      received += chunk
    })
    socket.on('close', () => resolve(received))
    socket.on('error', reject)
    socket.write(bytes)
  })
}

const halfBodyPost = (path: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email": "half`

for (const kind of testDatabaseKinds()) {
  describe(`methods, addresses and bodies at the edge on ${kind}`, () => {
    let gateway: TestGateway
    before(async () => {
      gateway = await createTestGateway({ database: kind })
    })
    after(() => gateway.close())

    test('PUT, DELETE, PATCH and OPTIONS on an /api call answer 405 in the envelope with Allow', async () => {
      for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const) {
        const response = await gateway.app.inject({ method, url: '/api/user_login' })
        assert.equal(response.statusCode, 405, method)
        assert.equal(response.headers.allow, 'POST', method)
        const body = response.json()
        assertEnvelope(body)
        assert.equal(body.errors[0].code, 'API_ERR_METHOD_NOT_ALLOWED')
        assert.equal(body.errors[0].message, `user_login takes POST, not ${method}`)
      }
      const getCall = await gateway.app.inject({ method: 'DELETE', url: '/api/search_autocomplete/' })
      assert.equal(getCall.headers.allow, 'GET')
      const logo = await gateway.app.inject({ method: 'PUT', url: '/api/cdn_upload_logo' })
      assert.equal(logo.headers.allow, 'POST')
    })

    test('an unknown call or a path under /api that is no call answers 404 in the envelope, whatever the method', async () => {
      for (const [method, url] of [
        ['PUT', '/api/no_such_call'],
        ['GET', '/api/a/b'],
        ['POST', '/api/a/b'],
        ['DELETE', '/api'],
        ['GET', `/api/${'x'.repeat(300)}`],
      ] as const) {
        const response = await gateway.app.inject({ method, url })
        assert.equal(response.statusCode, 404, `${method} ${url}`)
        assertEnvelope(response.json())
        assert.equal(response.json().errors[0].code, 'API_ERR_UNKNOWN_ENDPOINT')
      }
    })

    test('/graphql answers other methods with 405 and Allow', async () => {
      const response = await gateway.app.inject({ method: 'DELETE', url: '/graphql' })
      assert.equal(response.statusCode, 405)
      assert.equal(response.headers.allow, 'GET, POST')
      assert.equal(response.json().errors[0].extensions.code, 'EDGE_ERR_METHOD_NOT_ALLOWED')
    })

    test('an address over 16 KB answers 414 in the envelope', async () => {
      const response = await gateway.app.inject({
        method: 'GET',
        url: `/api/search_autocomplete?term=${'a'.repeat(17 * 1024)}`,
      })
      assert.equal(response.statusCode, 414)
      assertEnvelope(response.json())
      assert.equal(response.json().errors[0].code, 'EDGE_ERR_URI_TOO_LONG')
      const page = await gateway.app.inject({ method: 'GET', url: `/london/?q=${'a'.repeat(17 * 1024)}` })
      assert.equal(page.statusCode, 414)
    })

    test('a GET with a body answers 400 in the envelope and closes the connection', async () => {
      const response = await gateway.app.inject({
        method: 'GET',
        url: '/api/search_autocomplete?term=coat',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ term: 'coat' }),
      })
      assert.equal(response.statusCode, 400)
      assertEnvelope(response.json())
      assert.equal(response.json().errors[0].code, 'EDGE_ERR_BODY_NOT_ALLOWED')
      assert.equal(response.headers.connection, 'close')
    })

    test('the default limits leave a 6,000,000-byte slice three minutes and a stalled body one', () => {
      const server = gateway.app.server
      assert.equal(server.requestTimeout, 180_000)
      assert.equal(server.headersTimeout, 20_000)
      assert.equal(server.timeout, 60_000)
      assert.equal(server.keepAliveTimeout, 72_000)
    })

    test('a long address over a real connection also gets the 414 envelope, not a bare 431', async () => {
      const address = await gateway.app.listen({ host: '127.0.0.1', port: 0 })
      const port = Number(new URL(address).port)
      const answer = await rawExchange(
        port,
        `GET /api/search_autocomplete?term=${'a'.repeat(20 * 1024)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      )
      assert.match(answer, /^HTTP\/1\.1 414 /)
      assert.match(answer, /EDGE_ERR_URI_TOO_LONG/)
    })
  })

  describe(`a request body that never completes on ${kind}`, () => {
    const closers: Array<() => Promise<void>> = []
    after(async () => {
      for (const close of closers.reverse()) await close()
    })

    // a gateway of its own whose limits are short enough to watch them work
    const startWith = async (timeouts: BuildAppOptions['timeouts']): Promise<number> => {
      const dataDir = mkdtempSync(join(tmpdir(), 'showroom-edge-'))
      const database = await createTestDatabase(kind)
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PASSWORD_HASH_COST: '10' })
      const platform = await createPlatform(config, { database })
      const { app } = await buildApp({ config, platform, timeouts })
      closers.push(async () => {
        await app.close()
        await platform.close()
        await database.drop()
        rmSync(dataDir, { recursive: true, force: true })
      })
      const address = await app.listen({ host: '127.0.0.1', port: 0 })
      return Number(new URL(address).port)
    }

    test('is cut off with a 408 when the whole request outlasts its time', async () => {
      const port = await startWith({
        requestMs: 1_000,
        headersMs: 1_000,
        idleMs: 60_000,
        checkIntervalMs: 100,
      })
      const answer = await rawExchange(port, halfBodyPost('/api/user_login'))
      assert.match(answer, /^HTTP\/1\.1 408 /)
    })

    test('is cut off when its bytes stop arriving for the idle time', async () => {
      const port = await startWith({ requestMs: 600_000, headersMs: 60_000, idleMs: 1_000 })
      // the server drops the connection; without a limit this exchange would never end
      const answer = await rawExchange(port, halfBodyPost('/api/user_signup'))
      assert.equal(answer, '')
    })
  })
}
