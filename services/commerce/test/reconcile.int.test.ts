import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { FAILED_TEXT, testChargeCount } from '../src/index.ts'
import { createTestPaymentProvider } from '../src/payments/test-provider.ts'
import {
  ADD,
  CHECKOUT,
  type CommerceHarness,
  createCommerceHarness,
  GET_BASKET,
  refusalOf,
  SUCCESS_CARD,
} from './support/commerce-harness.ts'

for (const kind of testDatabaseKinds()) {
  describe(`a payment answer lost on the way back (${kind})`, () => {
    let h: CommerceHarness
    let lose = true
    before(async () => {
      h = await createCommerceHarness(kind, {
        // the gateway charges, then the connection drops before we hear it
        payments: (db) => {
          const real = createTestPaymentProvider(db)
          return {
            ...real,
            async confirmIntent(id, method, key) {
              const answer = await real.confirmIntent(id, method, key)
              if (lose) {
                lose = false
                throw new Error('connection reset')
              }
              return answer
            },
          }
        },
      })
    })
    after(() => h.close())

    test('the attempt stays paying, is asked about by its key later, and is paid once', async () => {
      const sale = await h.newSale(h.newSeller(), { stock: [2] })
      const member = h.newMember()
      await h.ok(ADD, member, { sizeId: sale.sizeIds[0] })
      const lost = await h.call(CHECKOUT, member, { key: 'lost-answer-1', card: SUCCESS_CARD, terms: true })
      assert.equal(refusalOf(lost).message, FAILED_TEXT)
      assert.equal((await h.ok(GET_BASKET, member)).basket.checkoutInProgress, true)
      assert.equal(
        refusalOf(await h.call(ADD, member, { sizeId: sale.sizeIds[0] })).code,
        'COMMERCE_ERR_CHECKOUT_IN_PROGRESS',
      )
      h.clock.advance(3 * 60_000)
      await h.service.maintain()
      const order = (await h.ok(CHECKOUT, member, { key: 'lost-answer-1', card: SUCCESS_CARD, terms: true }))
        .checkout
      assert.equal(order.status, 'paid')
      assert.equal(await testChargeCount(h.database.forSchema('commerce')), 1)
      const basket = (await h.ok(GET_BASKET, member)).basket
      assert.equal(basket.items.length, 0)
      assert.equal(basket.checkoutInProgress, false)
      assert.equal((await h.publishedEvents('commerce.order.paid')).length, 1)
    })
  })
}
