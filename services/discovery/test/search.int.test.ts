import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { sql } from 'kysely'
import type { NewEvent } from '../src/discovery.api.ts'
import { parseSearchTerm } from '../src/search/search-terms.ts'
import { createSearchStore } from '../src/search/search.store.ts'
import { searchIndexNames } from './support/search-indexes.ts'

const DAY = 24 * 60 * 60 * 1000
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY)
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

interface Seeded {
  nord: number
  glasshouse: number
  londonSale: number
  newYorkSale: number
  pastSale: number
}

// a small world: two cities, a designer with a Chinese name, events now, later, past, unlisted, cancelled
async function seed(gateway: TestGateway): Promise<Seeded> {
  const api = gateway.services.discovery.api
  await api.addCity(
    { id: 1, slug: 'london', nameEn: 'London', nameZh: '伦敦', timezone: 'Europe/London', currency: 'GBP' },
    0,
  )
  await api.addCity(
    {
      id: 2,
      slug: 'new-york',
      nameEn: 'New York',
      nameZh: '纽约',
      timezone: 'America/New_York',
      currency: 'USD',
    },
    1,
  )
  await api.addEventType({
    id: 1,
    key: 'sample-sale',
    nameEn: 'Sample sale',
    nameZh: '样品特卖',
    color: '#c33',
    position: 0,
  })
  const nord = await api.addDesigner({
    slug: 'atelier-nord',
    nameEn: 'Atelier Nord',
    nameZh: '北欧工作室',
    cityId: 1,
  })
  await api.addDesigner({ slug: 'script-studio', nameEn: '<script>alert(1)</script> Studio', cityId: 1 })
  for (let i = 1; i <= 20; i++)
    await api.addDesigner({ slug: `nordic-label-${i}`, nameEn: `Nordic Label ${String(i).padStart(2, '0')}` })
  const glasshouse = await api.addVenue({
    slug: 'the-glasshouse',
    name: 'The Glasshouse',
    nameZh: '玻璃屋',
    cityId: 1,
  })

  const event = (overrides: Partial<NewEvent> & Pick<NewEvent, 'slug' | 'nameEn'>): NewEvent => {
    const startsAt = overrides.startsAt ?? daysFromNow(3)
    return {
      cityId: 1,
      typeId: 1,
      startsAt,
      endsAt: overrides.endsAt ?? new Date(startsAt.getTime() + DAY),
      openDates: [{ date: isoDay(startsAt) }],
      ...overrides,
    }
  }
  const londonSale = await api.addEvent(
    event({
      slug: 'nord-london',
      nameEn: 'Atelier Nord Sample Sale',
      nameZh: '北欧工作室样品特卖',
      venueId: glasshouse,
      designerIds: [nord],
    }),
  )
  const newYorkSale = await api.addEvent(
    event({ slug: 'nord-ny', nameEn: 'Atelier Nord Archive Sale', cityId: 2 }),
  )
  const pastSale = await api.addEvent(
    event({
      slug: 'nord-past',
      nameEn: 'Atelier Nord Winter Sale',
      startsAt: daysFromNow(-60),
      endsAt: daysFromNow(-58),
    }),
  )
  await api.addEvent(event({ slug: 'nord-secret', nameEn: 'Atelier Nord Secret Preview', isUnlisted: true }))
  await api.addEvent(event({ slug: 'nord-off', nameEn: 'Atelier Nord Called Off', isCancelled: true }))
  await api.addNews({
    slug: 'nord-opens',
    cityId: 1,
    titleEn: 'Atelier Nord opens a shop in Shoreditch',
    titleZh: '北欧工作室在肖迪奇开店',
    publishedAt: daysFromNow(-2),
  })
  return { nord, glasshouse, londonSale, newYorkSale, pastSale }
}

