import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildSubgraphSchema } from '@apollo/subgraph'
import { gql } from 'graphql-tag'
import type { RequestContext, ServiceModule } from '../service.ts'
import { CONTEXT_HEADER, encodeContextHeader } from './context-header.ts'
import { type ServedSubgraph, serveSubgraph } from './serve-subgraph.ts'

const secret = 'subgraph-test-secret-value'

const echo: ServiceModule = {
  name: 'echo',
  migrations: {},
  schema: buildSubgraphSchema([
    {
      typeDefs: gql`
      extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
      type Query {
        whoAmI: Int
        locale: String!
        requestId: String!
        tenant: String
      }
    `,
      resolvers: {
        Query: {
          whoAmI: (_: unknown, __: unknown, context: RequestContext) => context.viewer?.userId ?? null,
          locale: (_: unknown, __: unknown, context: RequestContext) => context.locale,
          requestId: (_: unknown, __: unknown, context: RequestContext) => context.requestId,
          tenant: (_: unknown, __: unknown, context: { tenant?: string }) => context.tenant ?? null,
        },
      },
    },
  ]),
}

const member: RequestContext = {
  viewer: {
    userId: 77,
    sessionId: 's',
    persona: { type: 'user', id: 77 },
    roles: ['member'],
    isPro: false,
    isTeam: false,
    points: 0,
  },
  requestId: 'req-77',
  authToken: null,
  locale: 'zh',
  clientIp: null,
}

async function post(served: ServedSubgraph, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(served.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  })
  return {
    status: response.status,
    body: (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] },
  }
}

describe('a subgraph served over HTTP', () => {
  let served: ServedSubgraph
  before(async () => {
    served = await serveSubgraph(echo, { port: 0, host: '127.0.0.1', internalSecret: secret })
  })
  after(() => served.close())

  test('answers with the viewer from a signed context header', async () => {
    const header = encodeContextHeader(member, secret)
    const { status, body } = await post(served, '{ whoAmI locale requestId }', { [CONTEXT_HEADER]: header })
    assert.equal(status, 200)
    assert.deepEqual(body, { data: { whoAmI: 77, locale: 'zh', requestId: 'req-77' } })
  })

  test('treats a tampered header as an anonymous caller', async () => {
    const header = encodeContextHeader(member, secret)
    const [payload, signature] = header.split('.')
    const envelope = JSON.parse(Buffer.from(payload!, 'base64url').toString())
    envelope.ctx.viewer.userId = 1
    const tampered = `${Buffer.from(JSON.stringify(envelope)).toString('base64url')}.${signature}`
    const { body } = await post(served, '{ whoAmI locale }', { [CONTEXT_HEADER]: tampered })
    assert.deepEqual(body, { data: { whoAmI: null, locale: 'en' } })
  })

  test('treats a request without the header as an anonymous caller', async () => {
    const { body } = await post(served, '{ whoAmI requestId }', { 'x-request-id': 'from-the-edge' })
    assert.deepEqual(body, { data: { whoAmI: null, requestId: 'from-the-edge' } })
  })

  test('gives the gateway its SDL for composition', async () => {
    const { body } = await post(served, '{ _service { sdl } }')
    const sdl = (body.data?._service as { sdl?: string } | undefined)?.sdl ?? ''
    assert.match(sdl, /whoAmI: Int/)
  })

  test('answers its health check', async () => {
    const response = await fetch(new URL('/health', served.url))
    assert.equal(response.status, 200)
    assert.deepEqual(await response.json(), { status: 'ok' })
  })

  test('is ready when nothing says otherwise', async () => {
    const response = await fetch(new URL('/health/ready', served.url))
    assert.equal(response.status, 200)
    assert.deepEqual(await response.json(), { status: 'ok' })
  })

  test('answers 400 to a body that is not JSON', async () => {
    const response = await fetch(served.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{ nope',
    })
    assert.equal(response.status, 400)
  })
})

describe('a subgraph served with a readiness check', () => {
  test('answers 503 on /health/ready while the check fails or throws, and 200 once it passes', async () => {
    let answer: boolean | Error = false
    const served = await serveSubgraph(echo, {
      port: 0,
      host: '127.0.0.1',
      internalSecret: secret,
      ready: async () => {
        if (answer instanceof Error) throw answer
        return answer
      },
    })
    try {
      const status = async () => (await fetch(new URL('/health/ready', served.url))).status
      assert.equal(await status(), 503)
      answer = new Error('connection refused')
      assert.equal(await status(), 503)
      answer = true
      assert.equal(await status(), 200)
      assert.equal((await fetch(new URL('/health', served.url))).status, 200, 'alive all along')
    } finally {
      await served.close()
    }
  })
})

describe('a subgraph served with resolveContext', () => {
  test('hands resolvers what resolveContext builds from the request context', async () => {
    const served = await serveSubgraph(echo, {
      port: 0,
      host: '127.0.0.1',
      internalSecret: secret,
      resolveContext: (ctx) => ({ ...ctx, tenant: `tenant-of-${ctx.viewer?.userId}` }),
    })
    try {
      const { body } = await post(served, '{ whoAmI tenant }', {
        [CONTEXT_HEADER]: encodeContextHeader(member, secret),
      })
      assert.deepEqual(body, { data: { whoAmI: 77, tenant: 'tenant-of-77' } })
    } finally {
      await served.close()
    }
  })
})
