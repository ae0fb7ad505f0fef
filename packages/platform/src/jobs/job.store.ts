import { type Kysely, sql } from 'kysely'
import type { AnyTables } from '../db/database.ts'

// NOTIFY is delivered on commit, so workers wake when an enqueued job becomes visible
export const JOBS_CHANNEL = 'showroom_jobs'

export interface ClaimedJob {
  id: string
  name: string
  data: unknown
  attempts: number
}

export interface FailedJobRow {
  id: string
  name: string
  data: unknown
  attempts: number
  lastError: string | null
  updatedAt: Date
}

const ms = (value: number) => sql`(${Math.round(value)}::integer * interval '1 millisecond')`

export interface NewJob {
  id: string
  name: string
  data: unknown
  runAt: Date | undefined
  singletonKey: string | undefined
}

// returns the id of the job now queued: the new one, or the queued/running one holding the singleton key
export async function insertJob(db: Kysely<AnyTables>, job: NewJob): Promise<string | undefined> {
  const runAt = job.runAt ? sql`${job.runAt.toISOString()}::timestamptz` : sql`now()`
  const inserted = await sql<{ id: string }>`
    /* jobs.insert */
    insert into platform.jobs (id, name, data, run_at, singleton_key)
    values (${job.id}::uuid, ${job.name}, ${JSON.stringify(job.data ?? null)}::jsonb, ${runAt},
            ${job.singletonKey ?? null}::text)
    on conflict (name, singleton_key) where singleton_key is not null and state in ('queued', 'running')
    do nothing
    returning id
  `.execute(db)
  await sql`/* jobs.notify */ select pg_notify(${JOBS_CHANNEL}, ${job.name})`.execute(db)
  if (inserted.rows[0]) return inserted.rows[0].id
  const holder = await sql<{ id: string }>`
    /* jobs.find_singleton */
    select id from platform.jobs
    where name = ${job.name} and singleton_key = ${job.singletonKey ?? null}::text
      and state in ('queued', 'running')
  `.execute(db)
  return holder.rows[0]?.id
}

export interface ClaimJobsOptions {
  name: string
  limit: number
  leaseMs: number
  claimToken: string
}

// due queued jobs, and running ones whose worker stopped renewing the lease (it died)
export async function claimJobs(db: Kysely<AnyTables>, options: ClaimJobsOptions): Promise<ClaimedJob[]> {
  const result = await sql<{ id: string; name: string; data: unknown; attempts: number }>`
    /* jobs.claim */
    with due as (
      select id from platform.jobs
      where name = ${options.name}
        and ((state = 'queued' and run_at <= now()) or (state = 'running' and locked_until <= now()))
      order by run_at, created_at
      limit ${options.limit}::integer
      for update skip locked
    )
    update platform.jobs j
    set state = 'running', attempts = j.attempts + 1, locked_until = now() + ${ms(options.leaseMs)},
        claim_token = ${options.claimToken}::uuid, updated_at = now()
    from due
    where j.id = due.id
    returning j.id, j.name, j.data, j.attempts
  `.execute(db)
  return result.rows.map((row) => ({ id: row.id, name: row.name, data: row.data, attempts: row.attempts }))
}

export async function renewLeases(db: Kysely<AnyTables>, ids: string[], claimToken: string, leaseMs: number) {
  if (ids.length === 0) return
  await sql`
    /* jobs.renew_leases */
    update platform.jobs set locked_until = now() + ${ms(leaseMs)}
    where id in (${sql.join(ids.map((id) => sql`${id}::uuid`))}) and claim_token = ${claimToken}::uuid
      and state = 'running'
  `.execute(db)
}

export async function completeJob(db: Kysely<AnyTables>, id: string, claimToken: string) {
  await sql`
    /* jobs.complete */
    delete from platform.jobs where id = ${id}::uuid and claim_token = ${claimToken}::uuid
  `.execute(db)
}

export async function failJob(
  db: Kysely<AnyTables>,
  id: string,
  claimToken: string,
  failure: { error: string; final: boolean; retryInMs: number },
) {
  await sql`
    /* jobs.fail */
    update platform.jobs
    set state = ${failure.final ? 'failed' : 'queued'}, last_error = ${failure.error},
        run_at = now() + ${ms(failure.retryInMs)}, locked_until = null, claim_token = null, updated_at = now()
    where id = ${id}::uuid and claim_token = ${claimToken}::uuid
  `.execute(db)
}

export async function listFailedJobs(db: Kysely<AnyTables>, name?: string): Promise<FailedJobRow[]> {
  const result = await sql<{
    id: string
    name: string
    data: unknown
    attempts: number
    last_error: string | null
    updated_at: Date
  }>`
    /* jobs.list_failed */
    select id, name, data, attempts, last_error, updated_at from platform.jobs
    where state = 'failed' ${name === undefined ? sql`` : sql`and name = ${name}`}
    order by updated_at
  `.execute(db)
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    data: row.data,
    attempts: row.attempts,
    lastError: row.last_error,
    updatedAt: row.updated_at,
  }))
}
