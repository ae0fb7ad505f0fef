import type { Logger } from '@showroom/platform'

export interface PageViewWriter {
  addPageViews(eventId: number, views: number, paidViews: number, firstViewAt: Date): Promise<unknown>
}

interface Pending {
  views: number
  paidViews: number
  firstViewAt: Date
}

export const FLUSH_EVERY_MS = 2000

// views add up in memory and are written every few seconds, one UPDATE per event, so a busy
// event page costs no write per view (ADR 0008)
export function createPageViewCounter(options: {
  writer: PageViewWriter
  logger: Logger
  now?: () => Date
  flushEveryMs?: number
}) {
  const now = options.now ?? (() => new Date())
  let pending = new Map<number, Pending>()
  let timer: NodeJS.Timeout | undefined
  let flushing: Promise<void> = Promise.resolve()

  async function writeAll(batch: Map<number, Pending>) {
    for (const [eventId, counts] of batch) {
      try {
        await options.writer.addPageViews(eventId, counts.views, counts.paidViews, counts.firstViewAt)
      } catch (error) {
        // counts are approximate by design: a failed write is logged, not retried forever
        options.logger.warn({ err: error, eventId }, 'could not write page views')
      }
    }
  }

  const counter = {
    record(eventId: number, paid: boolean) {
      const entry = pending.get(eventId) ?? { views: 0, paidViews: 0, firstViewAt: now() }
      entry.views += 1
      if (paid) entry.paidViews += 1
      pending.set(eventId, entry)
    },
    pendingCount: () => pending.size,
    // writes what was counted so far; flushes run one after another
    flush(): Promise<void> {
      const batch = pending
      pending = new Map()
      flushing = flushing.then(() => writeAll(batch))
      return flushing
    },
    start() {
      if (timer) return
      timer = setInterval(() => void counter.flush(), options.flushEveryMs ?? FLUSH_EVERY_MS)
      timer.unref()
    },
    async stop() {
      clearInterval(timer)
      timer = undefined
      await counter.flush()
    },
  }
  return counter
}

export type PageViewCounter = ReturnType<typeof createPageViewCounter>
