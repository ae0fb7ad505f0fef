import type { Logger } from '@showroom/platform'
import { Redis } from 'ioredis'

// 'people viewing now' (ADR 0031): open live connections on a sale seen in the last minute. With
// Redis every gateway writes its connections into one sorted set per sale (member = connection,
// score = last seen), so each counts all of them; without it, the connections of this process.
export const VIEWING_WINDOW_MS = 60_000
// a figure read for a sale list or page (which cannot wait on Redis) is at most this old
const FRESH_FOR_MS = 1_000
const KEY_TTL_MS = 2 * VIEWING_WINDOW_MS

export interface Presence {
  touch(saleId: number, connection: string): Promise<void>
  leave(saleId: number, connection: string): Promise<void>
  // the exact figure now
  countNow(saleId: number): Promise<number>
  // the last figure known, at once; an older one is read again in the background
  count(saleId: number): number
  close(): Promise<void>
}

export function createLocalPresence(now: () => Date): Presence {
  const seen = new Map<number, Map<string, number>>()
  const count = (saleId: number): number => {
    const pages = seen.get(saleId)
    if (!pages) return 0
    const since = now().getTime() - VIEWING_WINDOW_MS
    for (const [connection, at] of pages) if (at < since) pages.delete(connection)
    if (pages.size === 0) seen.delete(saleId)
    return pages.size
  }
  return {
    async touch(saleId, connection) {
      const pages = seen.get(saleId) ?? new Map<string, number>()
      pages.set(connection, now().getTime())
      seen.set(saleId, pages)
    },
    async leave(saleId, connection) {
      seen.get(saleId)?.delete(connection)
    },
    countNow: async (saleId) => count(saleId),
    count,
    async close() {
      seen.clear()
    },
  }
}

export function createRedisPresence(redisUrl: string, now: () => Date, logger: Logger): Presence {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
  // ioredis reconnects by itself; an unheard 'error' event would end the process
  redis.on('error', (error) => logger.warn({ err: error }, 'presence: redis connection error'))
  const key = (saleId: number) => `showroom:commerce:viewing:${saleId}`
  const known = new Map<number, { n: number; at: number }>()
  const reading = new Set<number>()

  async function countNow(saleId: number): Promise<number> {
    const at = now().getTime()
    try {
      const answers = await redis
        .multi()
        .zremrangebyscore(key(saleId), '-inf', `(${at - VIEWING_WINDOW_MS}`)
        .zcard(key(saleId))
        .exec()
      const n = Number(answers?.[1]?.[1] ?? 0)
      known.set(saleId, { n, at: Date.now() })
      return n
    } catch (error) {
      // Redis away: the last figure known rather than a failed page
      logger.warn({ err: error, flashSaleId: saleId }, 'presence: could not count viewers')
      return known.get(saleId)?.n ?? 0
    }
  }

  return {
    async touch(saleId, connection) {
      await redis
        .multi()
        .zadd(key(saleId), now().getTime(), connection)
        .pexpire(key(saleId), KEY_TTL_MS)
        .exec()
        .catch((error) =>
          logger.warn({ err: error, flashSaleId: saleId }, 'presence: could not record a viewer'),
        )
    },
    async leave(saleId, connection) {
      await redis.zrem(key(saleId), connection).catch(() => undefined)
    },
    countNow,
    count(saleId) {
      const entry = known.get(saleId)
      if ((!entry || Date.now() - entry.at > FRESH_FOR_MS) && !reading.has(saleId)) {
        reading.add(saleId)
        void countNow(saleId).finally(() => reading.delete(saleId))
      }
      return entry?.n ?? 0
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}

export function createPresence(options: { redisUrl?: string | undefined; now: () => Date; logger: Logger }) {
  return options.redisUrl
    ? createRedisPresence(options.redisUrl, options.now, options.logger)
    : createLocalPresence(options.now)
}
