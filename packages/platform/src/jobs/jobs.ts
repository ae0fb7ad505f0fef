import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database, AnyTables } from '../db/database.ts'
import type { Logger } from '../log/logger.ts'
import type { Metrics } from '../metrics/metrics.ts'
import { retryDelayMs } from '../util/backoff.ts'
import { errorText } from '../util/error-text.ts'
import { createPollLoop } from '../util/poll-loop.ts'
import {
  type ClaimedJob,
  claimJobs,
  completeJob,
  type FailedJobRow,
  failJob,
  insertJob,
  JOBS_CHANNEL,
  listFailedJobs,
  renewLeases,
} from './job.store.ts'

export interface Job<T = unknown> {
  id: string
  name: string
  data: T
  // 1 on the first run
  attempt: number
}

export type JobHandler<T = unknown> = (job: Job<T>) => Promise<void>

export interface RegisterOptions {
  concurrency?: number
  maxAttempts?: number
}

export interface EnqueueOptions {
  runAt?: Date
  // at most one queued or running job of this name holds the key; enqueue returns that job's id
  singletonKey?: string
  // enqueue inside the caller's transaction: rolled back, no job
  trx?: Kysely<AnyTables>
}

export type FailedJob = FailedJobRow

export interface JobQueue {
  register<T = unknown>(name: string, handler: JobHandler<T>, options?: RegisterOptions): void
  enqueue(name: string, data: unknown, options?: EnqueueOptions): Promise<string>
  start(): void
  // stops claiming and waits for the running jobs
  stop(): Promise<void>
  // runs every job that is due now, including retries that fall due meanwhile, then resolves
  drain(): Promise<void>
  failed(name?: string): Promise<FailedJob[]>
}

export interface JobQueueOptions {
  logger: Logger
  metrics?: Metrics
  pollIntervalMs?: number
  retryBaseMs?: number
  retryMaxMs?: number
  // a running job whose worker stops renewing this lease (the process died) is run again
  leaseMs?: number
}

interface Registration {
  handler: JobHandler
  concurrency: number
  maxAttempts: number
  running: number
}

export function createJobQueue(database: Database, options: JobQueueOptions): JobQueue {
  const { logger } = options
  const db = database.db
  const backoff = { baseMs: options.retryBaseMs ?? 1000, maxMs: options.retryMaxMs ?? 60_000 }
  const leaseMs = options.leaseMs ?? 60_000
  // one token per queue instance: leases are renewed for every job this process holds
  const claimToken = randomUUID()
  const registrations = new Map<string, Registration>()
  const running = new Map<string, Promise<void>>()
  let heartbeat: NodeJS.Timeout | undefined
  let unlisten: Promise<(() => Promise<void>) | undefined> | undefined

  const outcomes = options.metrics?.counter('jobs_total', 'Background job runs', ['name', 'outcome'])
  const duration = options.metrics?.histogram('job_duration_seconds', 'Background job run time', ['name'])

  const loop = createPollLoop({ name: 'jobs', intervalMs: options.pollIntervalMs ?? 500, logger, tick })

  // claims up to the free slots of every registered job; the jobs run in the background
  async function tick(): Promise<boolean> {
    let claimedAny = false
    for (const [name, registration] of registrations) {
      const free = registration.concurrency - registration.running
      if (free <= 0) continue
      const claimed = await claimJobs(db, { name, limit: free, leaseMs, claimToken })
      for (const job of claimed) launch(registration, job)
      claimedAny ||= claimed.length > 0
    }
    return claimedAny
  }

  function launch(registration: Registration, job: ClaimedJob) {
    registration.running++
    const run = execute(registration, job).finally(() => {
      registration.running--
      running.delete(job.id)
      loop.wake()
    })
    running.set(job.id, run)
  }

  async function execute(registration: Registration, job: ClaimedJob): Promise<void> {
    const context = { jobId: job.id, job: job.name, attempt: job.attempts }
    const started = performance.now()
    try {
      if (job.attempts > registration.maxAttempts) {
        throw new Error(`worker lost during the last of ${registration.maxAttempts} attempts`)
      }
      await registration.handler({ id: job.id, name: job.name, data: job.data, attempt: job.attempts })
      await completeJob(db, job.id, claimToken)
      outcomes?.inc({ name: job.name, outcome: 'completed' })
    } catch (error) {
      const final = job.attempts >= registration.maxAttempts
      try {
        await failJob(db, job.id, claimToken, {
          error: errorText(error),
          final,
          retryInMs: retryDelayMs(job.attempts, backoff),
        })
      } catch (storeError) {
        // the lease runs out and another worker retries it
        logger.error({ ...context, err: storeError }, 'could not record a job failure')
      }
      if (final) logger.error({ ...context, err: error }, 'job failed for the last time')
      else logger.warn({ ...context, err: error }, 'job failed; it will be retried')
      outcomes?.inc({ name: job.name, outcome: final ? 'failed' : 'retry' })
    } finally {
      duration?.observe({ name: job.name }, (performance.now() - started) / 1000)
    }
  }

  function startHeartbeat() {
    heartbeat ??= setInterval(
      () => {
        renewLeases(db, [...running.keys()], claimToken, leaseMs).catch((error) =>
          logger.warn({ err: error }, 'could not renew job leases'),
        )
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    )
    heartbeat.unref()
  }

  return {
    register(name, handler, registerOptions = {}) {
      if (registrations.has(name)) throw new Error(`a handler for job ${name} is already registered`)
      registrations.set(name, {
        handler: handler as JobHandler,
        concurrency: Math.max(1, registerOptions.concurrency ?? 1),
        maxAttempts: Math.max(1, registerOptions.maxAttempts ?? 5),
        running: 0,
      })
      loop.wake()
    },

    async enqueue(name, data, enqueueOptions = {}) {
      const job = {
        id: randomUUID(),
        name,
        data,
        runAt: enqueueOptions.runAt,
        singletonKey: enqueueOptions.singletonKey,
      }
      // the singleton holder can finish between our insert and our lookup: then insert again
      for (let round = 0; round < 5; round++) {
        const id = await insertJob(enqueueOptions.trx ?? db, job)
        if (id !== undefined) return id
      }
      throw new Error(`could not enqueue job ${name} with singleton key ${job.singletonKey}`)
    },

    start() {
      if (loop.running) return
      startHeartbeat()
      unlisten = database
        .listen(JOBS_CHANNEL, () => loop.wake())
        .catch((error) => {
          logger.warn({ err: error }, 'jobs: could not listen for notifications; polling only')
          return undefined
        })
      loop.start()
    },

    async stop() {
      await loop.stop()
      await Promise.allSettled([...running.values()])
      if (heartbeat) clearInterval(heartbeat)
      heartbeat = undefined
      const stopListening = await unlisten
      unlisten = undefined
      await stopListening?.()
    },

    async drain() {
      startHeartbeat()
      try {
        for (;;) {
          if (await tick()) continue
          if (running.size === 0) return
          await Promise.race(running.values())
        }
      } finally {
        if (!loop.running && heartbeat) {
          clearInterval(heartbeat)
          heartbeat = undefined
        }
      }
    },

    failed: (name) => listFailedJobs(db, name),
  }
}
