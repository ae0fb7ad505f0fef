import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import {
  type CommerceHarness,
  createCommerceHarness,
  refusalOf,
  SAVE_SALE,
} from './support/commerce-harness.ts'

const SEARCH = `query ($term: String!, $cityId: Int) {
  flashSaleSearch(term: $term, cityId: $cityId) { id name storeUrl status isRegistered stats { waitingToShop } }
}`
const SUGGEST = 'query ($term: String!, $cityId: Int) { flashSaleSuggestions(term: $term, cityId: $cityId) }'
const BETWEEN = `query ($cityId: Int!, $from: String!, $to: String!, $ended: Boolean) {
  flashSalesBetween(cityId: $cityId, from: $from, to: $to, includeEnded: $ended) { id name startsAt endsAt storeUrl }
}`

for (const kind of testDatabaseKinds()) {
  describe(`sales listed for search, the calendar and the city home (${kind})`, () => {
    let h: CommerceHarness
    const ids: Record<string, number> = {}

    async function save(
      name: string,
      cityId: number | null,
      startsInDays: number,
      days: number,
      published = true,
    ) {
      const seller = h.newSeller()
      const starts = new Date(h.clock.now().getTime() + startsInDays * 86_400_000)
      const data = await h.ok(SAVE_SALE, seller, {
        input: {
          personaType: 'designer',
          personaId: seller.persona.id,
          name,
          cityId,
          startsAt: starts.toISOString(),
          endsAt: new Date(starts.getTime() + days * 86_400_000).toISOString(),
          currency: 'gbp',
          isPublished: published,
        },
      })
      return data.saveFlashSale.id as number
    }

    before(async () => {
      h = await createCommerceHarness(kind)
      ids.open = await save('Atelier Nord winter sample sale', 1, -1, 3)
      ids.soon = await save('Atelier Nord spring preview sale', 1, 5, 2)
      ids.online = await save('Nord online 100% cashmere_sale', null, -1, 10)
      ids.otherCity = await save('Atelier Nord Paris sale', 2, -1, 3)
      ids.ended = await save('Atelier Nord old sale', 1, -10, 2)
      ids.preview = await save('Atelier Nord secret sale', 1, -1, 3, false)
      ids.chinese = await save('北欧工作室样品特卖', 1, -1, 3)
    })
    after(() => h.close())

    test('a search finds published sales of the city and online ones, open first, never an ended one or a preview', async () => {
      const found = (await h.ok(SEARCH, null, { term: 'atelier NORD', cityId: 1 })).flashSaleSearch
      assert.deepEqual(
        found.map((s: { id: number }) => s.id),
        [ids.open, ids.soon],
      )
      assert.equal(found[0].storeUrl, `/flash/atelier-nord-winter-sample-sale-trade-${ids.open}/`)
      assert.equal(found[0].status, 'open')
      assert.equal(found[0].isRegistered, false)
      assert.equal(found[0].stats.waitingToShop, 0)
      const everywhere = (await h.ok(SEARCH, null, { term: 'nord' })).flashSaleSearch.map(
        (s: { id: number }) => s.id,
      )
      assert.deepEqual(new Set(everywhere), new Set([ids.open, ids.soon, ids.online, ids.otherCity]))
      // the seller of the preview does not find it either: search is public
      assert.equal((await h.ok(SEARCH, h.newSeller(), { term: 'secret' })).flashSaleSearch.length, 0)
    })

    test('LIKE characters in a term match themselves, Chinese words match, blank terms find nothing', async () => {
      const ids100 = (await h.ok(SEARCH, null, { term: '100%', cityId: 1 })).flashSaleSearch
      assert.deepEqual(
        ids100.map((s: { id: number }) => s.id),
        [ids.online],
      )
      // 'r s' is in 'winter sample': an unescaped _ would match it
      assert.equal((await h.ok(SEARCH, null, { term: 'r_s', cityId: 1 })).flashSaleSearch.length, 0)
      assert.deepEqual(
        (await h.ok(SEARCH, null, { term: 'e_s', cityId: 1 })).flashSaleSearch.map(
          (s: { id: number }) => s.id,
        ),
        [ids.online],
      )
      assert.deepEqual(
        (await h.ok(SEARCH, null, { term: '样品', cityId: 1 })).flashSaleSearch.map(
          (s: { id: number }) => s.id,
        ),
        [ids.chinese],
      )
      assert.equal((await h.ok(SEARCH, null, { term: '   ' })).flashSaleSearch.length, 0)
      assert.equal((await h.ok(SEARCH, null, { term: 'nord\u0000' })).flashSaleSearch.length, 4)
    })

    test('suggestions are the names, at least 2 characters, previews and ended sales left out', async () => {
      assert.deepEqual((await h.ok(SUGGEST, null, { term: 'n', cityId: 1 })).flashSaleSuggestions, [])
      assert.deepEqual((await h.ok(SUGGEST, null, { term: 'atelier', cityId: 1 })).flashSaleSuggestions, [
        'Atelier Nord winter sample sale',
        'Atelier Nord spring preview sale',
      ])
    })

    test('a month of the calendar holds the sales open in it, ended ones only when asked', async () => {
      const now = h.clock.now().getTime()
      const range = {
        cityId: 1,
        from: new Date(now - 20 * 86_400_000).toISOString(),
        to: new Date(now + 20 * 86_400_000).toISOString(),
      }
      const listed = (await h.ok(BETWEEN, null, range)).flashSalesBetween.map((s: { id: number }) => s.id)
      assert.deepEqual(new Set(listed), new Set([ids.open, ids.soon, ids.online, ids.chinese]))
      const withEnded = (await h.ok(BETWEEN, null, { ...range, ended: true })).flashSalesBetween.map(
        (s: { id: number }) => s.id,
      )
      assert.ok(withEnded.includes(ids.ended))
      assert.ok(!withEnded.includes(ids.preview) && !withEnded.includes(ids.otherCity))
    })

    test('a calendar range that is not a time, backwards or too long is refused as bad input', async () => {
      for (const bad of [
        { from: 'yesterday', to: '2026-12-31T00:00:00Z' },
        { from: '2026-12-31T00:00:00Z', to: '2026-12-01T00:00:00Z' },
        { from: '2026-01-01T00:00:00Z', to: '2026-12-01T00:00:00Z' },
      ]) {
        const refusal = refusalOf(await h.call(BETWEEN, null, { cityId: 1, ...bad }))
        assert.equal(refusal.code, 'COMMERCE_ERR_INVALID_INPUT')
        assert.equal(refusal.http, 400)
      }
    })

    test('saving a sale announces it with its city, seller persona and whether it is public', async () => {
      const created = await h.publishedEvents('commerce.flash-sale.created')
      const preview = created.find((p: { id: number }) => p.id === ids.preview)
      assert.equal(preview.isPublished, false)
      assert.equal(preview.cityId, 1)
      assert.equal(preview.personaType, 'designer')
      assert.equal(typeof preview.personaId, 'number')
      assert.equal(created.find((p: { id: number }) => p.id === ids.online).cityId, null)
    })
  })
}
