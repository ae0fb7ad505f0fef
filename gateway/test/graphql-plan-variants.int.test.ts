import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { sql } from 'kysely'
import { type DocumentNode, Kind, parse, print, type SelectionSetNode, visit } from 'graphql'
import { comparableReply, graphqlBothWays } from './support/both-ways.ts'
import { CITY_HOME, EVENT_WITH_COMMENTS } from './support/page-queries.ts'
import { createRandom } from './support/random.ts'
import { readRowCalls } from './support/read-row-calls.ts'

// The query plans (graphql/query-plan.ts) against the stitching on many shapes, not only the pages'
// own: the event page's query, the comments list row's and the city home's, each with a seeded
// random part of their fields left out (never one whose text holds arguments, a spread or a
// directive, so every variable and fragment stays in use; never a whole selection), sent to /graphql
// planned and as mercurius alone answers, for a visitor and a member. Objects left with only another
// subgraph's fields, or with none of them, come up this way.
const VARIANTS = 40

function leaveOut(document: DocumentNode, seed: number): string {
  const { next } = createRandom(seed)
  const share = 0.2 + next() * 0.5
  let depth = 0
  return print(
    visit(document, {
      SelectionSet: {
        enter() {
          depth++
        },
        leave(set: SelectionSetNode) {
          depth--
          if (depth === 0) return set
          // a field whose text holds no spread, directive or variable can go without leaving a
          // fragment or a variable unused
          const kept = set.selections.filter(
            (s) => s.kind !== Kind.FIELD || /\.\.\.|@|\$|\(/.test(print(s)) || next() > share,
          )
          return { ...set, selections: kept.length > 0 ? kept : set.selections.slice(0, 1) }
        },
      },
    }),
  )
}

// the first place two answers part, with a little of each around it
function whereTheyDiffer(a: string, b: string): string {
  let i = 0
  while (i < a.length && a[i] === b[i]) i++
  return `planned …${a.slice(Math.max(0, i - 120), i + 120)}… stitched …${b.slice(Math.max(0, i - 120), i + 120)}…`
}

for (const kind of testDatabaseKinds()) {
  describe(`query plans on varied shapes, on ${kind}`, () => {
    let gateway: TestGateway
    let ways: ReturnType<typeof graphqlBothWays>
    before(async () => {
      gateway = await createTestGateway({ database: kind, demo: true })
      const olga = await gateway.services.accounts.api.findUserByUsername('olga')
      assert.ok(olga)
      ways = graphqlBothWays(
        gateway,
        `sr_session=${(await gateway.services.accounts.api.signIn(olga.id)).token}`,
      )
    })
    after(() => gateway.close())

    const bases = () => {
      const list = readRowCalls(null).find((call) => call.name === 'events_comments_list')
      assert.ok(list)
      return [
        {
          name: 'event + comments',
          document: parse(EVENT_WITH_COMMENTS),
          variables: { slug: '', eventId: 1 },
        },
        { name: 'events_comments_list', document: parse(list.operation), variables: list.variables },
        { name: 'city home', document: parse(CITY_HOME), variables: {} },
      ]
    }

    test(`${VARIANTS} shapes of each, planned, answer as mercurius does`, async () => {
      const event = await sql<{ slug: string; cityId: number }>`
        select slug, city_id as "cityId" from discovery.events where id = 1`.execute(
        gateway.platform.database.db,
      )
      const slug = event.rows[0]?.slug
      assert.ok(slug)
      let planned = 0
      let sent = 0
      for (const base of bases()) {
        const variables =
          base.name === 'event + comments'
            ? { ...base.variables, slug }
            : base.name === 'city home'
              ? { cityId: event.rows[0]?.cityId }
              : base.variables
        for (let seed = 1; seed <= VARIANTS; seed++) {
          const query = leaveOut(base.document, seed)
          for (const signedIn of [false, true]) {
            const both = await ways.bothWays({ query, variables }, signedIn)
            sent++
            if (both.early) planned++
            assert.equal(
              both.sent.status,
              200,
              `${base.name} #${seed}: ${JSON.stringify(both.sent.body.errors)}`,
            )
            // the same answer with its keys in the same order, the fields counted from now aside
            const answered = JSON.stringify(comparableReply(both.sent))
            const stitched = JSON.stringify(comparableReply(both.viaMercurius))
            assert.ok(answered === stitched, `${base.name} #${seed}: ${whereTheyDiffer(answered, stitched)}`)
          }
        }
      }
      // every shape is a clean query the in-process subgraphs answer: all of them compiled
      assert.equal(planned, sent)
    })
  })
}