for (const kind of testDatabaseKinds()) {
  describe(`search (${kind})`, () => {
    let gateway: TestGateway
    let seeded: Seeded
    before(async () => {
      gateway = await createTestGateway({ database: kind })
      seeded = await seed(gateway)
    })
    after(() => gateway?.close())

    async function graphql<T>(query: string, variables: Record<string, unknown> = {}, locale = 'en') {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', cookie: `locale=${locale}` },
        payload: { query, variables },
      })
      const body = response.json() as { data: T; errors?: unknown[] }
      assert.equal(body.errors, undefined, JSON.stringify(body.errors))
      return body.data
    }

    const SEARCH = `query ($term: String!, $cityId: Int) {
      search(term: $term, cityId: $cityId) {
        term events { id name } designers { id name } venues { id name } news { id title }
      }
    }`
    type Found = { id: number; name?: string; title?: string }
    const search = async (term: string, cityId?: number, locale = 'en') =>
      (
        await graphql<{
          search: { term: string; events: Found[]; designers: Found[]; venues: Found[]; news: Found[] }
        }>(SEARCH, { term, cityId }, locale)
      ).search
    const suggestions = async (
      term: string,
      options: { limit?: number; cityId?: number; locale?: string } = {},
    ) =>
      (
        await graphql<{ searchSuggestions: string[] }>(
          'query ($term: String!, $limit: Int, $cityId: Int) { searchSuggestions(term: $term, limit: $limit, cityId: $cityId) }',
          { term, limit: options.limit, cityId: options.cityId },
          options.locale,
        )
      ).searchSuggestions

    it('finds a venue and the events held there by an English word', async () => {
      const found = await search('glasshouse')
      assert.deepEqual(
        found.venues.map((v) => v.id),
        [seeded.glasshouse],
      )
      assert.ok(found.events.some((e) => e.id === seeded.londonSale))
    })

    it('finds a designer by a two-character piece of its Chinese name', async () => {
      for (const term of ['北欧', '工作']) {
        const found = await search(term)
        assert.deepEqual(
          found.designers.map((d) => d.id),
          [seeded.nord],
          term,
        )
      }
      const news = await search('肖迪奇')
      assert.equal(news.news.length, 1)
    })

    it('forgives a typo', async () => {
      const found = await search('atelier nrod')
      assert.equal(found.designers[0]?.id, seeded.nord)
      assert.ok(found.events.some((e) => e.id === seeded.londonSale))
      assert.equal(found.news.length, 1)
    })

    it('lists current and upcoming events before past ones', async () => {
      const found = await search('atelier nord')
      const ids = found.events.map((e) => e.id)
      assert.ok(ids.includes(seeded.pastSale))
      assert.equal(ids.at(-1), seeded.pastSale)
    })

    it('narrows events and venues to a city but keeps designers', async () => {
      const inNewYork = await search('atelier nord', 2)
      assert.deepEqual(
        inNewYork.events.map((e) => e.id),
        [seeded.newYorkSale],
      )
      assert.deepEqual(inNewYork.venues, [])
      assert.equal(inNewYork.designers[0]?.id, seeded.nord)
    })

    it('leaves unlisted and cancelled events out', async () => {
      const names = (await search('atelier nord')).events.map((e) => e.name)
      assert.ok(!names.some((name) => /Secret|Called Off/.test(name ?? '')), names.join(', '))
      assert.equal((await search('secret preview')).events.length, 0)
    })

    it('follows changes written after the event was created', async () => {
      await gateway.services.discovery.api.updateEvent(seeded.newYorkSale, {
        nameEn: 'Atelier Nord Loft Party',
      })
      assert.ok((await search('loft party')).events.some((e) => e.id === seeded.newYorkSale))
      await gateway.services.discovery.api.cancelEvent(seeded.newYorkSale)
      assert.equal((await search('loft party')).events.length, 0)
    })

    it('gives no suggestions below two characters', async () => {
      assert.deepEqual(await suggestions('n'), [])
      assert.deepEqual(await suggestions('  n  '), [])
      assert.deepEqual(await suggestions(''), [])
    })

    it('gives at most 15 distinct suggestions, whatever limit is asked', async () => {
      const list = await suggestions('nordic', { limit: 50 })
      assert.equal(list.length, 15)
      assert.equal(new Set(list).size, list.length)
      assert.ok(list.every((s) => s.startsWith('Nordic Label')))
    })

    it('suggests names in the viewer language', async () => {
      assert.ok((await suggestions('atelier nord', { locale: 'zh' })).includes('北欧工作室'))
      assert.ok((await suggestions('atelier nord')).includes('Atelier Nord'))
    })

    it('answers search_autocomplete in the spec envelope', async () => {
      const response = await gateway.app.inject({
        method: 'GET',
        url: `/api/search_autocomplete?search_string=${encodeURIComponent('atelier nord')}&city_id=1`,
      })
      assert.equal(response.statusCode, 200)
      const body = response.json() as {
        errors: unknown[]
        values: { suggestions: string[] }
        meta: { login_ok: boolean }
      }
      assert.deepEqual(body.errors, [])
      assert.equal(body.meta.login_ok, false)
      assert.ok(body.values.suggestions.includes('Atelier Nord Sample Sale'))
      assert.ok(!body.values.suggestions.includes('Atelier Nord Loft Party'))

      const short = await gateway.app.inject({
        method: 'GET',
        url: '/api/search_autocomplete?search_string=a',
      })
      assert.deepEqual(short.json().values, { suggestions: [] })
      const bad = await gateway.app.inject({
        method: 'GET',
        url: '/api/search_autocomplete?search_string=ab&city_id=x',
      })
      assert.equal(bad.statusCode, 400)
      assert.equal(bad.json().errors[0].field, 'city_id')
    })

    async function fragment(url: string) {
      const response = await gateway.app.inject({ method: 'GET', url })
      assert.match(String(response.headers['content-type']), /^text\/html/)
      assert.doesNotMatch(response.body, /<html/i)
      return { status: response.statusCode, html: response.body }
    }

    it('renders the results fragment in English with sections and links', async () => {
      const { status, html } = await fragment('/london/search.html/?search_string=atelier%20nord')
      assert.equal(status, 200)
      assert.match(html, /<h2>Events<\/h2>/)
      assert.match(html, /<h2>Designers<\/h2>/)
      assert.match(html, /<h2>News<\/h2>/)
      assert.match(html, /href="\/london\/event\/nord-london\/"/)
      assert.match(html, /href="\/brand\/atelier-nord\/"/)
      assert.match(html, /The Glasshouse/)
    })

    it('renders the fragment in Chinese under the /zh prefix, English where no translation exists', async () => {
      const { status, html } = await fragment(
        `/zh/search.html/?search_string=${encodeURIComponent('atelier')}`,
      )
      assert.equal(status, 200)
      assert.match(html, /<h2>设计师<\/h2>/)
      assert.match(html, /北欧工作室/)
      assert.match(html, /Atelier Nord Winter Sale/)
      const inCity = await fragment(`/zh/london/search.html/?search_string=${encodeURIComponent('北欧')}`)
      assert.match(inCity.html, /<h2>活动<\/h2>/)
    })

    it('says which words it showed results for when it corrected a misspelt one, in both languages', async () => {
      const en = await fragment('/london/search.html/?search_string=Atelier%20Nrod')
      assert.match(
        en.html,
        /<p class="search-results__searched-as">Showing results for “atelier nord”<\/p><section/,
      )
      assert.match(en.html, /href="\/brand\/atelier-nord\/"/)
      const zh = await fragment('/zh/london/search.html/?search_string=atelier%20nrod')
      assert.match(zh.html, /以下是“atelier nord”的结果/)
      // the words as typed, and a typo the typo pass finds: nothing to say
      for (const term of ['atelier%20nord', 'atelier%20nrdo']) {
        const { html } = await fragment(`/london/search.html/?search_string=${term}`)
        assert.match(html, /href="\/brand\/atelier-nord\/"/)
        assert.doesNotMatch(html, /searched-as/)
      }
      // the same on the graph, kept answer or not
      for (let round = 0; round < 2; round++) {
        const data = await graphql<{ search: { searchedAs: string | null; designers: unknown[] } }>(
          'query($term: String!) { search(term: $term) { searchedAs designers { name } } }',
          { term: 'atelier nrod' },
        )
        assert.equal(data.search.searchedAs, 'atelier nord')
        assert.equal(data.search.designers.length, 1)
      }
    })

    it('escapes names in the fragment', async () => {
      const { html } = await fragment('/search.html/?search_string=script%20studio')
      assert.match(html, /&lt;script&gt;alert\(1\)&lt;\/script&gt; Studio/)
      assert.doesNotMatch(html, /<script/)
    })

    it('says so when nothing matches, and answers an empty term with an empty fragment', async () => {
      const none = await fragment('/search.html/?search_string=zzqqxx')
      assert.equal(none.status, 200)
      assert.match(none.html, /No results for “zzqqxx”/)
      const empty = await fragment('/london/search.html/?search_string=%20')
      assert.equal(empty.status, 200)
      assert.doesNotMatch(empty.html, /<section|<p/)
    })

    it('answers 404 for an unknown city and never a 5xx for odd input', async () => {
      assert.equal((await fragment('/atlantis/search.html/?search_string=nord')).status, 404)
      assert.equal((await fragment('/zh/atlantis/search.html/?search_string=nord')).status, 404)
      for (const url of [
        '/search.html/',
        '/search.html/?search_string=a&search_string=b',
        `/search.html/?search_string=${'x'.repeat(5000)}`,
        `/search.html/?search_string=${encodeURIComponent('%_\'\\"<>')}`,
      ]) {
        const { status } = await fragment(url)
        assert.ok(status < 500, `${url.slice(0, 60)} answered ${status}`)
      }
    })
  })
}

