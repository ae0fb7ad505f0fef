import { sql } from 'kysely'
import { z } from 'zod'
import type { AccountsDb } from './accounts.tables.ts'
import { label, timestamp } from './sql.ts'

export interface RateLimitHit {
  hits: number
  windowEndsAt: Date
}

export function rateLimitQueries(db: AccountsDb) {
  return {
    // counts one hit; a window that has ended starts over. Atomic, so concurrent gateways agree.
    async hitRateLimit(key: string, windowMs: number, now: Date): Promise<RateLimitHit> {
      const ends = new Date(now.getTime() + windowMs)
      const row = await db
        .insertInto('rate_limits')
        .values({ key, window_started_at: now, window_ends_at: ends, hits: 1 })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql`case when rate_limits.window_ends_at <= ${now} then 1 else rate_limits.hits + 1 end`,
            window_started_at: sql`case when rate_limits.window_ends_at <= ${now} then ${now} else rate_limits.window_started_at end`,
            window_ends_at: sql`case when rate_limits.window_ends_at <= ${now} then ${ends} else rate_limits.window_ends_at end`,
          }),
        )
        .returning(['hits', 'window_ends_at'])
        .modifyEnd(label('rateLimits.hit'))
        .executeTakeFirstOrThrow()
      const r = z.object({ hits: z.number().int(), window_ends_at: timestamp }).parse(row)
      return { hits: r.hits, windowEndsAt: r.window_ends_at }
    },

    async peekRateLimit(key: string, now: Date): Promise<RateLimitHit | null> {
      const row = await db
        .selectFrom('rate_limits')
        .select(['hits', 'window_ends_at'])
        .where('key', '=', key)
        .where('window_ends_at', '>', now)
        .modifyEnd(label('rateLimits.peek'))
        .executeTakeFirst()
      if (!row) return null
      const r = z.object({ hits: z.number().int(), window_ends_at: timestamp }).parse(row)
      return { hits: r.hits, windowEndsAt: r.window_ends_at }
    },

    async forgetRateLimit(key: string): Promise<void> {
      await db
        .deleteFrom('rate_limits')
        .where('key', '=', key)
        .modifyEnd(label('rateLimits.forget'))
        .execute()
    },

    async giveBackRateLimitHit(key: string): Promise<void> {
      await db
        .updateTable('rate_limits')
        .set({ hits: sql`greatest(hits - 1, 0)` })
        .where('key', '=', key)
        .modifyEnd(label('rateLimits.giveBack'))
        .execute()
    },

    async pruneRateLimits(now: Date): Promise<void> {
      await db
        .deleteFrom('rate_limits')
        .where('window_ends_at', '<=', now)
        .modifyEnd(label('rateLimits.prune'))
        .execute()
    },
  }
}
