import { randomBytes } from 'node:crypto'
import { prepared } from '@showroom/platform'
import { sql } from 'kysely'
import type { CommerceDb } from './commerce.deps.ts'
import type { CommerceTables } from './commerce.tables.ts'
import { drawOrder, shopUntil } from './commerce.rules.ts'
import type { Trx } from './holds.ts'

export interface QueueSale {
  id: number
  serve_capacity: number | null
}

// an admitted shopper inside their shopping window
export async function hasShopperPass(trx: Trx, saleId: number, userId: number, now: Date): Promise<boolean> {
  const entry = await trx
    .selectFrom('queue_entries')
    .select('user_id')
    .where('sale_id', '=', saleId)
    .where('user_id', '=', userId)
    .where('state', '=', 'admitted')
    .where('admitted_until', '>', now)
    .executeTakeFirst()
  return entry !== undefined
}

// a sale's figures are read for every sale a page lists: built once
const waiting = prepared<{ saleId: number }, { n: number | string }, CommerceTables>((db, slot) =>
  db
    .selectFrom('queue_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('sale_id', '=', slot('saleId'))
    .where('state', '=', 'waiting'),
)
const freeUnits = prepared<{ saleId: number }, { n: number | string | null }, CommerceTables>((db, slot) =>
  db
    .selectFrom('sizes as z')
    .innerJoin('products as p', 'p.id', 'z.product_id')
    .select((eb) => eb.fn.sum<number>('z.stock').as('n'))
    .where('p.sale_id', '=', slot('saleId')),
)

export async function waitingCount(db: Trx | CommerceDb, saleId: number): Promise<number> {
  const [row] = await waiting(db, { saleId })
  return Number(row?.n ?? 0)
}

// no free unit and no live hold that could still come back: nothing left to wait for
export async function isSoldOut(db: Trx | CommerceDb, saleId: number): Promise<boolean> {
  const [free] = await freeUnits(db, { saleId })
  if (Number(free?.n ?? 0) > 0) return false
  const held = await db
    .selectFrom('basket_items as i')
    .innerJoin('sizes as z', 'z.id', 'i.size_id')
    .innerJoin('products as p', 'p.id', 'z.product_id')
    .select('i.id')
    .where('p.sale_id', '=', saleId)
    .limit(1)
    .executeTakeFirst()
  return held === undefined
}

// once per sale, by whoever marks it drawn first (a conditional update: the others find it done):
// the registered members in a SHA-256 seeded random order, inserted in one statement with
// negative places, so they stand ahead of everyone who joins from the sequence
export async function drawOnce(
  db: CommerceDb,
  saleId: number,
  now: Date,
): Promise<{ seed: string; registered: number } | null> {
  const seed = randomBytes(32).toString('hex')
  return db.transaction().execute(async (trx) => {
    const won = await trx
      .updateTable('sales')
      .set({ draw_seed: seed, drawn_at: now })
      .where('id', '=', saleId)
      .where('drawn_at', 'is', null)
      .returning('id')
      .executeTakeFirst()
    if (!won) return null
    const registered = await trx
      .selectFrom('registrations')
      .select('user_id')
      .where('sale_id', '=', saleId)
      .execute()
    const order = drawOrder(
      registered.map((r) => r.user_id),
      seed,
    )
    if (order.length > 0) {
      const places = order.map((_, i) => i - order.length)
      await trx
        .insertInto('queue_entries')
        .columns(['sale_id', 'user_id', 'position', 'state', 'joined_at'])
        .expression(
          sql`select ${saleId}::int, u, p, 'waiting', ${now}::timestamptz
              from unnest(${`{${order.join(',')}}`}::int[], ${`{${places.join(',')}}`}::int[]) as t(u, p)`,
        )
        .onConflict((oc) => oc.columns(['sale_id', 'user_id']).doNothing())
        .execute()
    }
    return { seed, registered: order.length }
  })
}

// a later arrival: the next place from the sequence, no lock; joining twice keeps the first place
export async function joinAtBack(db: CommerceDb, saleId: number, userId: number, now: Date): Promise<void> {
  await db
    .insertInto('queue_entries')
    .values({
      sale_id: saleId,
      user_id: userId,
      position: sql<number>`default`,
      state: 'waiting',
      joined_at: now,
      admitted_at: null,
      admitted_until: null,
    })
    .onConflict((oc) => oc.columns(['sale_id', 'user_id']).doNothing())
    .execute()
}

// as many shoppers inside as the sale serves, the lowest places first. One admitter at a time per
// sale (the sale's row, skip locked): a call that finds another admitting leaves it to that one
// rather than waiting, so joins never queue behind each other
export async function admitUpTo(db: CommerceDb, sale: QueueSale, now: Date): Promise<number> {
  const capacity = sale.serve_capacity
  if (capacity === null) return 0
  return db.transaction().execute(async (trx) => {
    const mine = await trx
      .selectFrom('sales')
      .select('id')
      .where('id', '=', sale.id)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst()
    if (!mine) return 0
    const inside = await trx
      .selectFrom('queue_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sale_id', '=', sale.id)
      .where('state', '=', 'admitted')
      .where('admitted_until', '>', now)
      .executeTakeFirstOrThrow()
    const free = capacity - Number(inside.n)
    if (free <= 0) return 0
    const admitted = await trx
      .updateTable('queue_entries')
      .set({ state: 'admitted', admitted_at: now, admitted_until: shopUntil(now) })
      .where('sale_id', '=', sale.id)
      .where('state', '=', 'waiting')
      .where('position', 'in', (eb) =>
        eb
          .selectFrom('queue_entries')
          .select('position')
          .where('sale_id', '=', sale.id)
          .where('state', '=', 'waiting')
          .orderBy('position')
          .limit(free),
      )
      .returning('user_id')
      .execute()
    return admitted.length
  })
}

export interface QueuePlace {
  waiting: number
  entry: { state: 'waiting' | 'admitted'; admittedUntil: Date | null; ahead: number } | null
}

// the queue's length and a member's place in it (entries still waiting ahead of theirs)
export async function placeOf(db: CommerceDb, saleId: number, userId: number): Promise<QueuePlace> {
  const entry = await db
    .selectFrom('queue_entries')
    .select(['state', 'position', 'admitted_until'])
    .where('sale_id', '=', saleId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  const counts = await db
    .selectFrom('queue_entries')
    .select([
      sql<number>`count(*)`.as('waiting'),
      sql<number>`count(*) filter (where position < ${entry?.position ?? 0})`.as('ahead'),
    ])
    .where('sale_id', '=', saleId)
    .where('state', '=', 'waiting')
    .executeTakeFirstOrThrow()
  return {
    waiting: Number(counts.waiting),
    entry: entry
      ? {
          state: entry.state,
          admittedUntil: entry.admitted_until ? new Date(entry.admitted_until) : null,
          ahead: Number(counts.ahead),
        }
      : null,
  }
}
