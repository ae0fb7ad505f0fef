// the first-page query on its own, as the store sends it: its plan, and its time without the
// GraphQL and HTTP layers around it (those cost far more per request and hide a slow plan)
import type { Database } from '@showroom/platform'
import { sql } from 'kysely'
import type { Figures } from './load.ts'

const RUNS = 300

function firstPageQuery(eventId: number, viewerId: number, limit: number) {
  return sql`select * from comments.comments
    where comment_type = ${'event'} and event_id = ${eventId} and reply_to_id is null
      and deleted_at is null and (is_shadow_banned = false or user_id = ${viewerId})
    order by id desc limit ${limit + 1}`
}

export async function firstPagePlan(
  database: Database,
  eventId: number,
  viewerId: number,
  limit: number,
): Promise<string[]> {
  const query = firstPageQuery(eventId, viewerId, limit)
  const plan = await sql<{ 'QUERY PLAN': string }>`explain (analyze, costs off, timing off) ${query}`.execute(
    database.db,
  )
  return plan.rows.map((row) => row['QUERY PLAN'])
}

// one query at a time, so the figures are the query's own
export async function timeFirstPage(
  database: Database,
  eventId: number,
  viewerId: number,
  limit: number,
): Promise<Figures> {
  const query = firstPageQuery(eventId, viewerId, limit)
  for (let i = 0; i < 20; i++) await query.execute(database.db)
  const latencies: number[] = []
  const started = performance.now()
  for (let i = 0; i < RUNS; i++) {
    const at = performance.now()
    await query.execute(database.db)
    latencies.push(performance.now() - at)
  }
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] as number
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), rps: RUNS / elapsed, requests: RUNS }
}
