import type { Viewer } from '@showroom/platform'
import { type CommerceContext, saleTopic } from './commerce.deps.ts'
import { commerceErrors } from './commerce.errors.ts'
import { saleStatus } from './commerce.rules.ts'
import { admitUpTo, drawOnce, isSoldOut, joinAtBack, placeOf, waitingCount } from './queue.store.ts'

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

// The room takes no lock per join (ADR 0031): the draw is one conditional update plus one insert,
// a join is one insert with a place from a sequence, admission is one short transaction that a
// second admitter skips rather than waits for.
export function createQueueService(c: CommerceContext) {
  async function saleOf(saleId: number): Promise<SaleRow> {
    const sale = await c.db
      .selectFrom('sales')
      .select(['id', 'starts_at', 'ends_at', 'serve_capacity', 'drawn_at', 'is_published'])
      .where('id', '=', saleId)
      .executeTakeFirst()
    if (!sale?.is_published) throw commerceErrors.saleNotFound()
    return sale
  }

  // at the first touch after opening: registered members in a random order drawn from a logged seed
  async function ensureDrawn(sale: SaleRow, now: Date): Promise<void> {
    if (sale.serve_capacity === null || sale.drawn_at !== null || now < sale.starts_at) return
    const drawn = await drawOnce(c.db, sale.id, now)
    if (drawn)
      c.logger.info(
        { flashSaleId: sale.id, seed: drawn.seed, registered: drawn.registered },
        'waiting room drawn',
      )
  }

  async function viewOf(sale: SaleRow, userId: number, now: Date): Promise<QueueView> {
    const place = await placeOf(c.db, sale.id, userId)
    const soldOut = await isSoldOut(c.db, sale.id)
    const base = {
      flashSaleId: sale.id,
      waitingToShop: place.waiting,
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
    const entry = place.entry
    if (!entry) return { ...base, status: 'not_joined' }
    if (entry.state === 'admitted')
      return {
        ...base,
        status: 'admitted',
        admitted: true,
        admittedUntil: entry.admittedUntil?.toISOString() ?? null,
      }
    return { ...base, status: 'waiting', position: entry.ahead + 1 }
  }

  // the draw, the change, admission, then the answer; a wake-up on the sale's topic when some were let in
  async function withSale<T>(
    saleId: number,
    body: (sale: SaleRow, now: Date) => Promise<unknown>,
    answer: (sale: SaleRow, now: Date) => Promise<T>,
  ): Promise<T> {
    const now = c.now()
    const sale = await saleOf(saleId)
    await ensureDrawn(sale, now)
    const open = saleStatus(sale, now) === 'open'
    await body(sale, now)
    const admitted = open ? await admitUpTo(c.db, sale, now) : 0
    const result = await answer(sale, now)
    if (admitted > 0) await c.pubsub.publish(saleTopic(saleId), { flashSaleId: saleId, reason: 'queue' })
    return result
  }

  return {
    join: (viewer: Viewer, saleId: number): Promise<QueueView> =>
      withSale(
        saleId,
        async (sale, now) => {
          if (sale.serve_capacity === null || saleStatus(sale, now) !== 'open') return
          await joinAtBack(c.db, sale.id, viewer.userId, now)
        },
        (sale, now) => viewOf(sale, viewer.userId, now),
      ),

    status: (viewer: Viewer, saleId: number) =>
      withSale(
        saleId,
        async () => undefined,
        (sale, now) => viewOf(sale, viewer.userId, now),
      ),

    // for the live page: the queue length only
    waiting: (saleId: number) => waitingCount(c.db, saleId),

    // the opening job: draws and admits without anyone calling (an unpublished sale has no room)
    async tick(saleId: number): Promise<void> {
      const sale = await saleOf(saleId).catch(() => null)
      if (sale)
        await withSale(
          saleId,
          async () => undefined,
          async () => undefined,
        )
    },
  }
}

export type QueueService = ReturnType<typeof createQueueService>
