import { isIPv6 } from 'node:net'
import type { Logger, RequestContext } from '@showroom/platform'

export interface PageViewWriter {
  addPageViews(eventId: number, views: number, paidViews: number, firstViewAt: Date): Promise<unknown>
}

interface Pending {
  views: number
  paidViews: number
  firstViewAt: Date
}

export const FLUSH_EVERY_MS = 2000
// visitor-and-event pairs remembered per day: about 100 bytes each, so at most ~20 MB
export const MAX_REMEMBERED_VIEWS = 200_000

const VIEWED = 1
const PAID = 2

// views add up in memory and are written every few seconds, one UPDATE per event, so a busy
// event page costs no write per view. A visitor counts once per event per UTC day, and once more
// as paid at most (ADR 0008). The day's memory is per process; with several gateway processes it
// belongs in Redis or PostgreSQL.
export function createPageViewCounter(options: {
  writer: PageViewWriter
  logger: Logger
  now?: () => Date
  flushEveryMs?: number
  maxRemembered?: number
}) {
  const now = options.now ?? (() => new Date())
  const maxRemembered = options.maxRemembered ?? MAX_REMEMBERED_VIEWS
  let pending = new Map<number, Pending>()
  let day = ''
  const seen = new Map<string, number>()

  // what this visitor already counted for this event today
  function remember(key: string, flags: number) {
    const today = now().toISOString().slice(0, 10)
    if (today !== day) {
      seen.clear()
      day = today
    }
    const before = seen.get(key) ?? 0
    // the oldest pair is forgotten first: a visitor that far back may count once more
    if (before === 0 && seen.size >= maxRemembered) seen.delete(seen.keys().next().value as string)
    seen.delete(key)
    seen.set(key, before | flags)
    return before
  }
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
    // visitor: a member or an anonymous client address (see visitorOf); true when it counted
    record(eventId: number, visitor: string, paid: boolean): boolean {
      const before = remember(`${eventId} ${visitor}`, paid ? VIEWED | PAID : VIEWED)
      const newView = (before & VIEWED) === 0
      const newPaid = paid && (before & PAID) === 0
      if (!newView && !newPaid) return false
      const entry = pending.get(eventId) ?? { views: 0, paidViews: 0, firstViewAt: now() }
      // a paid arrival after an ordinary view of the same day adds only the paid view
      if (newView) entry.views += 1
      if (newPaid) entry.paidViews += 1
      pending.set(eventId, entry)
      return true
    },
    rememberedCount: () => seen.size,
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

// a member is one visitor wherever they are; an anonymous visitor is their client address (a
// cookie is cleared in a click), an IPv6 one by its /64, which one subscriber usually holds whole
export function visitorOf(ctx: Pick<RequestContext, 'viewer' | 'clientIp'>): string {
  if (ctx.viewer) return `member:${ctx.viewer.userId}`
  const ip = ctx.clientIp
  if (!ip) return 'address:unknown'
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return `address:${mapped[1]}`
  if (isIPv6(ip)) return `address:${ipv6Prefix64(ip)}`
  return `address:${ip}`
}

function ipv6Prefix64(ip: string): string {
  const [head = '', tail] = ip.toLowerCase().split('%')[0]!.split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : []
  const missing = 8 - headGroups.length - tailGroups.length
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups]
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
