import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { sql } from 'kysely'
import { CITY_HOME, EVENT_WITH_COMMENTS } from './support/page-queries.ts'
import { comparableReply, graphqlBothWays } from './support/both-ways.ts'
import { readRowCalls } from './support/read-row-calls.ts'

// /graphql answers a query one in-process subgraph answers whole with that subgraph's compiled query,
// before mercurius's handler (graphql/compiled-queries.ts). The same request with "extensions" in its
// body is mercurius's alone (persisted queries and the like are never taken early), so each request
// is sent both ways: the status and the body must be the same, for a visitor and a member.
const LOOKUP = `query Lookup($prefix: String!, $limit: Int, $brands: Boolean!) {
  lookupUsers(prefix: $prefix, limit: $limit) { id username fullName }
  lookupDesigners(prefix: $prefix, limit: 5) @include(if: $brands) { id name }
}`
// the author's name from accounts and what the viewer follows from social, under two keys of one field
const ACROSS = `query Across($with: Boolean!) {
  comments(type: "event", eventId: 1, limit: 3) {
    comments { id author: user { ...Who named: fullName @include(if: $with) } user { id username } likeCount }
    hasMore
  }
}
fragment Who on User { username isFollowing followerCount }`
const REQUESTS: Array<{ title: string; body: Record<string, unknown>; compiled: boolean; status?: number }> =
  [
    {
      title: 'the lookup as bench/api asks it',
      body: { query: '{ lookupUsers(prefix: "a", limit: 10) { username } }' },
      compiled: true,
    },
    {
      title: 'the lookup with variables',
      body: { query: LOOKUP, variables: { prefix: 'o', limit: 5, brands: false } },
      compiled: true,
    },
    {
      title: 'the lookup named',
      body: { query: LOOKUP, operationName: 'Lookup', variables: { prefix: 'o', brands: false } },
      compiled: true,
    },
    {
      title: 'the lookup with designers (a plan over two subgraphs)',
      body: { query: LOOKUP, variables: { prefix: 'o', brands: true } },
      compiled: true,
    },
    {
      title: 'a comment that does not exist (a service error)',
      body: { query: '{ comment(id: 987654) { id comment } }' },
      compiled: true,
    },
    { title: 'the cities', body: { query: '{ cities { id name url timezone } }' }, compiled: true },
    {
      title: 'comments with their authors, their events and replies (a plan over three subgraphs)',
      body: {
        query:
          '{ comments(type: "event", eventId: 1, limit: 5) { comments { id comment user { id username fullName } event { name detailUrl } replies(last: 2) { id user { username } } } hasMore } }',
      },
      compiled: true,
    },
    {
      title: 'aliases, a fragment and a condition across three subgraphs, the condition on',
      body: { query: ACROSS, variables: { with: true } },
      compiled: true,
    },
    {
      title: 'the same, the condition off',
      body: { query: ACROSS, variables: { with: false } },
      compiled: true,
    },
    {
      title: 'a comment that does not exist, with its author (a plan that stops: the stitching answers)',
      body: { query: '{ comment(id: 987654) { id user { username } } }' },
      compiled: false,
    },
    {
      title: 'a client alias that looks like a key of ours (the stitching answers)',
      body: {
        query:
          '{ comments(type: "event", eventId: 1, limit: 2) { comments { __sr_key_id: id user { username } } } }',
      },
      compiled: false,
    },
    {
      title:
        'a client alias __proto__, which a JavaScript object takes for its prototype (the stitching answers)',
      body: {
        query:
          '{ comments(type: "event", eventId: 1, limit: 2) { comments { __proto__: id user { username } } } }',
      },
      compiled: false,
    },
    {
      title: 'a name that is not the operation’s',
      body: { query: LOOKUP, operationName: 'Other', variables: { prefix: 'o', brands: false } },
      compiled: false,
      status: 400,
    },
    {
      title: 'a NUL in a variable',
      body: { query: LOOKUP, variables: { prefix: 'o\u0000', brands: false } },
      compiled: false,
      status: 400,
    },
    {
      title: 'a number for a string',
      body: { query: LOOKUP, variables: { prefix: 12, brands: false } },
      compiled: false,
      status: 400,
    },
    {
      title: 'text for a number',
      body: { query: LOOKUP, variables: { prefix: 'o', limit: 'five', brands: false } },
      compiled: false,
      status: 400,
    },
    {
      title: 'a number past 32 bits for an Int',
      body: { query: LOOKUP, variables: { prefix: 'o', limit: 2 ** 40, brands: false } },
      compiled: false,
      status: 400,
    },
    {
      title: 'a number past 32 bits in a list of Ints',
      body: {
        query:
          'query ($types: [Int!]) { events(cityId: 1, from: "2026-11-01", to: "2026-11-30", typeIds: $types, first: 3) { id } }',
        variables: { types: [1, 2 ** 40] },
      },
      compiled: false,
      status: 400,
    },
    {
      title: 'a required variable missing',
      body: { query: LOOKUP, variables: { brands: false } },
      compiled: false,
      status: 400,
    },
    {
      title: 'an unknown field',
      body: { query: '{ lookupUsers(prefix: "o") { password } }' },
      compiled: false,
      status: 400,
    },
    {
      title: 'a syntax error',
      body: { query: '{ lookupUsers(prefix: "o") { username }' },
      compiled: false,
      status: 400,
    },
    {
      title: 'sixteen aliases of a field a plan would answer (over the limit)',
      body: {
        query: `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: comment(id: 1) { id user { username } }`).join(' ')} }`,
      },
      compiled: false,
      status: 400,
    },
    { title: 'a mutation', body: { query: 'mutation { logout }' }, compiled: false },
    {
      title: 'two operations',
      body: { query: 'query A { cities { id } } query B { cities { name } }', operationName: 'A' },
      compiled: false,
    },
  ]

const comparable = comparableReply

for (const kind of testDatabaseKinds()) {
  describe(`/graphql's compiled queries, on ${kind}`, () => {
    let gateway: TestGateway
    let cookie: string
    let ways: ReturnType<typeof graphqlBothWays>
    before(async () => {
      gateway = await createTestGateway({ database: kind, demo: true })
      const olga = await gateway.services.accounts.api.findUserByUsername('olga')
      assert.ok(olga)
      cookie = `sr_session=${(await gateway.services.accounts.api.signIn(olga.id)).token}`
      ways = graphqlBothWays(gateway, cookie)
    })
    after(() => gateway.close())

    const bothWays = (body: Record<string, unknown>, signedIn: boolean) => ways.bothWays(body, signedIn)

    for (const { title, body, compiled, status = 200 } of REQUESTS) {
      test(`${title}: ${compiled ? 'compiled' : 'mercurius'}, the same status and answer`, async () => {
        for (const signedIn of [false, true]) {
          const { sent, viaMercurius, early } = await bothWays(body, signedIn)
          assert.equal(early, compiled, `${signedIn ? 'member' : 'visitor'}: answered early`)
          assert.equal(sent.status, status)
          assert.deepEqual(comparable(sent), comparable(viaMercurius))
          if (status !== 200 || title.includes('does not exist')) assert.ok(comparable(sent).errors[0]?.code)
        }
      })
    }

    test('the page queries bench/api measures: planned, and answered as mercurius does', async () => {
      const db = gateway.platform.database.db
      const city = await sql<{ id: number }>`
        select city_id as id from discovery.events group by city_id order by count(*) desc limit 1`.execute(
        db,
      )
      const event = await sql<{ id: number; slug: string }>`
        select e.id, e.slug from discovery.events e join comments.comments c on c.event_id = e.id
        group by e.id, e.slug order by count(*) desc limit 1`.execute(db)
      const top = event.rows[0]
      assert.ok(city.rows[0] && top)
      for (const body of [
        { query: CITY_HOME, variables: { cityId: city.rows[0].id } },
        { query: EVENT_WITH_COMMENTS, variables: { slug: top.slug, eventId: top.id } },
      ]) {
        for (const signedIn of [false, true]) {
          const both = await bothWays(body, signedIn)
          assert.ok(both.early, 'answered by the plan')
          assert.equal(both.sent.status, 200)
          assert.deepEqual(comparable(both.sent), comparable(both.viaMercurius))
          // the answer in the operation's order, as mercurius gives it
          assert.equal(JSON.stringify(both.sent.body), JSON.stringify(both.viaMercurius.body))
        }
      }
    })

    test("the REST rows' query texts, sent to /graphql, answer as mercurius does", async () => {
      let early = 0
      const calls = readRowCalls(null)
      for (const { name, operation, variables } of calls) {
        for (const signedIn of [false, true]) {
          const both = await bothWays({ query: operation, variables }, signedIn)
          if (both.early) early++
          assert.deepEqual(comparable(both.sent), comparable(both.viaMercurius), name)
        }
      }
      assert.ok(calls.length >= 15, `${calls.length} read calls`)
      assert.ok(early >= 10, `${early} compiled answers`)
    })

    test('a GET stays mercurius’s, and a foreign origin is refused before either way', async () => {
      const before = ways.executedByMercurius()
      const get = await gateway.app.inject({
        method: 'GET',
        url: `/graphql?query=${encodeURIComponent('{ cities { id } }')}`,
      })
      assert.equal(get.statusCode, 200)
      assert.equal(ways.executedByMercurius(), before + 1)
      const foreign = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ cities { id } }' },
        headers: { origin: 'https://evil.example', cookie },
      })
      assert.ok(foreign.statusCode >= 400 && foreign.statusCode < 500, `status ${foreign.statusCode}`)
      assert.equal(ways.executedByMercurius(), before + 1)
    })
  })
}
