// 500 buyers on 20 units through one gateway (in this process, every call through the /api edge):
// each waits in the sale's room, is let in, adds a unit and pays (a third double-submit). Prints
// the exact order count (must be 20), checkout p50/p99, and how fast the room answers joins while
// admitting. PGlite by default; PostgreSQL with --postgres (a throwaway database on
// TEST_POSTGRES_URL's server). The machine is shared: figures are printed, never asserted.
import { availableParallelism } from 'node:os'
import { createTestGateway } from '@showroom/testkit'
import { type Generated, type Kysely, sql } from 'kysely'

// the columns of commerce's tables this bench writes
interface BenchTables {
  sales: {
    id: Generated<number>
    persona_type: string
    persona_id: number
    name: string
    city_id: number
    starts_at: Date
    ends_at: Date
    currency: string
    serve_capacity: number
  }
  products: { id: Generated<number>; sale_id: number; name: string; price: number; original_price: number }
  sizes: { id: Generated<number>; product_id: number; label: string; stock: number }
  queue_entries: { sale_id: number; state: string; admitted_until: Date | null }
}
// the part of the waiting room's answers this bench reads
interface RoomValues {
  queue?: { admitted?: boolean; sold_out?: boolean }
}

const BUYERS = Number(process.env.BENCH_CHECKOUT_BUYERS ?? 500)
const UNITS = Number(process.env.BENCH_CHECKOUT_UNITS ?? 20)
const SERVE = Number(process.env.BENCH_CHECKOUT_SERVE ?? 100)
const log = (line: string) => process.stdout.write(`${line}\n`)
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN

async function main(): Promise<void> {
  const kind = process.argv.includes('--postgres') ? 'postgres' : 'pglite'
  log(
    `checkout: ${BUYERS} buyers, ${UNITS} units, room serves ${SERVE}, ${kind}, ${availableParallelism()} cores`,
  )
  const gateway = await createTestGateway({ database: kind })
  try {
    const db = gateway.platform.database.forSchema('commerce') as never as Kysely<BenchTables>
    const now = Date.now()
    const sale = await db
      .insertInto('sales')
      .values({
        persona_type: 'designer',
        persona_id: 1,
        name: 'Bench sale',
        city_id: 1,
        starts_at: new Date(now - 1000),
        ends_at: new Date(now + 3_600_000),
        currency: 'gbp',
        serve_capacity: SERVE,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const product = await db
      .insertInto('products')
      .values({ sale_id: sale.id, name: 'Coat', price: 10_000, original_price: 30_000 })
      .returning('id')
      .executeTakeFirstOrThrow()
    const size = await db
      .insertInto('sizes')
      .values({ product_id: product.id, label: 'M', stock: UNITS })
      .returning('id')
      .executeTakeFirstOrThrow()

    const started = performance.now()
    const buyers: string[] = []
    for (let i = 0; i < BUYERS; i++) {
      const user = await gateway.services.accounts.api.createUser({
        email: `bench-${i}@example.test`,
        username: `bench_${i}`,
        password: 'long-enough-password',
        fullName: `Buyer ${i}`,
      })
      buyers.push((await gateway.services.accounts.api.signIn(user.id)).token)
    }
    log(`  ${BUYERS} members signed in (${((performance.now() - started) / 1000).toFixed(1)} s)`)

    const call = async (
      token: string,
      name: string,
      payload: Record<string, unknown>,
      method: 'GET' | 'POST' = 'POST',
    ) => {
      const query = new URLSearchParams(payload as Record<string, string>).toString()
      const response = await gateway.app.inject({
        method,
        url: method === 'GET' ? `/api/${name}?${query}` : `/api/${name}`,
        ...(method === 'POST' ? { payload } : {}),
        headers: {
          cookie: `sr_session=${token}`,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
      })
      return {
        status: response.statusCode,
        body: response.json() as { values: RoomValues; errors: Array<{ code: string }> },
      }
    }

    const joinStart = performance.now()
    const joins = await Promise.all(
      buyers.map((token) => call(token, 'flash_sale_queue_join', { flash_sale_id: sale.id })),
    )
    const joinSeconds = (performance.now() - joinStart) / 1000
    const admitted = joins.filter((j) => j.body.values.queue?.admitted).length
    log(
      `  room: ${BUYERS} joins in ${joinSeconds.toFixed(2)} s (${(BUYERS / joinSeconds).toFixed(0)} joins/s), ${admitted} admitted at once (serves ${SERVE})`,
    )

    // shoppers come in batches as the room admits them; a shopper's window ends when they are done
    const latencies: number[] = []
    let soldOutAnswers = 0
    let batch = 0
    const done = new Set<string>()
    while (done.size < BUYERS) {
      const inside: string[] = []
      for (const token of buyers) {
        if (done.has(token)) continue
        const status = await call(token, 'flash_sale_queue_status', { flash_sale_id: String(sale.id) }, 'GET')
        const queue = status.body.values.queue
        if (queue?.admitted || queue?.sold_out) inside.push(token)
      }
      if (inside.length === 0) break
      batch++
      await Promise.all(
        inside.map(async (token, i) => {
          done.add(token)
          const added = await call(token, 'basket_add', { size_id: size.id })
          if (added.status !== 200) {
            soldOutAnswers++
            return
          }
          const pay = {
            idempotency_key: `bench-${i}-${token.slice(0, 12)}`,
            card_number: '4242424242424242',
            terms_accepted: 1,
          }
          const t = performance.now()
          await Promise.all(
            Array.from({ length: i % 3 === 0 ? 2 : 1 }, () => call(token, 'checkout_create', pay)),
          )
          latencies.push(performance.now() - t)
        }),
      )
      // the admitted shoppers' windows end: the next batch is let in
      await db
        .updateTable('queue_entries')
        .set({ admitted_until: new Date(Date.now() - 1) })
        .where('sale_id', '=', sale.id)
        .where('state', '=', 'admitted')
        .execute()
    }
    const sorted = latencies.sort((a, b) => a - b)
    const { rows } = await sql<{
      n: number
    }>`select count(*)::int as n from commerce.orders where status = 'paid'`.execute(
      gateway.platform.database.db,
    )
    const stock = await db
      .selectFrom('sizes')
      .select('stock')
      .where('id', '=', size.id)
      .executeTakeFirstOrThrow()
    log(
      `  ${batch} admission batches; paid orders ${rows[0]?.n} (expected ${UNITS}); stock left ${stock.stock}; sold-out answers ${soldOutAnswers}`,
    )
    log(
      `  checkout (incl. double submits): p50 ${pct(sorted, 50).toFixed(1)} ms, p99 ${pct(sorted, 99).toFixed(1)} ms over ${sorted.length}`,
    )
    if (rows[0]?.n !== UNITS) process.exitCode = 1
  } finally {
    await gateway.close()
  }
}

await main()
