import { type Kysely, sql } from 'kysely'
import type { AlertsTables } from './alerts.tables.ts'

export interface RateLimitHit {
  hits: number
  windowEndsAt: Date
}

// a fixed window per key, counted in one atomic statement in the database every gateway shares,
// so a limit reached through one gateway holds on the others
export function createRateLimitStore(db: Kysely<AlertsTables>) {
  return {
    async hit(key: string, windowMs: number, now: Date): Promise<RateLimitHit> {
      const ends = new Date(now.getTime() + windowMs)
      const row = await db
        .insertInto('rate_limits')
        .values({ key, hits: 1, window_ends_at: ends })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql`case when rate_limits.window_ends_at <= ${now} then 1 else rate_limits.hits + 1 end`,
            window_ends_at: sql`case when rate_limits.window_ends_at <= ${now} then ${ends} else rate_limits.window_ends_at end`,
          }),
        )
        .returning(['hits', 'window_ends_at'])
        .modifyEnd(sql`/* alerts.rate_limit_hit */`)
        .executeTakeFirstOrThrow()
      return { hits: Number(row.hits), windowEndsAt: new Date(row.window_ends_at) }
    },

    // ended windows, so the table holds only the current hour's addresses
    async prune(now: Date): Promise<void> {
      await db
        .deleteFrom('rate_limits')
        .where('window_ends_at', '<=', now)
        .modifyEnd(sql`/* alerts.rate_limit_prune */`)
        .execute()
    },
  }
}
