import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { HOLD_MINUTES, ITEMS_REMOVED_TEXT, SOLD_OUT_TEXT } from '../src/index.ts'
import {
  ADD,
  type CommerceHarness,
  createCommerceHarness,
  GET_BASKET,
  REMOVE,
  refusalOf,
  stockOf,
  UPDATE,
} from './support/commerce-harness.ts'

for (const kind of testDatabaseKinds()) {
  describe(`basket and holds (${kind})`, () => {
    let h: CommerceHarness
    before(async () => {
      h = await createCommerceHarness(kind)
    })
    after(() => h.close())

    test('adding holds units off stock, and the basket answers count, savings, shipping and total', async () => {
      const sale = await h.newSale(h.newSeller(), {
        stock: [3, 5],
        price: 40,
        originalPrice: 100,
        shippingFee: 4.95,
        freeShippingOver: 100,
      })
      const member = h.newMember()
      const one = (await h.ok(ADD, member, { sizeId: sale.sizeIds[0], qty: 2 })).addToBasket
      assert.equal(await stockOf(h, sale.sizeIds[0] as number), 1)
      assert.equal(one.itemCount, 2)
      assert.equal(one.subtotal, 80)
      assert.equal(one.savings, 120)
      assert.equal(one.shipping, 4.95)
      assert.equal(one.shippingLabel, '£4.95')
      assert.equal(one.total, 84.95)
      assert.equal(one.currencySymbol, '£')
      assert.equal(one.items[0].held, true)
      assert.equal(
        new Date(one.items[0].holdExpiresAt).getTime() - h.clock.now().getTime(),
        HOLD_MINUTES * 60_000,
      )
      const two = (await h.ok(ADD, member, { sizeId: sale.sizeIds[1] })).addToBasket
      assert.equal(two.itemCount, 3)
      assert.equal(two.shipping, 0)
      assert.equal(two.shippingLabel, 'FREE!')
      assert.equal(two.total, 120)
    })

    test("more than the free stock is refused with the spec's sold-out message and changes nothing", async () => {
      const sale = await h.newSale(h.newSeller(), { stock: [1] })
      const first = h.newMember()
      const second = h.newMember()
      await h.ok(ADD, first, { sizeId: sale.sizeIds[0] })
      const before = await h.snapshot()
      const refused = await h.call(ADD, second, { sizeId: sale.sizeIds[0] })
      assert.deepEqual(refusalOf(refused), {
        code: 'COMMERCE_ERR_SOLD_OUT',
        http: 409,
        message: SOLD_OUT_TEXT,
      })
      assert.deepEqual(await h.snapshot(), before)
      assert.equal(await stockOf(h, sale.sizeIds[0] as number), 0)
    })

    test('an expired hold goes back to stock for the next buyer; the first basket loses it with the notice', async () => {
      const sale = await h.newSale(h.newSeller(), { stock: [1] })
      const first = h.newMember()
      const next = h.newMember()
      await h.ok(ADD, first, { sizeId: sale.sizeIds[0] })
      assert.deepEqual(
        refusalOf(await h.call(ADD, next, { sizeId: sale.sizeIds[0] })).code,
        'COMMERCE_ERR_SOLD_OUT',
      )
      h.clock.advance(HOLD_MINUTES * 60_000 + 1000)
      await h.service.maintain()
      assert.equal(await stockOf(h, sale.sizeIds[0] as number), 1)
      await h.ok(ADD, next, { sizeId: sale.sizeIds[0] })
      const lost = (await h.ok(GET_BASKET, first)).basket
      assert.equal(lost.items.length, 0)
      assert.equal(lost.notice, ITEMS_REMOVED_TEXT)
      // shown once
      assert.equal((await h.ok(GET_BASKET, first)).basket.notice, null)
      assert.equal(await stockOf(h, sale.sizeIds[0] as number), 0)
    })

    test('an expired hold whose unit is still free is taken again on the next read', async () => {
      const sale = await h.newSale(h.newSeller(), { stock: [2] })
      const member = h.newMember()
      await h.ok(ADD, member, { sizeId: sale.sizeIds[0] })
      h.clock.advance(HOLD_MINUTES * 60_000 + 1000)
      const basket = (await h.ok(GET_BASKET, member)).basket
      assert.equal(basket.items.length, 1)
      assert.equal(basket.items[0].held, true)
      assert.equal(basket.notice, null)
      assert.equal(await stockOf(h, sale.sizeIds[0] as number), 1)
    })

    test('update and remove move stock both ways; another member cannot touch the item', async () => {
      const sale = await h.newSale(h.newSeller(), { stock: [5] })
      const member = h.newMember()
      const other = h.newMember()
      const moderator = h.newMember(['moderator'])
      const itemId = (await h.ok(ADD, member, { sizeId: sale.sizeIds[0] })).addToBasket.items[0].id
      await h.ok(UPDATE, member, { itemId, qty: 4 })
      assert.equal(await stockOf(h, sale.sizeIds[0] as number), 1)
      const before = await h.snapshot()
      for (const viewer of [other, moderator]) {
        assert.equal(
          refusalOf(await h.call(UPDATE, viewer, { itemId, qty: 1 })).code,
          'COMMERCE_ERR_ITEM_NOT_FOUND',
        )
        assert.equal(refusalOf(await h.call(REMOVE, viewer, { itemId })).code, 'COMMERCE_ERR_ITEM_NOT_FOUND')
      }
      assert.equal(refusalOf(await h.call(UPDATE, null, { itemId, qty: 1 })).http, 401)
      assert.equal(
        refusalOf(await h.call(UPDATE, member, { itemId, qty: 11 })).code,
        'COMMERCE_ERR_QTY_LIMIT',
      )
      assert.equal(refusalOf(await h.call(UPDATE, member, { itemId, qty: 6 })).code, 'COMMERCE_ERR_SOLD_OUT')
      assert.deepEqual(await h.snapshot(), before)
      await h.ok(UPDATE, member, { itemId, qty: 2 })
      assert.equal(await stockOf(h, sale.sizeIds[0] as number), 3)
      const emptied = (await h.ok(REMOVE, member, { itemId })).removeBasketItem
      assert.equal(emptied.items.length, 0)
      assert.equal(emptied.currency, null)
      assert.equal(await stockOf(h, sale.sizeIds[0] as number), 5)
    })

    test('visitors, closed sales, unknown sizes and a second currency are refused without a change', async () => {
      const open = await h.newSale(h.newSeller(), { stock: [5] })
      const later = await h.newSale(h.newSeller(), { stock: [5], startsInMs: 3_600_000 })
      const dollars = await h.newSale(h.newSeller(), { stock: [5], currency: 'usd' })
      const member = h.newMember()
      await h.ok(ADD, member, { sizeId: open.sizeIds[0] })
      const before = await h.snapshot()
      assert.deepEqual(refusalOf(await h.call(ADD, null, { sizeId: open.sizeIds[0] })).http, 401)
      assert.equal(refusalOf(await h.call(GET_BASKET, null)).code, 'COMMERCE_ERR_NOT_SIGNED_IN')
      assert.equal(
        refusalOf(await h.call(ADD, member, { sizeId: later.sizeIds[0] })).code,
        'COMMERCE_ERR_SALE_CLOSED',
      )
      assert.equal(
        refusalOf(await h.call(ADD, member, { sizeId: 999_999 })).code,
        'COMMERCE_ERR_SIZE_NOT_FOUND',
      )
      assert.equal(
        refusalOf(await h.call(ADD, member, { sizeId: dollars.sizeIds[0] })).code,
        'COMMERCE_ERR_BASKET_CURRENCY',
      )
      assert.equal(
        refusalOf(await h.call(ADD, member, { sizeId: open.sizeIds[0], qty: 0 })).code,
        'COMMERCE_ERR_QTY_LIMIT',
      )
      assert.deepEqual(await h.snapshot(), before)
    })
  })
}
