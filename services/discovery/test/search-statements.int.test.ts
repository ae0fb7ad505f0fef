import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import type { CompiledQuery, Kysely } from 'kysely'
import { parseSearchTerm } from '../src/search/search-terms.ts'
import { createSearchStore, type SearchKind } from '../src/search/search.store.ts'

const DAY = 24 * 60 * 60 * 1000
const KINDS: readonly SearchKind[] = ['event', 'designer', 'venue', 'news']

// a city with a designer, a venue, events there and news: every kind a search page shows
async function seed(gateway: TestGateway) {
  const api = gateway.services.discovery.api
  await api.addCity(
    { id: 1, slug: 'london', nameEn: 'London', nameZh: '伦敦', timezone: 'Europe/London', currency: 'GBP' },
    0,
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
  const venue = await api.addVenue({ slug: 'nord-rooms', name: 'Nord Rooms', nameZh: '北欧屋', cityId: 1 })
  for (const [slug, days] of [
    ['nord-sale', 3],
    ['nord-party', 10],
    ['nord-past', -40],
  ] as const) {
    const startsAt = new Date(Date.now() + days * DAY)
    await api.addEvent({
      slug,
      nameEn: `Atelier Nord ${slug.slice(5)}`,
      cityId: 1,
      typeId: 1,
      startsAt,
      endsAt: new Date(startsAt.getTime() + DAY),
      openDates: [{ date: startsAt.toISOString().slice(0, 10) }],
      venueId: venue,
      designerIds: [nord],
    })
  }
  await api.addNews({
    slug: 'nord-opens',
    cityId: 1,
    titleEn: 'Atelier Nord opens in Nord Rooms',
    titleZh: '北欧工作室开店',
    publishedAt: new Date(Date.now() - 2 * DAY),
  })
}

type ExecuteQuery = (compiled: CompiledQuery, ...rest: unknown[]) => Promise<unknown>

interface Seen {
  sql: string
  parameters: readonly unknown[]
}

// the statements run while `run` runs, read from the executor every Kysely instance shares; `watch`
// hears each one issued and answered
async function statementsDuring(
  db: Kysely<unknown>,
  run: () => Promise<unknown>,
  watch?: (event: 'issued' | 'answered', statement: Seen) => void,
): Promise<Seen[]> {
  let owner: { executeQuery: ExecuteQuery } | null = Object.getPrototypeOf(db.getExecutor())
  while (owner && !Object.hasOwn(owner, 'executeQuery')) owner = Object.getPrototypeOf(owner)
  if (!owner) throw new Error('no executeQuery to wrap')
  const target = owner
  const original = target.executeQuery
  const seen: Seen[] = []
  target.executeQuery = async function (this: unknown, compiled, ...rest) {
    const statement = { sql: compiled.sql, parameters: compiled.parameters }
    seen.push(statement)
    watch?.('issued', statement)
    try {
      return await original.call(this, compiled, ...rest)
    } finally {
      watch?.('answered', statement)
    }
  }
  try {
    await run()
  } finally {
    target.executeQuery = original
  }
  return seen
}

const isTypoPass = (statement: Seen) => statement.sql.includes('<%')
// the word list a term's words are corrected against
const isWordListRead = (statement: Seen) => statement.sql.includes('"search_words"')
// the words pass: the term's words in order with anything between them, each after the first
// starting a word
const isWordsPass = (statement: Seen, latin: string) =>
  statement.parameters.includes(`%${latin.replaceAll(' ', '% ')}%`)

for (const kind of testDatabaseKinds()) {
  describe(`search: the statements a search runs (${kind})`, () => {
    let gateway: TestGateway
    before(async () => {
      gateway = await createTestGateway({ database: kind })
      await seed(gateway)
    })
    after(() => gateway?.close())

    it('finds for each kind what a search of that kind alone finds, at one version', async () => {
      const store = createSearchStore(gateway.platform.database.forSchema('discovery'))
      // as typed, as typed in some kinds only, a typo, Chinese, a term nothing matches
      for (const term of ['atelier nord', 'nord rooms', 'atelier nrod', '北欧', 'zzzz qqqq'])
        for (const cityId of [null, 1]) {
          const terms = parseSearchTerm(term)
          const options = { cityId, limit: 8 }
          const together = await store.findIdsOfKinds(KINDS, terms, options)
          for (const searched of KINDS) {
            const alone = await store.findIds(searched, terms, options)
            assert.deepEqual(together.value.get(searched), alone.value, `${term} ${cityId} ${searched}`)
            assert.equal(together.version, alone.version)
          }
        }
      const found = await store.findIdsOfKinds(KINDS, parseSearchTerm('atelier nord'), {
        cityId: 1,
        limit: 8,
      })
      assert.deepEqual(
        KINDS.map((k) => found.value.get(k)?.length),
        [3, 1, 0, 1],
      )
    })

    const SEARCH_PAGE = `query ($term: String!) {
      search(term: $term, cityId: 1) { events { id } designers { id } venues { id } news { id } }
    }`

    // the search statements one search page runs, and what it found of each kind
    async function searchPage(term: string) {
      let body: { data?: { search: Record<string, { id: number }[]> }; errors?: unknown } = {}
      const statements = await statementsDuring(gateway.platform.database.db as Kysely<unknown>, async () => {
        const response = await gateway.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json' },
          payload: { query: SEARCH_PAGE, variables: { term } },
        })
        body = response.json()
      })
      assert.equal(body.errors, undefined, JSON.stringify(body.errors))
      const found = body.data?.search ?? {}
      const counts = Object.fromEntries(Object.entries(found).map(([k, list]) => [k, list.length]))
      return { statements: statements.filter((s) => s.sql.includes('search_documents')), counts }
    }

    // every term below is one this process has not searched yet, so no answer is kept for it
    it('reads a first-time search once, with no version read, however many of its fields ask', async () => {
      const query = `query ($term: String!) {
        search(term: $term, cityId: 1) { searchedAs events { id } designers { id } venues { id } news { id } }
      }`
      for (const term of ['atelier', 'atelier nodr']) {
        const statements = await statementsDuring(
          gateway.platform.database.db as Kysely<unknown>,
          async () => {
            const response = await gateway.app.inject({
              method: 'POST',
              url: '/graphql',
              headers: { 'content-type': 'application/json' },
              payload: { query, variables: { term } },
            })
            assert.equal(response.json().errors, undefined, response.body)
          },
        )
        // a version is read with each search statement, never in one of its own
        const versionsAlone = statements.filter((s) => /^select version::text/.test(s.sql.trim()))
        assert.deepEqual(versionsAlone, [], term)
        const searches = statements.filter((s) => s.sql.includes('search_documents'))
        assert.equal(searches.length, term === 'atelier' ? 1 : 3, term)
      }
    })

    it('reads the four kinds of a search page in one statement when the words as typed find each', async () => {
      const { statements, counts } = await searchPage('nord')
      assert.deepEqual(counts, { events: 3, designers: 1, venues: 1, news: 1 })
      assert.equal(statements.length, 1, statements.map((s) => s.sql).join('\n\n'))
      assert.ok(!isTypoPass(statements[0] as Seen))
    })

    it('looks for typos in a statement of their own only when no kind holds the words as typed', async () => {
      // the venue's name: the events held there and the news hold it too, and the designer list
      // stays empty rather than showing near misses
      const { statements, counts } = await searchPage('nord rooms')
      assert.deepEqual(counts, { events: 3, designers: 0, venues: 1, news: 1 })
      assert.equal(statements.length, 1)
      assert.ok(!isTypoPass(statements[0] as Seen))

      // the words as typed, then apart in that order, then typos: 'nrdo' is two letters from 'nord',
      // too far to be corrected
      const misspelt = await searchPage('atelier nrdo')
      assert.deepEqual(misspelt.counts, { events: 3, designers: 1, venues: 0, news: 1 })
      assert.equal(misspelt.statements.length, 3)
      const [exact, words, typo] = misspelt.statements as [Seen, Seen, Seen]
      assert.ok(!isTypoPass(exact) && !isWordsPass(exact, 'atelier nrdo'), exact.sql)
      assert.ok(!isTypoPass(words) && isWordsPass(words, 'atelier nrdo'), words.sql)
      assert.ok(isTypoPass(typo), typo.sql)
      for (const kind of KINDS) assert.ok(typo.parameters.includes(kind), kind)
    })

    it('corrects a word one letter off against the words the documents hold before any typo', async () => {
      const misspelt = await searchPage('atelier nrod')
      assert.deepEqual(misspelt.counts, { events: 3, designers: 1, venues: 0, news: 1 })
      // the words as typed, then apart, then the corrected words as typed: no typo pass
      assert.deepEqual(misspelt.statements.map(isTypoPass), [false, false, false])
      const corrected = misspelt.statements[2] as Seen
      assert.ok(corrected.parameters.includes('%atelier nord%'), corrected.parameters.join(', '))
    })

    it('corrects the words beside looking for them apart, not after', async () => {
      const store = createSearchStore(gateway.platform.database.forSchema('discovery'))
      const db = gateway.platform.database.db as Kysely<unknown>
      const label = (statement: Seen) =>
        isWordListRead(statement)
          ? 'the word list'
          : isWordsPass(statement, 'atelier nrod')
            ? 'apart'
            : statement.parameters.includes('%atelier nord%')
              ? 'corrected'
              : 'as typed'
      const heard: string[] = []
      let found: string[] = []
      await statementsDuring(
        db,
        async () => {
          found = (await store.suggestions(parseSearchTerm('atelier nrod'), 'en', { cityId: 1, limit: 15 }))
            .value
        },
        (event, statement) => heard.push(`${event} ${label(statement)}`),
      )
      assert.ok(found.includes('Atelier Nord'), found.join(', '))
      assert.deepEqual(heard.slice(0, 2), ['issued as typed', 'answered as typed'])
      // both issued before either is answered
      assert.deepEqual(heard.slice(2, 4).sort(), ['issued apart', 'issued the word list'])
      assert.ok(heard.includes('answered corrected'), heard.join(', '))
    })

    it('looks for the words apart, in the order typed, before any typo', async () => {
      // the events' words hold the title, then the venue: 'atelier nord sale nord rooms ...'
      const apart = await searchPage('atelier rooms')
      assert.deepEqual(apart.counts, { events: 3, designers: 0, venues: 0, news: 1 })
      assert.deepEqual(apart.statements.map(isTypoPass), [false, false])
      assert.ok(isWordsPass(apart.statements[1] as Seen, 'atelier rooms'))
      // in the other order they are not the words as typed
      const reversed = await searchPage('rooms sale')
      assert.deepEqual(reversed.statements.map(isTypoPass), [false, false, true])
    })

    it('asks the kinds not asked before taking words as a typo', async () => {
      const store = createSearchStore(gateway.platform.database.forSchema('discovery'))
      const db = gateway.platform.database.db as Kysely<unknown>
      const options = { cityId: 1, limit: 8 }
      let designers: number[] = [1]
      const statements = await statementsDuring(db, async () => {
        designers = (await store.findIds('designer', parseSearchTerm('nord rooms'), options)).value
      })
      assert.deepEqual(designers, [])
      assert.deepEqual(statements.map(isTypoPass), [false, false])
      assert.ok(statements[1]?.parameters.includes('event'))

      let typo: number[] = []
      const misspelt = await statementsDuring(db, async () => {
        typo = (await store.findIds('designer', parseSearchTerm('atelier nrdo'), options)).value
      })
      assert.equal(typo.length, 1)
      // the words as typed, then apart, each in the kind asked and then the others, with the word list
      // (nothing near 'nrdo') read beside the words apart, then typos
      assert.deepEqual(misspelt.map(isTypoPass), [false, false, false, false, false, true])
      assert.deepEqual(
        misspelt.map((statement) => isWordsPass(statement, 'atelier nrdo')),
        [false, false, true, false, true, false],
      )
      assert.ok(isWordListRead(misspelt[3] as Seen))
    })

    it('suggests from one statement when the words as typed match, and from the next passes when they do not', async () => {
      const store = createSearchStore(gateway.platform.database.forSchema('discovery'))
      const db = gateway.platform.database.db as Kysely<unknown>
      let found: string[] = []
      const exact = await statementsDuring(db, async () => {
        found = (await store.suggestions(parseSearchTerm('atelier'), 'en', { cityId: 1, limit: 15 })).value
      })
      assert.ok(found.includes('Atelier Nord'), found.join(', '))
      assert.equal(exact.length, 1)
      assert.ok(!isTypoPass(exact[0] as Seen))
      const typo = await statementsDuring(db, async () => {
        found = (await store.suggestions(parseSearchTerm('atelier nrdo'), 'en', { cityId: 1, limit: 15 }))
          .value
      })
      assert.ok(found.includes('Atelier Nord'), found.join(', '))
      assert.deepEqual(typo.map(isTypoPass), [false, false, false, true])
      assert.ok(isWordsPass(typo[1] as Seen, 'atelier nrdo'))
      assert.ok(isWordListRead(typo[2] as Seen))
      // one letter off: corrected, and suggested from the corrected words as typed
      const corrected = await statementsDuring(db, async () => {
        found = (await store.suggestions(parseSearchTerm('atelier nrod'), 'en', { cityId: 1, limit: 15 }))
          .value
      })
      assert.ok(found.includes('Atelier Nord'), found.join(', '))
      assert.deepEqual(corrected.map(isTypoPass), [false, false, false, false])
      assert.ok(isWordListRead(corrected[2] as Seen))
      assert.ok((corrected[3] as Seen).parameters.includes('%atelier nord%'))
      // a word being typed is looked for at the start of a word after the others, so the event held
      // at Nord Rooms is found on the way to 'atelier rooms'
      const typing = await statementsDuring(db, async () => {
        found = (await store.suggestions(parseSearchTerm('atelier ro'), 'en', { cityId: 1, limit: 15 })).value
      })
      // found apart: the word list read beside them, which a typo would have needed, goes unused
      assert.deepEqual(typing.map(isTypoPass), [false, false, false])
      assert.ok(isWordsPass(typing[1] as Seen, 'atelier ro'))
      assert.ok(isWordListRead(typing[2] as Seen))
      assert.ok(found.includes('Atelier Nord sale'), found.join(', '))
      // but not inside one: 'nord' holds 'or', yet no word starts with it after 'atelier'
      const inside = await statementsDuring(db, () =>
        store.suggestions(parseSearchTerm('atelier or'), 'en', { cityId: 1, limit: 15 }),
      )
      assert.deepEqual(inside.map(isTypoPass), [false, false, false, true])
      // a word of one character is not looked for apart
      const one = await statementsDuring(db, () =>
        store.suggestions(parseSearchTerm('atelier r'), 'en', { cityId: 1, limit: 15 }),
      )
      assert.deepEqual(one.map(isTypoPass), [false, false, true])
      // a term too short to narrow the index goes to the typo pass at once
      const short = await statementsDuring(db, () =>
        store.suggestions(parseSearchTerm('at no'), 'en', { cityId: 1, limit: 15 }),
      )
      assert.deepEqual(short.map(isTypoPass), [true])
    })
  })
}