// enough events for the planner to weigh the indexes against a table scan; one in 40 is by Atelier Nord
// so a typo of it matches more rows than the ranking looks at and the cap could tempt a table scan
function manyEvents(count: number): NewEvent[] {
  const labels = ['Harbour', 'Linen', 'Canvas', 'Tweed', 'Selvedge', 'Pleat', 'Bias', 'Indigo', 'Velvet']
  const formats = ['Sample Sale', 'Launch Evening', 'Archive Sale', 'Trunk Show', 'Workshop', 'Styling Night']
  return Array.from({ length: count }, (_, i) => {
    const startsAt = daysFromNow((i % 90) - 10)
    const label = i % 40 === 0 ? 'Atelier Nord' : `${labels[i % labels.length]} ${Math.floor(i / 7)}`
    return {
      slug: `bulk-${i}`,
      nameEn: `${label} ${formats[i % formats.length]}`,
      cityId: (i % 2) + 1,
      typeId: 1,
      startsAt,
      endsAt: new Date(startsAt.getTime() + DAY),
      openDates: [{ date: isoDay(startsAt) }],
    }
  })
}

// the plan is checked on PostgreSQL (PGlite plans alike; bench/search times both)
for (const kind of testDatabaseKinds().filter((k) => k === 'postgres')) {
  describe(`search plans (${kind})`, () => {
    let gateway: TestGateway
    before(async () => {
      gateway = await createTestGateway({ database: kind })
      await seed(gateway)
      await gateway.services.discovery.api.addEventsBulk(manyEvents(8000), { announce: false })
      await sql`analyze discovery.search_documents`.execute(gateway.platform.database.db)
    })
    after(() => gateway?.close())

    it('reads a typo through the trigram index however many rows match', async () => {
      const store = createSearchStore(gateway.platform.database.forSchema('discovery'))
      const terms = parseSearchTerm('atelier nrod')
      for (const cityId of [null, 1]) {
        const plan = await store.explainSuggestions(terms, { cityId, limit: 15 }, 'typo')
        assert.match(plan, /Bitmap Index Scan on search_documents_\w*words_idx/, plan)
        assert.doesNotMatch(plan, /Seq Scan on search_documents/, plan)
      }
      const events = await store.explainFindIds('event', terms, { cityId: null, limit: 8 }, 'typo')
      assert.match(events, /Bitmap Index Scan on search_documents_\w*words_idx/, events)
      const found = (await store.suggestions(terms, 'en', { cityId: 1, limit: 15 })).value
      assert.ok(found.includes('Atelier Nord'), found.join(', '))
    })

    // the whole table's trigram index is gone where the events have their own (migration 0011): a
    // search in one city can no longer read every city's matching events through it
    it("searches the events through their city-and-words index, the whole table's trigram index gone", async () => {
      const names = await searchIndexNames(gateway.platform.database.db)
      assert.ok(names.includes('search_documents_event_city_words_idx'), names.join(', '))
      assert.ok(!names.includes('search_documents_words_idx'), names.join(', '))
      const store = createSearchStore(gateway.platform.database.forSchema('discovery'))
      const terms = parseSearchTerm('selvedge 3 sampel')
      for (const cityId of [1, null]) {
        const plan = await store.explainFindIds('event', terms, { cityId, limit: 8 }, 'typo')
        assert.match(plan, /Bitmap Index Scan on search_documents_event_city_words_idx/, plan)
      }
    })

    // PostgreSQL runs a `like` or `<%` estimate over every entry of a histogram of 100 or more (pg_trgm's
    // word_similarity() each time, for each part of the statement); a shorter one is not scanned
    it('keeps the searched words a histogram too short for the planner to scan', async () => {
      const { rows } = await sql<{ entries: number }>`
        select array_length(histogram_bounds::text::text[], 1) as entries
        from pg_stats where schemaname = 'discovery' and tablename = 'search_documents' and attname = 'words'`.execute(
        gateway.platform.database.db,
      )
      const entries = rows[0]?.entries
      assert.ok(typeof entries === 'number' && entries > 1 && entries < 100, `histogram of ${entries}`)
    })

    it('keeps to the words as typed when they match, and looks for typos when they do not', async () => {
      const store = createSearchStore(gateway.platform.database.forSchema('discovery'))
      const exact = (await store.suggestions(parseSearchTerm('indigo'), 'en', { cityId: null, limit: 15 }))
        .value
      assert.equal(exact.length, 15)
      assert.ok(
        exact.every((name) => name.toLowerCase().includes('indigo')),
        exact.join(', '),
      )
      const { value: typo } = await store.suggestions(parseSearchTerm('indigp'), 'en', {
        cityId: null,
        limit: 15,
      })
      assert.ok(typo.length > 0)
      assert.ok(
        typo.every((name) => name.includes('Indigo')),
        typo.join(', '),
      )
    })
  })
}
