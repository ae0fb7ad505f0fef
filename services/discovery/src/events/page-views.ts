import { isIPv6 } from 'node:net'
import type { Logger, RequestContext } from '@showroom/platform'
import { PAID, type SharedViewMemory, VIEWED, type ViewClaim } from './page-views.shared.ts'

export interface PageViewWriter {
  addPageViews(eventId: number, views: number, paidViews: number, firstViewAt: Date): Promise<unknown>
}

interface Pending {
  views: number
  paidViews: number
  firstViewAt: Date
}

// a view this process has not seen before today, waiting for the next flush
interface Candidate extends ViewClaim {
  at: Date
}

export const FLUSH_EVERY_MS = 2000
// visitor-and-event pairs remembered per day: about 100 bytes each, so at most ~20 MB
export const MAX_REMEMBERED_VIEWS = 200_000

// views add up in memory and are written every few seconds, one UPDATE per event, so a busy
// event page costs no write per view. A visitor counts once per event per UTC day, and once more
// as paid at most (ADR 0008). This process remembers the day's visitors itself (bounded); with a
// shared memory (Redis, when REDIS_URL is set) each flush first asks it, in one round trip, which
// of this process's new views no process counted yet today, so a visitor whose views land on
// several processes counts once. Without it the day's memory is this process's alone.
export function createPageViewCounter(options: {
  writer: PageViewWriter
  logger: Logger
  shared?: SharedViewMemory
  now?: () => Date
  flushEveryMs?: number
  maxRemembered?: number
}) {
  const now = options.now ?? (() => new Date())
  const maxRemembered = options.maxRemembered ?? MAX_REMEMBERED_VIEWS
  let candidates = new Map<string, Candidate>()
  let day = ''
  const seen = new Map<string, number>()

  // what this visitor already counted for this event today, as far as this process knows
  function remember(today: string, key: string, flags: number) {
    if (today !== day) {
      seen.clear()
      day = today
    }
    const before = seen.get(key) ?? 0
    // the oldest pair is forgotten first: a visitor that far back may count once more (with a
    // shared memory it asks that memory again instead)
    if (before === 0 && seen.size >= maxRemembered) seen.delete(seen.keys().next().value as string)
    seen.delete(key)
    seen.set(key, before | flags)
    return before
  }
  let timer: NodeJS.Timeout | undefined
  let flushing: Promise<void> = Promise.resolve()

  // which flags of each candidate count: those no process counted yet today, or without a shared
  // memory (or with it unreachable) those new to this process
  async function settle(batch: Candidate[]): Promise<number[]> {
    const local = batch.map((c) => c.flags)
    if (!options.shared || batch.length === 0) return local
    try {
      return await options.shared.claim(batch)
    } catch (error) {
      // counts are approximate by design: counted as this process saw them rather than lost
      options.logger.warn({ err: error, views: batch.length }, 'could not reach the shared page-view memory')
      return local
    }
  }

  async function writeAll(batch: Candidate[]) {
    const counted = await settle(batch)
    const byEvent = new Map<number, Pending>()
    batch.forEach((candidate, i) => {
      const flags = counted[i] ?? 0
      if (flags === 0) return
      const entry = byEvent.get(candidate.eventId) ?? { views: 0, paidViews: 0, firstViewAt: candidate.at }
      // a paid arrival after an ordinary view of the same day adds only the paid view
      if (flags & VIEWED) entry.views += 1
      if (flags & PAID) entry.paidViews += 1
      if (candidate.at < entry.firstViewAt) entry.firstViewAt = candidate.at
      byEvent.set(candidate.eventId, entry)
    })
    for (const [eventId, counts] of byEvent) {
      try {
        await options.writer.addPageViews(eventId, counts.views, counts.paidViews, counts.firstViewAt)
      } catch (error) {
        // counts are approximate by design: a failed write is logged, not retried forever
        options.logger.warn({ err: error, eventId }, 'could not write page views')
      }
    }
  }

  const counter = {
    // visitor: a member or an anonymous client address (see visitorOf); true when the view is new
    // to this process today (with a shared memory, another process may have counted it already)
    record(eventId: number, visitor: string, paid: boolean): boolean {
      const at = now()
      const today = at.toISOString().slice(0, 10)
      const key = `${eventId} ${visitor}`
      const wanted = paid ? VIEWED | PAID : VIEWED
      const flags = wanted & ~remember(today, key, wanted)
      if (flags === 0) return false
      const pendingKey = `${today} ${key}`
      const earlier = candidates.get(pendingKey)
      if (earlier) earlier.flags |= flags
      else candidates.set(pendingKey, { day: today, eventId, visitor, flags, at })
      return true
    },
    rememberedCount: () => seen.size,
    pendingCount: () => candidates.size,
    // writes what was counted so far; flushes run one after another
    flush(): Promise<void> {
      const batch = [...candidates.values()]
      candidates = new Map()
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
