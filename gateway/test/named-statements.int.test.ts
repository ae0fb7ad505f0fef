import assert from 'node:assert/strict'
import { AsyncLocalStorage } from 'node:async_hooks'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { sql } from 'kysely'
import pg from 'pg'

// On PostgreSQL every statement of the pages people open most runs as a named statement, parsed
// once per connection (ADR 59): a read built on every call would be parsed again on every request.
// The statements are those pg sends inside the request's own async context, so a background job's
// statement in the same moment is not counted

interface Sent {
  text: string
  named: boolean
}

const sending = new AsyncLocalStorage<Sent[]>()

for (const kind of testDatabaseKinds().filter((kind) => kind === 'postgres')) {
  describe(`the statements of the busiest pages, on ${kind}`, () => {
    let gateway: TestGateway
    let cookie: string
    let eventId: number
    const query = pg.Client.prototype.query

    before(async () => {
      gateway = await createTestGateway({ demo: true, database: kind })
      const olga = await gateway.services.accounts.api.findUserByUsername('olga')
      if (!olga) throw new Error('the demo data has no olga')
      cookie = `sr_session=${(await gateway.services.accounts.api.signIn(olga.id)).token}`
      const commented = await sql<{ id: number }>`
        select event_id as id from comments.comments where event_id is not null
        group by event_id order by count(*) desc limit 1`.execute(gateway.platform.database.db)
      eventId = commented.rows[0]?.id ?? 0
      // every statement pg sends, as it sends it: with a name, or as text alone
      pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
        const [config] = args
        const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text
        if (typeof text === 'string')
          sending
            .getStore()
            ?.push({ text, named: typeof config === 'object' && Boolean((config as pg.QueryConfig).name) })
        return (query as (...rest: unknown[]) => unknown).apply(this, args)
      } as typeof query
    })
    after(async () => {
      pg.Client.prototype.query = query
      await gateway.close()
    })

    // a page by its address, or a call of the legacy api with its body
    type Page = string | { url: string; body: Record<string, unknown> }
    const sentBy = async (page: Page, signedIn: boolean) => {
      const sent: Sent[] = []
      const headers = signedIn ? { cookie } : {}
      const url = typeof page === 'string' ? page : page.url
      // inject sends the request when it is awaited: inside run(), so its statements carry `sent`
      const response = await sending.run(sent, async () => {
        if (typeof page === 'string') return await gateway.app.inject({ method: 'GET', url, headers })
        return await gateway.app.inject({
          method: 'POST',
          url,
          payload: page.body,
          headers: { ...headers, 'content-type': 'application/json' },
        })
      })
      assert.equal(response.statusCode, 200, `${url}: ${response.body.slice(0, 300)}`)
      assert.doesNotMatch(response.body, /"errors":\[\{/, `${url} answered an error`)
      return sent
    }

    const pages = (): Page[] => [
      '/london/',
      `/london/search.html/?search_string=${encodeURIComponent(`atelier ${Math.random().toString(36).slice(2, 6)}`)}`,
      '/london/search.html/?search_string=maison%20ve',
      '/api/search_autocomplete?search_string=atelier%20no&city_id=1',
      { url: '/api/events_comments_list', body: { event_id: eventId, limit: 10 } },
    ]

    for (const signedIn of [false, true]) {
      test(`${signedIn ? 'signed in' : 'anonymous'}: the city home, search pages, suggestions and an event's comments`, async () => {
        assert.ok(eventId > 0, 'the demo data has a commented event')
        let seen = 0
        for (const url of pages()) {
          const sent = await sentBy(url, signedIn)
          seen += sent.length
          const unnamed = sent.filter((statement) => !statement.named).map((statement) => statement.text)
          assert.deepEqual(unnamed, [], `${JSON.stringify(url)} ran statements unnamed`)
        }
        // the pages ran statements, and they were seen: a first-time search runs several
        const first = await sentBy(pages()[1] ?? '', signedIn)
        assert.ok(first.length >= 2, `a first-time search ran ${first.length} statement(s)`)
        assert.ok(seen >= 10, `the pages ran ${seen} statements`)
      })
    }
  })
}
