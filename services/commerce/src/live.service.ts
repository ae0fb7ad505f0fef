import { randomUUID } from 'node:crypto'
import type { RequestContext } from '@showroom/platform'
import { type CommerceContext, saleTopic } from './commerce.deps.ts'
import { isSoldOut, productViews, saleStats } from './sales.view.ts'
import type { Presence } from './live.presence.ts'
import type { SalesService } from './sales.service.ts'

export { createPresence, type Presence } from './live.presence.ts'

export const LIVE_REFRESH_MS = 15_000

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
      stats: await saleStats(c.db, saleId, now, await presence.countNow(saleId)),
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
        // seen at every state sent (at least every 15 s): well inside the minute that counts
        await presence.touch(saleId, connection)
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
      await presence.leave(saleId, connection)
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
