import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds, within } from '@showroom/testkit'
import type { ExecutionResult } from 'graphql'
import { ADD, type CommerceHarness, createCommerceHarness, type Json } from './support/commerce-harness.ts'

const LIVE = `subscription ($id: Int!) { flashSaleLive(flashSaleId: $id) {
  flashSaleId soldOut sizes { id productId remaining } products { id remaining badges { type } }
  stats { viewingNow waitingToShop soldRecently }
} }`

for (const kind of testDatabaseKinds()) {
  describe(`a sale page live (${kind})`, () => {
    let h: CommerceHarness
    before(async () => {
      h = await createCommerceHarness(kind)
    })
    after(() => h.close())

    test('the page gets the stock at once and again when a unit is held; it counts as viewing', async () => {
      const sale = await h.newSale(h.newSeller(), { stock: [2] })
      const stream = (await h.subscribe(LIVE, null, { id: sale.id })) as AsyncIterableIterator<
        ExecutionResult<Json>
      >
      try {
        const first = (await within(stream.next(), 20_000, 'first state')).value.data.flashSaleLive
        assert.equal(first.sizes[0].remaining, 2)
        assert.equal(first.stats.viewingNow, 1)
        await h.ok(ADD, h.newMember(), { sizeId: sale.sizeIds[0] })
        let remaining = 2
        while (remaining !== 1)
          remaining = (await within(stream.next(), 20_000, 'update')).value.data.flashSaleLive.sizes[0]
            .remaining
        assert.equal(remaining, 1)
      } finally {
        await stream.return?.()
      }
    })

    test('an unpublished sale cannot be watched by others', async () => {
      const sale = await h.newSale(h.newSeller(), { published: false })
      const result = await h.subscribe(LIVE, h.newMember(), { id: sale.id })
      const first = 'next' in result ? (await result.next()).value : result
      assert.equal(first.errors?.[0]?.extensions?.code, 'COMMERCE_ERR_SALE_NOT_FOUND')
    })
  })
}
