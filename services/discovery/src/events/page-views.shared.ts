import type { Logger } from '@showroom/platform'
import { Redis } from 'ioredis'

export const VIEWED = 1
export const PAID = 2

// one visitor's new view (or paid view, or both: flags) of one event on one UTC day (yyyy-mm-dd)
export interface ViewClaim {
  day: string
  eventId: number
  visitor: string
  flags: number
}

// the day's memory of who counted, shared by every process that counts views
export interface SharedViewMemory {
  // for each claim, the flags no process had claimed before for its day; all in one round trip
  claim(claims: ViewClaim[]): Promise<number[]>
  close(): Promise<void>
}

// a day's keys outlive it by an hour: a view recorded just before midnight may reach Redis after it
const GRACE_S = 3600

// one set of visitors per event and day (and one of paid visitors): SADD answers 1 only to the
// first process that adds a visitor, and the set expires after its day. A flush sends every
// SADD and one EXPIREAT per set it touched in one pipeline
export function createRedisViewMemory(redisUrl: string, logger: Logger): SharedViewMemory {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true })
  // ioredis reconnects by itself; an unheard 'error' event would end the process
  redis.on('error', (error) => logger.warn({ err: error }, 'page views: redis connection error'))
  const keyOf = (flag: number, claim: ViewClaim) =>
    `showroom:discovery:${flag === PAID ? 'paid-views' : 'views'}:${claim.day}:${claim.eventId}`
  const expiryOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000 + 86_400 + GRACE_S

  return {
    async claim(claims) {
      const pipeline = redis.pipeline()
      const asked: Array<{ index: number; flag: number }> = []
      const expiries = new Map<string, number>()
      claims.forEach((claim, index) => {
        for (const flag of [VIEWED, PAID]) {
          if ((claim.flags & flag) === 0) continue
          const key = keyOf(flag, claim)
          pipeline.sadd(key, claim.visitor)
          asked.push({ index, flag })
          expiries.set(key, expiryOf(claim.day))
        }
      })
      for (const [key, at] of expiries) pipeline.expireat(key, at)
      const answers = (await pipeline.exec()) ?? []
      const counted = claims.map(() => 0)
      asked.forEach(({ index, flag }, n) => {
        const [error, added] = answers[n] ?? [new Error('no answer from redis')]
        if (error) throw error
        if (added === 1) counted[index]! |= flag
      })
      return counted
    },
    async close() {
      // never asked anything: nothing to say goodbye to
      if (redis.status === 'wait') return redis.disconnect()
      await redis.quit().catch(() => redis.disconnect())
    },
  }
}
