import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { sql } from 'kysely'
import { type CommerceHarness, createCommerceHarness } from './support/commerce-harness.ts'

const REGISTER = 'mutation ($id: Int!) { registerForFlashSale(flashSaleId: $id) { isRegistered } }'
const JOIN = 'mutation ($id: Int!) { joinFlashSaleQueue(flashSaleId: $id) { status position admitted } }'
const STATUS = 'query ($id: Int!) { flashSaleQueue(flashSaleId: $id) { status position waitingToShop } }'

type Entry = { user_id: number; position: number; state: string }

for (const kind of testDatabaseKinds()) {
  describe(`the waiting room under concurrent joins (${kind})`, () => {
    let h: CommerceHarness
    before(async () => {
      h = await createCommerceHarness(kind)
    })
    after(() => h.close())

    const entries = async (saleId: number) =>
      (
        await sql<Entry>`select user_id, position, state from commerce.queue_entries
          where sale_id = ${saleId} order by position`.execute(h.database.db)
      ).rows

    test('registrants drawn at opening stay ahead of a crowd joining at the same moment; exactly the capacity is let in', async () => {
      const sale = await h.newSale(h.newSeller(), { startsInMs: 60_000, serveCapacity: 5, stock: [50] })
      const registered = Array.from({ length: 12 }, () => h.newMember())
      for (const member of registered) await h.ok(REGISTER, member, { id: sale.id })
      h.clock.advance(61_000)
      const crowd = Array.from({ length: 60 }, () => h.newMember())
      // the crowd and the registrants all arrive at once; some press join twice
      const views = await Promise.all(
        [...crowd, ...registered, ...crowd.slice(0, 10)].map((member) => h.ok(JOIN, member, { id: sale.id })),
      )
      assert.equal(views.length, 82)
      const rows = await entries(sale.id)
      assert.equal(rows.length, 72)
      assert.equal(new Set(rows.map((r) => r.user_id)).size, 72)
      const registeredIds = new Set(registered.map((m) => m.userId))
      assert.deepEqual(
        rows.slice(0, 12).map((r) => registeredIds.has(r.user_id)),
        Array(12).fill(true),
      )
      assert.equal(rows.filter((r) => r.state === 'admitted').length, 5)
      assert.deepEqual(
        rows.slice(0, 5).map((r) => r.state),
        Array(5).fill('admitted'),
      )
      // places are the real order: the last to join waits behind everyone else still waiting
      const last = crowd.find((m) => m.userId === rows.at(-1)?.user_id)
      assert.deepEqual((await h.ok(STATUS, last, { id: sale.id })).flashSaleQueue, {
        status: 'waiting',
        position: 67,
        waitingToShop: 67,
      })
      const seed = (
        await sql<{ n: number }>`select count(*)::int as n from commerce.sales
          where id = ${sale.id} and draw_seed is not null`.execute(h.database.db)
      ).rows[0]?.n
      assert.equal(seed, 1)
    })

    test('when windows end, concurrent status calls let in no more than the capacity', async () => {
      const sale = await h.newSale(h.newSeller(), { serveCapacity: 3, stock: [50] })
      const members = Array.from({ length: 20 }, () => h.newMember())
      for (const member of members) await h.ok(JOIN, member, { id: sale.id })
      h.clock.advance(16 * 60_000)
      await Promise.all(members.map((member) => h.ok(STATUS, member, { id: sale.id })))
      const inside = (
        await sql<{
          n: number
        }>`select count(*)::int as n from commerce.queue_entries where sale_id = ${sale.id}
          and state = 'admitted' and admitted_until > ${h.clock.now()}`.execute(h.database.db)
      ).rows[0]?.n
      assert.equal(inside, 3)
    })
  })
}
