import { randomUUID } from 'node:crypto'
import type { RequestContext } from '@showroom/platform'
import { type CommerceContext, saleTopic } from './commerce.deps.ts'
import { isSoldOut, productViews, saleStats } from './sales.view.ts'
import type { SalesService } from './sales.service.ts'

export const LIVE_REFRESH_MS = 15_000
const VIEWING_WINDOW_MS = 60_000

// open sale pages in this process, seen within the last minute (ADR 0022: viewing now)
export function createPresence(now: () => Date) {
  const seen = new Map<number, Map<string, number>>()
  return {
    touch(saleId: number, connection: string) {
      const pages = seen.get(saleId) ?? new Map<string, number>()
      pages.set(connection, now().getTime())
      seen.set(saleId, pages)
    },
    leave(saleId: number, connection: string) {
      seen.get(saleId)?.delete(connection)
    },
    count(saleId: number): number {
      const pages = seen.get(saleId)
      if (!pages) return 0
      const since = now().getTime() - VIEWING_WINDOW_MS
      let n = 0
      for (const [connection, at] of pages) {
        if (at >= since) n++
        else pages.delete(connection)
      }
      return n
    },
  }
}

export type Presence = ReturnType<typeof createPresence>

// the first state at once, then a fresh read on every wake-up of the sale's topic and every 15 s
export function createLiveService(
  c: CommerceContext,
  sales: SalesService,
  presence: Presence,
  refreshMs = LIVE_REFRESH_MS,
) {
  async function snapshot(saleId: number) {
    const now = c.now()
    const products = await productViews(c.db, saleId, now)
    return {
      flashSaleId: saleId,
      soldOut: await isSoldOut(c.db, saleId),
      sizes: products.flatMap((p) =>
        p.sizes.map((z) => ({ id: z.id, productId: p.id, remaining: z.remaining })),
      ),
      products,
      stats: await saleStats(c.db, saleId, now, presence.count(saleId)),
    }
  }

  // refused at subscribe time like any read, then the stream
  async function* stream(saleId: number) {
    const connection = randomUUID()
    const topic = c.pubsub.subscribe(saleTopic(saleId))
    const signal: { wake: (() => void) | null; pending: boolean } = { wake: null, pending: false }
    const pump = (async () => {
      for await (const _ of topic) {
        signal.pending = true
        signal.wake?.()
      }
    })()
    const timer = setInterval(() => {
      signal.pending = true
      signal.wake?.()
    }, refreshMs)
    try {
      await topic.ready
      while (true) {
        presence.touch(saleId, connection)
        yield await snapshot(saleId)
        if (!signal.pending)
          await new Promise<void>((resolve) => {
            signal.wake = resolve
          })
        signal.wake = null
        signal.pending = false
      }
    } finally {
      clearInterval(timer)
      presence.leave(saleId, connection)
      await topic.return()
      await pump.catch(() => undefined)
    }
  }

  return {
    async watch(ctx: RequestContext, saleId: number) {
      await sales.visibleSale(ctx.viewer, saleId)
      return stream(saleId)
    },
  }
}
