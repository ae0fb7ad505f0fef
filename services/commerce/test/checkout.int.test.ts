import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { DECLINED_TEXT, FAILED_TEXT, ITEMS_REMOVED_TEXT, testChargeCount } from '../src/index.ts'
import {
  ADD,
  CHECKOUT,
  type CommerceHarness,
  createCommerceHarness,
  DECLINE_CARD,
  FAIL_CARD,
  GET_BASKET,
  ORDER_FIELDS,
  PRO,
  refusalOf,
  stockOf,
  SUCCESS_CARD,
} from './support/commerce-harness.ts'

const ORDER = `query ($id: Int!, $token: String!) { order(id: $id, token: $token) { ${ORDER_FIELDS} } }`
const MY_ORDERS = `query ($current: Boolean) { myOrders(onlyCurrent: $current) { id token currencySymbol products { productName qty price heroThumbUrl } } }`

for (const kind of testDatabaseKinds()) {
  describe(`checkout and orders (${kind})`, () => {
    let h: CommerceHarness
    const charges = () => testChargeCount(h.database.forSchema('commerce'))
    before(async () => {
      h = await createCommerceHarness(kind)
    })
    after(() => h.close())

    test('terms must be ticked; nothing is charged or ordered without them', async () => {
      const sale = await h.newSale(h.newSeller(), { stock: [2] })
      const member = h.newMember()
      await h.ok(ADD, member, { sizeId: sale.sizeIds[0] })
      const before = await h.snapshot()
      const refused = await h.call(CHECKOUT, member, { key: 'terms-key-1', card: SUCCESS_CARD, terms: false })
      assert.deepEqual(refusalOf(refused), {
        code: 'COMMERCE_ERR_TERMS_REQUIRED',
        http: 400,
        message: 'Please check to agree with the terms',
      })
      assert.deepEqual(await h.snapshot(), before)
    })

    test('a paid order empties the basket, keeps the units sold, and a retried key answers the same order', async () => {
      const sale = await h.newSale(h.newSeller(), { stock: [3], price: 40, originalPrice: 100 })
      const member = h.newMember()
      await h.ok(ADD, member, { sizeId: sale.sizeIds[0], qty: 2 })
      const charged = await charges()
      const [a, b] = await Promise.all([
        h.ok(CHECKOUT, member, { key: 'double-click-1', card: SUCCESS_CARD, terms: true }),
        h.ok(CHECKOUT, member, { key: 'double-click-1', card: SUCCESS_CARD, terms: true }),
      ])
      assert.deepEqual(a.checkout, b.checkout)
      const again = await h.ok(CHECKOUT, member, { key: 'double-click-1', card: SUCCESS_CARD, terms: true })
      assert.deepEqual(again.checkout, a.checkout)
      const order = a.checkout
      assert.equal(order.status, 'paid')
      assert.equal(order.total, 84.95)
      assert.equal(order.currencySymbol, '£')
      assert.equal(order.url, `/my-orders/${order.id}/${order.token}/`)
      assert.deepEqual(order.products, [
        {
          productName: 'Product 1',
          sizeLabel: 'M',
          qty: 2,
          price: 40,
          heroThumbUrl: 'https://img.example/0.jpg',
        },
      ])
      assert.equal(await charges(), charged + 1)
      assert.equal(await stockOf(h, sale.sizeIds[0] as number), 1)
      assert.equal((await h.ok(GET_BASKET, member)).basket.items.length, 0)
      const paid = await h.publishedEvents('commerce.order.paid')
      assert.deepEqual(paid.at(-1), {
        orderId: order.id,
        userId: member.userId,
        kind: 'goods',
        flashSaleIds: [sale.id],
        total: 8495,
        currency: 'gbp',
      })
    })

    test("a declined card says so exactly, keeps the holds, and 'Change card' pays the same order", async () => {
      const sale = await h.newSale(h.newSeller(), { stock: [1] })
      const member = h.newMember()
      await h.ok(ADD, member, { sizeId: sale.sizeIds[0] })
      const charged = await charges()
      const declined = await h.call(CHECKOUT, member, {
        key: 'change-card-1',
        card: DECLINE_CARD,
        terms: true,
      })
      assert.deepEqual(refusalOf(declined), {
        code: 'COMMERCE_ERR_CARD_DECLINED',
        http: 402,
        message: DECLINED_TEXT,
      })
      // the same key with the same card answers the same refusal (a new attempt, no charge)
      assert.equal(
        refusalOf(await h.call(CHECKOUT, member, { key: 'change-card-1', card: DECLINE_CARD, terms: true }))
          .message,
        DECLINED_TEXT,
      )
      const failed = await h.call(CHECKOUT, member, { key: 'change-card-1', card: FAIL_CARD, terms: true })
      assert.deepEqual(refusalOf(failed), {
        code: 'COMMERCE_ERR_PAYMENT_FAILED',
        http: 402,
        message: FAILED_TEXT,
      })
      assert.equal((await h.ok(GET_BASKET, member)).basket.items.length, 1)
      assert.equal(await stockOf(h, sale.sizeIds[0] as number), 0)
      assert.equal(await charges(), charged)
      const paid = (await h.ok(CHECKOUT, member, { key: 'change-card-1', card: SUCCESS_CARD, terms: true }))
        .checkout
      assert.equal(paid.status, 'paid')
      assert.equal(await charges(), charged + 1)
      const { rows } = await h.database.db
        .withSchema('commerce')
        .selectFrom('orders')
        .select(['id'])
        .where('idempotency_key', '=', 'change-card-1')
        .execute()
        .then((r) => ({ rows: r }))
      assert.equal(rows.length, 1)
    })

    test('a hold lost before paying answers the out-of-stock message and charges nothing', async () => {
      const sale = await h.newSale(h.newSeller(), { stock: [1] })
      const slow = h.newMember()
      const quick = h.newMember()
      await h.ok(ADD, slow, { sizeId: sale.sizeIds[0] })
      h.clock.advance(11 * 60_000)
      await h.service.maintain()
      await h.ok(ADD, quick, { sizeId: sale.sizeIds[0] })
      const charged = await charges()
      const refused = await h.call(CHECKOUT, slow, { key: 'too-slow-1', card: SUCCESS_CARD, terms: true })
      assert.deepEqual(refusalOf(refused), {
        code: 'COMMERCE_ERR_ITEMS_REMOVED',
        http: 409,
        message: ITEMS_REMOVED_TEXT,
      })
      assert.equal(await charges(), charged)
      assert.equal(
        refusalOf(await h.call(CHECKOUT, slow, { key: 'too-slow-2', card: SUCCESS_CARD, terms: true })).code,
        'COMMERCE_ERR_BASKET_EMPTY',
      )
    })

    test('an order opens only for its buyer with its token; the recent list shows the spec fields', async () => {
      const sale = await h.newSale(h.newSeller(), { stock: [2] })
      const buyer = h.newMember()
      await h.ok(ADD, buyer, { sizeId: sale.sizeIds[0] })
      const order = (await h.ok(CHECKOUT, buyer, { key: 'open-order-1', card: SUCCESS_CARD, terms: true }))
        .checkout
      assert.equal((await h.ok(ORDER, buyer, { id: order.id, token: order.token })).order.id, order.id)
      for (const [viewer, token] of [
        [buyer, 'wrong-token'],
        // the token with its last character changed (to another one whatever it was)
        [buyer, `${order.token.slice(0, -1)}${order.token.endsWith('x') ? 'y' : 'x'}`],
        [h.newMember(), order.token],
        [h.newMember(['moderator']), order.token],
      ] as const)
        assert.deepEqual(
          refusalOf(await h.call(ORDER, viewer, { id: order.id, token })).code,
          'COMMERCE_ERR_ORDER_NOT_FOUND',
        )
      assert.equal(refusalOf(await h.call(ORDER, null, { id: order.id, token: order.token })).http, 401)
      const list = (await h.ok(MY_ORDERS, buyer, { current: true })).myOrders
      assert.deepEqual(list[0], {
        id: order.id,
        token: order.token,
        currencySymbol: '£',
        products: [
          { productName: 'Product 1', qty: 1, price: 40, heroThumbUrl: 'https://img.example/0.jpg' },
        ],
      })
      assert.deepEqual((await h.ok(MY_ORDERS, h.newMember(), { current: true })).myOrders, [])
    })

    test('pro is bought through the same checkout: 30 days, extended by a second purchase', async () => {
      const member = h.newMember()
      const first = (await h.ok(PRO, member, { key: 'pro-key-001', card: SUCCESS_CARD, terms: true }))
        .purchasePro
      assert.equal(first.kind, 'pro')
      assert.equal(first.total, 4.99)
      assert.equal(new Date(first.proUntil).getTime() - h.clock.now().getTime(), 30 * 86_400_000)
      const replay = (await h.ok(PRO, member, { key: 'pro-key-001', card: SUCCESS_CARD, terms: true }))
        .purchasePro
      assert.equal(replay.id, first.id)
      const second = (await h.ok(PRO, member, { key: 'pro-key-002', card: SUCCESS_CARD, terms: true }))
        .purchasePro
      assert.equal(new Date(second.proUntil).getTime() - h.clock.now().getTime(), 60 * 86_400_000)
      const events = await h.publishedEvents('commerce.pro.purchased')
      assert.equal(events.filter((e) => e.userId === member.userId).length, 2)
      assert.equal(
        refusalOf(await h.call(PRO, member, { key: 'pro-key-003', card: DECLINE_CARD, terms: true })).message,
        DECLINED_TEXT,
      )
      assert.equal(
        refusalOf(await h.call(PRO, null, { key: 'pro-key-004', card: SUCCESS_CARD, terms: true })).http,
        401,
      )
      assert.equal(
        refusalOf(await h.call(PRO, member, { key: 'short', card: SUCCESS_CARD, terms: true })).http,
        400,
      )
      // the period runs out: accounts is told once
      h.clock.advance(61 * 86_400_000)
      await h.service.maintain()
      await h.service.maintain()
      const ended = (await h.publishedEvents('commerce.pro.ended')).filter((e) => e.userId === member.userId)
      assert.deepEqual(ended, [{ userId: member.userId }])
    })
  })
}
