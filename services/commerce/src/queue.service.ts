import { randomBytes } from 'node:crypto'
import type { Viewer } from '@showroom/platform'
import { type CommerceContext, saleTopic } from './commerce.deps.ts'
import { commerceErrors } from './commerce.errors.ts'
import { drawOrder, saleStatus, shopUntil } from './commerce.rules.ts'
import type { Trx } from './holds.ts'
import { isSoldOut, waitingCount } from './queue.store.ts'

export type QueueStatus =
  | 'no_queue'
  | 'not_open'
  | 'not_joined'
  | 'waiting'
  | 'admitted'
  | 'sold_out'
  | 'ended'

export interface QueueView {
  flashSaleId: number
  status: QueueStatus
  position: number | null
  waitingToShop: number
  admitted: boolean
  admittedUntil: string | null
  soldOut: boolean
}

type SaleRow = {
  id: number
  starts_at: Date
  ends_at: Date
  serve_capacity: number | null
  drawn_at: Date | null
}

export function createQueueService(c: CommerceContext) {
  // at the first touch after opening, once (under the sale's row lock): registered members in a
  // random order drawn from a logged seed
  async function ensureDrawn(trx: Trx, sale: SaleRow, now: Date): Promise<void> {
    if (sale.serve_capacity === null || sale.drawn_at !== null || now < sale.starts_at) return
    const seed = randomBytes(32).toString('hex')
    const registered = await trx
      .selectFrom('registrations')
      .select('user_id')
      .where('sale_id', '=', sale.id)
      .execute()
    const order = drawOrder(
      registered.map((r) => r.user_id),
      seed,
    )
    if (order.length > 0)
      await trx
        .insertInto('queue_entries')
        .values(
          order.map((userId, i) => ({
            sale_id: sale.id,
            user_id: userId,
            position: i + 1,
            state: 'waiting' as const,
            joined_at: now,
            admitted_at: null,
            admitted_until: null,
          })),
        )
        .execute()
    await trx.updateTable('sales').set({ draw_seed: seed, drawn_at: now }).where('id', '=', sale.id).execute()
    c.logger.info({ flashSaleId: sale.id, seed, registered: order.length }, 'waiting room drawn')
  }

  // as many shoppers inside as the sale serves; the lowest positions first
  async function admit(trx: Trx, sale: SaleRow, now: Date): Promise<number> {
    if (sale.serve_capacity === null) return 0
    const inside = await trx
      .selectFrom('queue_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sale_id', '=', sale.id)
      .where('state', '=', 'admitted')
      .where('admitted_until', '>', now)
      .executeTakeFirstOrThrow()
    const free = sale.serve_capacity - Number(inside.n)
    if (free <= 0) return 0
    const next = await trx
      .selectFrom('queue_entries')
      .select('user_id')
      .where('sale_id', '=', sale.id)
      .where('state', '=', 'waiting')
      .orderBy('position')
      .limit(free)
      .execute()
    if (next.length === 0) return 0
    await trx
      .updateTable('queue_entries')
      .set({ state: 'admitted', admitted_at: now, admitted_until: shopUntil(now) })
      .where('sale_id', '=', sale.id)
      .where(
        'user_id',
        'in',
        next.map((n) => n.user_id),
      )
      .execute()
    return next.length
  }

  async function viewOf(trx: Trx, sale: SaleRow, userId: number, now: Date): Promise<QueueView> {
    const waiting = await waitingCount(trx, sale.id)
    const soldOut = await isSoldOut(trx, sale.id)
    const base = {
      flashSaleId: sale.id,
      waitingToShop: waiting,
      soldOut,
      position: null,
      admitted: false,
      admittedUntil: null,
    }
    const status = saleStatus(sale, now)
    if (status === 'ended') return { ...base, status: 'ended' }
    if (status === 'upcoming') return { ...base, status: 'not_open' }
    if (soldOut) return { ...base, status: 'sold_out' }
    if (sale.serve_capacity === null) return { ...base, status: 'no_queue', admitted: true }
    const entry = await trx
      .selectFrom('queue_entries')
      .selectAll()
      .where('sale_id', '=', sale.id)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    if (!entry) return { ...base, status: 'not_joined' }
    if (entry.state === 'admitted')
      return {
        ...base,
        status: 'admitted',
        admitted: true,
        admittedUntil: entry.admitted_until ? new Date(entry.admitted_until).toISOString() : null,
      }
    const ahead = await trx
      .selectFrom('queue_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sale_id', '=', sale.id)
      .where('state', '=', 'waiting')
      .where('position', '<', entry.position)
      .executeTakeFirstOrThrow()
    return { ...base, status: 'waiting', position: Number(ahead.n) + 1 }
  }

  // under the sale's row lock: the draw, admission, the change, admission again, then the answer
  async function withSale<T>(
    saleId: number,
    body: (trx: Trx, sale: SaleRow, now: Date) => Promise<unknown>,
    answer: (trx: Trx, sale: SaleRow, now: Date) => Promise<T>,
  ) {
    const now = c.now()
    let admitted = 0
    const result = await c.db.transaction().execute(async (trx) => {
      const sale = await trx
        .selectFrom('sales')
        .select(['id', 'starts_at', 'ends_at', 'serve_capacity', 'drawn_at', 'is_published'])
        .where('id', '=', saleId)
        .forUpdate()
        .executeTakeFirst()
      if (!sale?.is_published) throw commerceErrors.saleNotFound()
      await ensureDrawn(trx, sale, now)
      const open = saleStatus(sale, now) === 'open'
      if (open) admitted += await admit(trx, sale, now)
      await body(trx, sale, now)
      if (open) admitted += await admit(trx, sale, now)
      return answer(trx, sale, now)
    })
    if (admitted > 0) await c.pubsub.publish(saleTopic(saleId), { flashSaleId: saleId, reason: 'queue' })
    return result
  }

  return {
    join: (viewer: Viewer, saleId: number): Promise<QueueView> =>
      withSale(
        saleId,
        async (trx, sale, now) => {
          if (sale.serve_capacity === null || saleStatus(sale, now) !== 'open') return
          const last = await trx
            .selectFrom('queue_entries')
            .select((eb) => eb.fn.max<number>('position').as('p'))
            .where('sale_id', '=', sale.id)
            .executeTakeFirst()
          await trx
            .insertInto('queue_entries')
            .values({
              sale_id: sale.id,
              user_id: viewer.userId,
              position: Number(last?.p ?? 0) + 1,
              state: 'waiting',
              joined_at: now,
              admitted_at: null,
              admitted_until: null,
            })
            .onConflict((oc) => oc.columns(['sale_id', 'user_id']).doNothing())
            .execute()
        },
        (trx, sale, now) => viewOf(trx, sale, viewer.userId, now),
      ),

    status: (viewer: Viewer, saleId: number) =>
      withSale(
        saleId,
        async () => undefined,
        (trx, sale, now) => viewOf(trx, sale, viewer.userId, now),
      ),

    // for the live page: the queue length only
    waiting: (saleId: number) => waitingCount(c.db as unknown as Trx, saleId),

    // the opening job: draws and admits without anyone calling
    async tick(saleId: number): Promise<void> {
      await withSale(
        saleId,
        async () => undefined,
        async () => undefined,
      )
    },
  }
}

export type QueueService = ReturnType<typeof createQueueService>
