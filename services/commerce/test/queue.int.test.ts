import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { sql } from 'kysely'
import { drawOrder } from '../src/commerce.rules.ts'
import { ADD, type CommerceHarness, createCommerceHarness, refusalOf } from './support/commerce-harness.ts'

const REGISTER = 'mutation ($id: Int!) { registerForFlashSale(flashSaleId: $id) { isRegistered } }'
const JOIN =
  'mutation ($id: Int!) { joinFlashSaleQueue(flashSaleId: $id) { status position waitingToShop admitted soldOut } }'
const STATUS =
  'query ($id: Int!) { flashSaleQueue(flashSaleId: $id) { status position waitingToShop admitted soldOut } }'

for (const kind of testDatabaseKinds()) {
  describe(`the waiting room (${kind})`, () => {
    let h: CommerceHarness
    before(async () => {
      h = await createCommerceHarness(kind)
    })
    after(() => h.close())

    test('registered members are drawn in a logged random order at opening, later arrivals at the back', async () => {
      const sale = await h.newSale(h.newSeller(), { startsInMs: 60_000, serveCapacity: 2, stock: [5] })
      const registered = Array.from({ length: 6 }, () => h.newMember())
      for (const member of registered) await h.ok(REGISTER, member, { id: sale.id })
      assert.equal((await h.ok(STATUS, registered[0], { id: sale.id })).flashSaleQueue.status, 'not_open')
      h.clock.advance(61_000)
      const late = h.newMember()
      const lateView = (await h.ok(JOIN, late, { id: sale.id })).joinFlashSaleQueue
      assert.deepEqual(lateView, {
        status: 'waiting',
        position: 5,
        waitingToShop: 5,
        admitted: false,
        soldOut: false,
      })
      const { rows } = await sql<{ user_id: number; position: number; state: string }>`
        select user_id, position, state from commerce.queue_entries where sale_id = ${sale.id} order by position`.execute(
        h.database.db,
      )
      const seed = (
        await sql<{ draw_seed: string }>`select draw_seed from commerce.sales where id = ${sale.id}`.execute(
          h.database.db,
        )
      ).rows[0]?.draw_seed as string
      // the audit: the stored seed recomputes the same order
      assert.deepEqual(
        rows.slice(0, 6).map((r) => r.user_id),
        drawOrder(
          registered.map((m) => m.userId),
          seed,
        ),
      )
      assert.equal(rows.at(-1)?.user_id, late.userId)
      assert.deepEqual(
        rows.map((r) => r.state),
        ['admitted', 'admitted', 'waiting', 'waiting', 'waiting', 'waiting', 'waiting'],
      )
      const first = registered.find((m) => m.userId === rows[0]?.user_id)
      const third = registered.find((m) => m.userId === rows[2]?.user_id)
      assert.equal((await h.ok(STATUS, first, { id: sale.id })).flashSaleQueue.admitted, true)
      assert.deepEqual((await h.ok(STATUS, third, { id: sale.id })).flashSaleQueue.position, 1)
      // only admitted shoppers may hold stock
      const before = await h.snapshot()
      assert.equal(
        refusalOf(await h.call(ADD, third, { sizeId: sale.sizeIds[0] })).code,
        'COMMERCE_ERR_NOT_ADMITTED',
      )
      assert.deepEqual(await h.snapshot(), before)
      await h.ok(ADD, first, { sizeId: sale.sizeIds[0] })
      // when the first shoppers' windows end, the next two are let in
      h.clock.advance(16 * 60_000)
      await h.service.maintain()
      assert.equal((await h.ok(STATUS, third, { id: sale.id })).flashSaleQueue.admitted, true)
      assert.equal((await h.ok(STATUS, late, { id: sale.id })).flashSaleQueue.waitingToShop, 3)
    })

    test('a sold-out sale tells everyone waiting at once, on the pub/sub and in the status', async () => {
      const sale = await h.newSale(h.newSeller(), { serveCapacity: 1, stock: [1] })
      const shopper = h.newMember()
      const waiting = h.newMember()
      await h.ok(JOIN, shopper, { id: sale.id })
      await h.ok(JOIN, waiting, { id: sale.id })
      const topic = h.pubsub.subscribe(`commerce:sale:${sale.id}`)
      await topic.ready
      await h.ok(ADD, shopper, { sizeId: sale.sizeIds[0] })
      await h.ok(
        `mutation { checkout(idempotencyKey: "sold-out-key", payment: { cardNumber: "4242424242424242" }, termsAccepted: true) { id } }`,
        shopper,
      )
      const seen: Array<{ soldOut?: boolean }> = []
      for await (const message of topic) {
        seen.push(message as { soldOut?: boolean })
        if ((message as { soldOut?: boolean }).soldOut) break
      }
      assert.equal(seen.at(-1)?.soldOut, true)
      assert.deepEqual((await h.ok(STATUS, waiting, { id: sale.id })).flashSaleQueue.status, 'sold_out')
      assert.equal(refusalOf(await h.call(JOIN, null, { id: sale.id })).http, 401)
    })
  })
}
