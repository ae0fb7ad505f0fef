import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import {
  ADD,
  CHECKOUT,
  type CommerceHarness,
  createCommerceHarness,
  refusalOf,
  SALE,
  SAVE_PRODUCT,
  SAVE_SALE,
  SUCCESS_CARD,
} from './support/commerce-harness.ts'

const REGISTER =
  'mutation ($id: Int!) { registerForFlashSale(flashSaleId: $id, sendConfirmation: true) { flashSaleId isRegistered } }'
const UNREGISTER =
  'mutation ($id: Int!) { unregisterFromFlashSale(flashSaleId: $id) { flashSaleId isRegistered } }'
const REPORT = 'mutation ($id: Int!) { reportFlashSaleEnded(flashSaleId: $id) { flashSaleId reported } }'
const LIST = 'query ($cityId: Int) { flashSales(cityId: $cityId) { id isRegistered status } }'
const SELLER_ORDERS =
  'query ($id: Int!) { flashSaleOrders(flashSaleId: $id) { orders { id buyerUserId } csv } }'

for (const kind of testDatabaseKinds()) {
  describe(`sales, registration and sellers (${kind})`, () => {
    let h: CommerceHarness
    before(async () => {
      h = await createCommerceHarness(kind)
    })
    after(() => h.close())

    test('registering and cancelling; visitors refused; the event carries the opening time', async () => {
      const sale = await h.newSale(h.newSeller(), { startsInMs: 86_400_000 })
      const member = h.newMember()
      assert.deepEqual((await h.ok(REGISTER, member, { id: sale.id })).registerForFlashSale, {
        flashSaleId: sale.id,
        isRegistered: true,
      })
      // twice is still once
      await h.ok(REGISTER, member, { id: sale.id })
      assert.equal((await h.ok(SALE, member, { id: sale.id })).flashSale.isRegistered, true)
      assert.equal((await h.ok(SALE, null, { id: sale.id })).flashSale.isRegistered, false)
      const events = (await h.publishedEvents('commerce.sale.registered')).filter(
        (e) => e.userId === member.userId,
      )
      assert.equal(events.length, 1)
      assert.equal(events[0].sendConfirmation, true)
      const before = await h.snapshot()
      assert.equal(refusalOf(await h.call(REGISTER, null, { id: sale.id })).http, 401)
      assert.equal(
        refusalOf(await h.call(REGISTER, member, { id: 999_999 })).code,
        'COMMERCE_ERR_SALE_NOT_FOUND',
      )
      assert.deepEqual(await h.snapshot(), before)
      assert.equal(
        (await h.ok(UNREGISTER, member, { id: sale.id })).unregisterFromFlashSale.isRegistered,
        false,
      )
    })

    test('a sale lists in its city and online-only ones in every city; an unpublished one only to its seller, not even moderators', async () => {
      const seller = h.newSeller()
      const visible = await h.newSale(seller)
      const draft = await h.newSale(seller, { published: false })
      const ids = (await h.ok(LIST, null, { cityId: 1 })).flashSales.map((s: { id: number }) => s.id)
      assert.ok(ids.includes(visible.id))
      assert.ok(!ids.includes(draft.id))
      assert.equal(
        refusalOf(await h.call(SALE, h.newMember(), { id: draft.id })).code,
        'COMMERCE_ERR_SALE_NOT_FOUND',
      )
      assert.equal(refusalOf(await h.call(SALE, null, { id: draft.id })).code, 'COMMERCE_ERR_SALE_NOT_FOUND')
      assert.equal((await h.ok(SALE, seller, { id: draft.id })).flashSale.id, draft.id)
      assert.equal(
        refusalOf(await h.call(SALE, h.newMember(['moderator']), { id: draft.id })).code,
        'COMMERCE_ERR_SALE_NOT_FOUND',
      )
    })

    test('only the seller edits a sale and its products; others change nothing', async () => {
      const seller = h.newSeller()
      const sale = await h.newSale(seller)
      const other = h.newSeller()
      const moderator = h.newMember(['moderator'])
      const member = h.newMember()
      const before = await h.snapshot()
      const edit = {
        input: {
          id: sale.id,
          personaType: 'designer',
          personaId: seller.persona.id,
          name: 'Taken over',
          startsAt: new Date().toISOString(),
          endsAt: new Date(Date.now() + 1e8).toISOString(),
          currency: 'gbp',
        },
      }
      for (const viewer of [other, moderator, member]) {
        assert.equal(refusalOf(await h.call(SAVE_SALE, viewer, edit)).code, 'COMMERCE_ERR_NOT_ALLOWED')
        assert.equal(
          refusalOf(
            await h.call(SAVE_PRODUCT, viewer, {
              input: { flashSaleId: sale.id, name: 'x', price: 1, sizes: [{ label: 'S', stock: 1 }] },
            }),
          ).code,
          'COMMERCE_ERR_NOT_ALLOWED',
        )
      }
      assert.equal(refusalOf(await h.call(SAVE_SALE, null, edit)).http, 401)
      const bad = { input: { ...edit.input, endsAt: '2020-01-01T00:00:00Z' } }
      assert.equal(refusalOf(await h.call(SAVE_SALE, seller, bad)).http, 400)
      const nul = { input: { ...edit.input, name: 'a\u0000b' } }
      assert.equal(refusalOf(await h.call(SAVE_SALE, seller, nul)).http, 400)
      assert.deepEqual(await h.snapshot(), before)
      const saved = (await h.ok(SAVE_SALE, seller, edit)).saveFlashSale
      assert.equal(saved.id, sale.id)
    })

    test("badges follow the ADR's rules from real figures, and the seller sees the orders as CSV", async () => {
      const seller = h.newSeller()
      const sale = await h.newSale(seller, { stock: [6, 1] })
      let product = (await h.ok(SALE, null, { id: sale.id })).flashSale.products
      assert.deepEqual(product[0].badges, [])
      assert.deepEqual(product[1].badges, [{ type: 'last_one', label: 'Last one!', count: 1 }])
      const buyers = [h.newMember(), h.newMember(), h.newMember()]
      for (const [i, buyer] of buyers.entries()) {
        await h.ok(ADD, buyer, { sizeId: sale.sizeIds[0] })
        await h.ok(CHECKOUT, buyer, {
          key: `badge-key-${i}-${buyer.userId}`,
          card: SUCCESS_CARD,
          terms: true,
        })
      }
      const view = (await h.ok(SALE, null, { id: sale.id })).flashSale
      product = view.products
      assert.deepEqual(product[0].badges, [
        { type: 'hot_now', label: 'Hot now!', count: null },
        { type: 'remaining', label: '3 remaining', count: 3 },
      ])
      assert.deepEqual(view.stats, { soldRecently: 3, boughtRecently: 3, viewingNow: 0, waitingToShop: 0 })
      h.clock.advance(61 * 60_000)
      assert.deepEqual((await h.ok(SALE, null, { id: sale.id })).flashSale.products[0].badges, [
        { type: 'remaining', label: '3 remaining', count: 3 },
      ])
      const orders = (await h.ok(SELLER_ORDERS, seller, { id: sale.id })).flashSaleOrders
      assert.equal(orders.orders.length, 3)
      assert.equal(
        orders.csv.split('\n')[0],
        'order_id,paid_at,buyer_user_id,product,size,qty,price,currency',
      )
      assert.equal(orders.csv.trim().split('\n').length, 4)
      for (const viewer of [h.newSeller(), buyers[0], h.newMember(['moderator'])])
        assert.equal(
          refusalOf(await h.call(SELLER_ORDERS, viewer, { id: sale.id })).code,
          'COMMERCE_ERR_NOT_ALLOWED',
        )
    })

    test('reporting a sale as ended reaches the moderators once per member', async () => {
      const sale = await h.newSale(h.newSeller())
      const member = h.newMember()
      assert.deepEqual((await h.ok(REPORT, member, { id: sale.id })).reportFlashSaleEnded, {
        flashSaleId: sale.id,
        reported: true,
      })
      await h.ok(REPORT, member, { id: sale.id })
      const events = (await h.publishedEvents('commerce.sale.reported-ended')).filter(
        (e) => e.flashSaleId === sale.id,
      )
      assert.deepEqual(events, [{ flashSaleId: sale.id, userId: member.userId }])
      assert.equal(refusalOf(await h.call(REPORT, null, { id: sale.id })).http, 401)
    })
  })
}
