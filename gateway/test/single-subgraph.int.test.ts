import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { execute, parse } from 'graphql'
import { graphsAnswering, readOwnership } from '../src/graphql/single-subgraph.ts'

// A query one in-process subgraph answers whole runs on that subgraph's schema, skipping the
// stitching: its answer must be the one the stitched schema gives (data, errors, codes, paths)
const LOOKUP_WITH_DESIGNERS = `query Lookup($prefix: String!, $brands: Boolean!) {
  lookupUsers(prefix: $prefix, limit: 5) { id username }
  lookupDesigners(prefix: $prefix, limit: 5) @include(if: $brands) { id name }
}`
const QUERIES: Array<{
  title: string
  query: string
  variables?: Record<string, unknown>
  single: string | null
}> = [
  {
    title: 'a username lookup',
    query: '{ lookupUsers(prefix: "o", limit: 5) { id username fullName } }',
    single: 'ACCOUNTS',
  },
  { title: 'the cities', query: '{ cities { id name url timezone } }', single: 'DISCOVERY' },
  {
    title: 'comments with their authors by id only',
    query:
      '{ comments(type: "event", eventId: 1, limit: 5) { comments { id comment likeCount isLiked user { id } replies(last: 2) { id } } hasMore } }',
    single: 'COMMENTS',
  },
  {
    title: 'a comment that does not exist (a service error)',
    query: '{ comment(id: 987654) { id comment } }',
    single: 'COMMENTS',
  },
  {
    title: 'fragments and aliases',
    query:
      'query Named { first: cities { ...C } second: cities { id } } fragment C on City { id name __typename }',
    single: 'DISCOVERY',
  },
  {
    title: 'comments with their authors’ names (two subgraphs)',
    query: '{ comments(type: "event", eventId: 1, limit: 5) { comments { id user { id username } } } }',
    single: null,
  },
  {
    title: 'a lookup whose designers another subgraph answers, left out by @include',
    query: LOOKUP_WITH_DESIGNERS,
    variables: { prefix: 'o', brands: false },
    single: 'ACCOUNTS',
  },
  {
    title: 'the same lookup with its designers',
    query: LOOKUP_WITH_DESIGNERS,
    variables: { prefix: 'o', brands: true },
    single: null,
  },
  {
    title: 'a fragment of another subgraph skipped by a literal @skip',
    query:
      '{ cities { id name } ...U @skip(if: true) } fragment U on Query { lookupUsers(prefix: "o") { username } }',
    single: 'DISCOVERY',
  },
  {
    title: 'a left-out field whose variable is an input type the other subgraph may not know',
    query:
      'query Q($source: CommentSourceInput, $one: Boolean!) { lookupUsers(prefix: "o") { username } comment(id: 1, source: $source) @include(if: $one) { id } }',
    variables: { source: null, one: false },
    single: null,
  },
  {
    title: 'two subgraphs side by side',
    query: '{ cities { id } lookupUsers(prefix: "o") { username } }',
    single: null,
  },
]

for (const kind of testDatabaseKinds()) {
  describe(`queries one subgraph answers, on ${kind}`, () => {
    let gateway: TestGateway
    let cookie: string
    before(async () => {
      gateway = await createTestGateway({ database: kind, demo: true })
      const olga = await gateway.services.accounts.api.findUserByUsername('olga')
      assert.ok(olga)
      cookie = `sr_session=${(await gateway.services.accounts.api.signIn(olga.id)).token}`
    })
    after(() => gateway.close())

    const viaGateway = async (query: string, variables: Record<string, unknown>, signedIn: boolean) => {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query, variables },
        headers: signedIn ? { cookie } : {},
      })
      return response.json() as { data: unknown; errors?: unknown[] }
    }

    // the same query through the stitched schema, as before the shortcut
    const viaStitching = async (query: string, variables: Record<string, unknown>, signedIn: boolean) => {
      const token = signedIn ? cookie.slice('sr_session='.length) : null
      const viewer = token ? await gateway.services.accounts.api.resolveSession(token) : null
      const result = await execute({
        schema: gateway.app.graphql.schema,
        document: parse(query),
        variableValues: variables,
        contextValue: { viewer, authToken: token, requestId: 'stitched', locale: 'en', clientIp: null },
      })
      return JSON.parse(JSON.stringify(result)) as { data: unknown; errors?: unknown[] }
    }

    const comparable = (errors: unknown[] | undefined) =>
      (errors ?? []).map((e) => {
        const { message, path, extensions } = e as {
          message: string
          path?: unknown
          extensions?: { code?: string }
        }
        return { message, path, code: extensions?.code }
      })

    for (const { title, query, variables = {}, single } of QUERIES) {
      test(`${title}: ${single ? `answered by ${single.toLowerCase()} alone` : 'stitched'}, the same answer`, async () => {
        const { ownership } = readOwnership(gateway.supergraphSdl)
        const graphs = graphsAnswering(gateway.app.graphql.schema, ownership, parse(query), variables)
        assert.deepEqual(graphs ? [...graphs] : null, single ? [single] : null)
        for (const signedIn of [false, true]) {
          const direct = await viaGateway(query, variables, signedIn)
          const stitched = await viaStitching(query, variables, signedIn)
          assert.deepEqual(direct.data, stitched.data)
          assert.deepEqual(comparable(direct.errors), comparable(stitched.errors))
          // the refusal really is one (a comment that does not exist), not an empty answer on both sides
          if (title.includes('does not exist')) assert.ok(comparable(direct.errors)[0]?.code)
        }
      })
    }
  })
}
