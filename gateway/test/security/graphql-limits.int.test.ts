import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { after, before, describe, test } from 'node:test'
import { createLogger, createPlatform, loadConfig } from '@showroom/platform'
import { createTestDatabase, testDatabaseKinds } from '@showroom/testkit'
import { buildApp, type GatewayApp } from 'gateway'
import { type GraphQLFieldResolver, type GraphQLSchema, parse } from 'graphql'
import { serverAudits } from 'graphql-http'
import { createClient } from 'graphql-ws'
import WebSocket from 'ws'
import { limitErrors } from '../../src/graphql/request-guards.ts'
import { endpoints } from '../../src/rest/endpoints/index.ts'

interface LogLine {
  level: number
  msg: string
}

const ERROR_LEVEL = 50

// a whole gateway whose log lines are kept, to see what a request logged and at which level
async function startGateway(kind: 'pglite' | 'postgres', env: Record<string, string> = {}) {
  const lines: LogLine[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine)
      done()
    },
  })
  const database = await createTestDatabase(kind)
  const dataDir = mkdtempSync(join(tmpdir(), 'showroom-graphql-limits-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: '10',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    ...env,
  })
  const logger = createLogger({ level: 'info', destination })
  const platform = await createPlatform(config, { database, logger })
  const gateway = await buildApp({ config, platform })
  await gateway.app.ready()
  return {
    ...gateway,
    lines,
    close: async () => {
      await gateway.app.close()
      await platform.close()
      await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

// counts the calls of one subgraph root field, to prove a refused request ran no resolver
function spyOnRootField(schema: GraphQLSchema, type: 'Query' | 'Subscription', field: string) {
  const definition = (type === 'Query' ? schema.getQueryType() : schema.getSubscriptionType())?.getFields()[
    field
  ]
  assert.ok(definition, `${type}.${field} exists`)
  const key = type === 'Query' ? 'resolve' : 'subscribe'
  const original = definition[key] as GraphQLFieldResolver<unknown, unknown>
  const spy = { calls: 0 }
  definition[key] = (...args: Parameters<GraphQLFieldResolver<unknown, unknown>>) => {
    spy.calls++
    return original(...args)
  }
  return spy
}

const aliases = (count: number, field: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join('\n')
const nested = (levels: number) =>
  `{ cities { ${'events { designer { '.repeat(levels)} id ${' } }'.repeat(levels)} } }`

for (const kind of testDatabaseKinds()) {
  describe(`GraphQL request limits on ${kind}`, () => {
    let gateway: Awaited<ReturnType<typeof startGateway>>
    let search: { calls: number }
    before(async () => {
      gateway = await startGateway(kind)
      search = spyOnRootField(gateway.services.discovery.schema, 'Query', 'search')
    })
    after(() => gateway.close())

    const post = async (payload: Record<string, unknown>) => {
      const response = await gateway.app.inject({ method: 'POST', url: '/graphql', payload })
      return { status: response.statusCode, body: response.json() }
    }
    const codes = (body: { errors?: Array<{ extensions?: { code?: string } }> }) =>
      (body.errors ?? []).map((e) => e.extensions?.code)

    test('300 aliases of search are refused before any search runs', async () => {
      const before = search.calls
      const { status, body } = await post({
        query: `{ ${aliases(300, 'search(term: "dress") { events { id name } }')} }`,
      })
      assert.equal(status, 400)
      assert.deepEqual(codes(body), ['GATEWAY_ERR_QUERY_TOO_LARGE'])
      assert.equal(search.calls, before, 'no search ran')
    })

    test('more than 15 aliases are refused before any of them runs', async () => {
      const before = search.calls
      const { status, body } = await post({
        query: `{ ${aliases(16, 'search(term: "dress") { events { id } }')} }`,
      })
      assert.equal(status, 400)
      assert.ok(codes(body).includes('GATEWAY_ERR_TOO_MANY_ALIASES'))
      assert.match(body.errors[0].message, /uses 16 aliases; the limit is 15/)
      assert.equal(search.calls, before, 'no search ran')
    })

    test('a few searches in one request still run', async () => {
      const before = search.calls
      const { status, body } = await post({
        query: `{ ${aliases(2, 'search(term: "dress") { events { id } }')} }`,
      })
      assert.equal(status, 200)
      assert.deepEqual(Object.keys(body.data), ['a0', 'a1'])
      assert.equal(search.calls, before + 2)
    })

    test('1000 aliases of comments are refused as too large a document', async () => {
      const { status, body } = await post({
        query: `{ ${aliases(1000, 'comments(type: "event", eventId: 1, limit: 5) { hasMore }')} }`,
      })
      assert.equal(status, 400)
      assert.deepEqual(codes(body), ['GATEWAY_ERR_QUERY_TOO_LARGE'])
    })

    test('a query 200 levels deep is refused', async () => {
      const { status, body } = await post({ query: nested(100) })
      assert.equal(status, 400)
      assert.deepEqual(codes(body), ['GATEWAY_ERR_QUERY_TOO_DEEP'])
      assert.match(body.errors[0].message, /the limit is 15/)
    })

    test('nested list fan-outs are refused for their cost, with sizes from literals or variables', async () => {
      const literal = await post({
        query: '{ designers(first: 100) { events(first: 100) { designers { events(first: 100) { id } } } } }',
      })
      assert.equal(literal.status, 400)
      assert.deepEqual(codes(literal.body), ['GATEWAY_ERR_QUERY_TOO_COSTLY'])
      const variables = await post({
        query:
          'query($n: Int) { designers(first: $n) { events(first: $n) { designers { events(first: $n) { id } } } } }',
        variables: { n: 100 },
      })
      assert.equal(variables.status, 400)
      assert.deepEqual(codes(variables.body), ['GATEWAY_ERR_QUERY_TOO_COSTLY'])
      const small = await post({
        query:
          'query($n: Int) { designers(first: $n) { events(first: $n) { designers { events(first: $n) { id } } } } }',
        variables: { n: 3 },
      })
      assert.equal(small.status, 200)
    })

    test('every /api/* operation stays inside the limits, even at the largest page sizes', () => {
      const schema = (gateway.app as unknown as { graphql: { schema: GraphQLSchema } }).graphql.schema
      const huge = { limit: 1000, first: 1000, last: 1000 }
      for (const endpoint of endpoints) {
        const document = parse(endpoint.operation)
        assert.deepEqual(limitErrors(schema, document), [], `${endpoint.name} with its defaults`)
        assert.deepEqual(limitErrors(schema, document, huge), [], `${endpoint.name} with huge pages`)
      }
    })

    test('client errors answer 400 with their message and a client code, and log no error', async () => {
      const cases = [
        { payload: { query: '{ cities { ' }, code: 'GATEWAY_ERR_INVALID_QUERY', message: /^Syntax Error/ },
        {
          payload: { query: '{ nope }' },
          code: 'GATEWAY_ERR_INVALID_QUERY',
          message: /Cannot query field "nope"/,
        },
        {
          payload: { query: 'query($id: Int!) { city(id: $id) { name } }', variables: { id: 'x' } },
          code: 'GATEWAY_ERR_INVALID_VARIABLES',
          message: /Variable "\$id" got invalid value/,
        },
        { payload: { query: 42 }, code: 'GATEWAY_ERR_INVALID_QUERY', message: /not a GraphQL document/ },
      ]
      for (const { payload, code, message } of cases) {
        const linesBefore = gateway.lines.length
        const { status, body } = await post(payload)
        assert.equal(status, 400, JSON.stringify(payload))
        assert.deepEqual(codes(body), [code])
        assert.match(body.errors[0].message, message)
        const logged = gateway.lines.slice(linesBefore)
        assert.deepEqual(
          logged.filter((line) => line.level >= ERROR_LEVEL),
          [],
          'nothing logged at error level',
        )
        assert.ok(logged.length <= 3, `a few log lines, not ${logged.length}`)
      }
    })

    test('a body with "extensions": null is accepted', async () => {
      const { status, body } = await post({ query: '{ cities { id } }', extensions: null })
      assert.equal(status, 200)
      assert.deepEqual(body.data, { cities: [] })
    })

    test('the GraphQL-over-HTTP server audits report no errors', async () => {
      const url = await gateway.app.listen({ port: 0, host: '127.0.0.1' })
      const failures: string[] = []
      for (const audit of serverAudits({ url: `${url}/graphql` })) {
        const result = await audit.fn()
        if (result.status === 'error') failures.push(`${audit.name}: ${result.reason}`)
      }
      assert.deepEqual(failures, [])
    })

    test('a subscription over a WebSocket meets the same limits before it starts', async () => {
      const url = gateway.app.server.listening
        ? `http://127.0.0.1:${(gateway.app.server.address() as { port: number }).port}`
        : await gateway.app.listen({ port: 0, host: '127.0.0.1' })
      const subscribe = gateway.services.comments.schema.getSubscriptionType()?.getFields().commentAdded
      assert.ok(subscribe)
      const spy = spyOnRootField(gateway.services.comments.schema, 'Subscription', 'commentAdded')
      const client = createClient({ url: `${url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: WebSocket })
      const refusal = (query: string) =>
        new Promise<unknown>((resolve, reject) => {
          client.subscribe(
            { query },
            { next: () => reject(new Error('the subscription started')), error: resolve, complete: () => {} },
          )
        })
      try {
        const tooManyAliases = await refusal(
          `subscription { commentAdded(type: "event", eventId: 1) { ${aliases(20, 'user { id }')} } }`,
        )
        assert.equal(codeOfSocketError(tooManyAliases), 'GATEWAY_ERR_TOO_MANY_ALIASES')
        const tooCostly = await refusal(
          'subscription { commentAdded(type: "event", eventId: 1) { replies(last: 200) { replies(last: 200) { replies(last: 200) { user { id } } } } } }',
        )
        assert.equal(codeOfSocketError(tooCostly), 'GATEWAY_ERR_QUERY_TOO_COSTLY')
        const nul = await refusal('subscription { commentAdded(type: "ev\\u0000ent", eventId: 1) { id } }')
        assert.equal(codeOfSocketError(nul), 'GATEWAY_ERR_INVALID_TEXT')
        assert.equal(spy.calls, 0, 'no subscription started')
      } finally {
        await client.dispose()
      }
    })
  })
}

function codeOfSocketError(error: unknown): string | undefined {
  const errors = Array.isArray(error) ? error : [error]
  return (errors[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code
}

describe('GraphQL in production', () => {
  let gateway: GatewayApp & { close(): Promise<void> }
  before(async () => {
    gateway = await startGateway('pglite', {
      NODE_ENV: 'production',
      INTERNAL_SECRET: 'a-production-secret-for-tests-only-0123456789',
    })
  })
  after(() => gateway.close())

  test('introspection is refused with a client code', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ __schema { types { name } } }' },
    })
    assert.equal(response.statusCode, 400)
    assert.equal(response.json().errors[0].extensions.code, 'GATEWAY_ERR_INTROSPECTION_DISABLED')
  })

  test('ordinary queries and __typename still answer', async () => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ __typename cities { id } }' },
    })
    assert.equal(response.statusCode, 200)
    assert.deepEqual(response.json().data, { __typename: 'Query', cities: [] })
  })
})
