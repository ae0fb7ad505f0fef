import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestDatabase, type TestDatabase, testDatabaseKinds, waitFor } from '@showroom/testkit'
import { sql } from 'kysely'
import { createDatabase, type Database } from '../db/database.ts'
import { createLogger } from '../log/logger.ts'
import { migratePlatform } from '../migrate-platform.ts'
import { createJobQueue, type Job, type JobQueue, type JobQueueOptions } from './jobs.ts'

const logger = createLogger({ level: 'silent' })

for (const kind of testDatabaseKinds()) {
  describe(`the job queue on ${kind}`, () => {
    let database: TestDatabase
    const queues: JobQueue[] = []

    before(async () => {
      database = await createTestDatabase(kind)
      await migratePlatform(database)
    })
    after(async () => {
      await Promise.all(queues.map((queue) => queue.stop()))
      await database.drop()
    })

    function newQueue(options: Partial<JobQueueOptions> = {}, on: Database = database): JobQueue {
      const queue = createJobQueue(on, { logger, retryBaseMs: 0, ...options })
      queues.push(queue)
      return queue
    }

    async function jobRows(name: string) {
      const { rows } = await sql<{ state: string; attempts: number; last_error: string | null }>`
        select state, attempts, last_error from platform.jobs where name = ${name} order by created_at
      `.execute(database.db)
      return rows
    }

    test('runs an enqueued job with its data and removes it once done', async () => {
      const queue = newQueue()
      const ran: Job[] = []
      queue.register('send-welcome', async (job) => void ran.push(job))
      const id = await queue.enqueue('send-welcome', { userId: 5 })
      await queue.drain()

      assert.equal(ran.length, 1)
      assert.deepEqual(ran[0], { id, name: 'send-welcome', data: { userId: 5 }, attempt: 1 })
      assert.deepEqual(await jobRows('send-welcome'), [])
    })

    test('enqueues nothing when the surrounding transaction rolls back', async () => {
      const queue = newQueue()
      const ran: unknown[] = []
      queue.register('refund', async (job) => void ran.push(job.data))
      await assert.rejects(
        database.db.transaction().execute(async (trx) => {
          await queue.enqueue('refund', { orderId: 1 }, { trx })
          throw new Error('order not found')
        }),
      )
      await database.db.transaction().execute((trx) => queue.enqueue('refund', { orderId: 2 }, { trx }))
      await queue.drain()
      assert.deepEqual(ran, [{ orderId: 2 }])
    })

    test('waits for runAt before running a job', async () => {
      const queue = newQueue()
      const ran: string[] = []
      queue.register('digest', async (job) => void ran.push(job.id))
      const later = await queue.enqueue('digest', {}, { runAt: new Date(Date.now() + 3_600_000) })
      const now = await queue.enqueue('digest', {})
      await queue.drain()
      assert.deepEqual(ran, [now])

      await sql`update platform.jobs set run_at = now() where id = ${later}::uuid`.execute(database.db)
      await queue.drain()
      assert.deepEqual(ran, [now, later])
    })

    test('keeps at most one queued job per singleton key and hands back its id', async () => {
      const queue = newQueue()
      const ran: unknown[] = []
      queue.register('rebuild-feed', async (job) => void ran.push(job.data))
      const first = await queue.enqueue('rebuild-feed', { n: 1 }, { singletonKey: 'user-9' })
      const second = await queue.enqueue('rebuild-feed', { n: 2 }, { singletonKey: 'user-9' })
      const other = await queue.enqueue('rebuild-feed', { n: 3 }, { singletonKey: 'user-10' })
      assert.equal(second, first)
      assert.notEqual(other, first)

      await queue.drain()
      assert.deepEqual(ran, [{ n: 1 }, { n: 3 }])
      // the key is free again once its job finished
      const third = await queue.enqueue('rebuild-feed', { n: 4 }, { singletonKey: 'user-9' })
      assert.notEqual(third, first)
      await queue.drain()
      assert.deepEqual(ran, [{ n: 1 }, { n: 3 }, { n: 4 }])
    })

    test('retries a failing job and keeps it with its error after the last attempt', async () => {
      const queue = newQueue()
      const attempts: number[] = []
      queue.register(
        'transcode',
        async (job) => {
          attempts.push(job.attempt)
          throw new Error(`ffmpeg exited with 1 on attempt ${job.attempt}`)
        },
        { maxAttempts: 3 },
      )
      const id = await queue.enqueue('transcode', { video: 'v1' })
      await queue.drain()

      assert.deepEqual(attempts, [1, 2, 3])
      const rows = await jobRows('transcode')
      assert.equal(rows.length, 1)
      assert.equal(rows[0]?.state, 'failed')
      assert.equal(rows[0]?.attempts, 3)
      assert.match(rows[0]?.last_error ?? '', /ffmpeg exited with 1 on attempt 3/)
      const failed = await queue.failed('transcode')
      assert.deepEqual(
        failed.map((job) => [job.id, job.data]),
        [[id, { video: 'v1' }]],
      )
    })

    test('succeeds on a retry after a failure', async () => {
      const queue = newQueue()
      const attempts: number[] = []
      queue.register('flaky', async (job) => {
        attempts.push(job.attempt)
        if (job.attempt === 1) throw new Error('smtp timeout')
      })
      await queue.enqueue('flaky', {})
      await queue.drain()
      assert.deepEqual(attempts, [1, 2])
      assert.deepEqual(await jobRows('flaky'), [])
    })

    test('waits for the backoff before retrying', async () => {
      const queue = newQueue({ retryBaseMs: 3_600_000 })
      let runs = 0
      queue.register('patient', async () => {
        runs++
        throw new Error('not yet')
      })
      await queue.enqueue('patient', {})
      await queue.drain()
      assert.equal(runs, 1)
      const rows = await jobRows('patient')
      assert.equal(rows[0]?.state, 'queued')
    })

    test('runs no more jobs of a name at once than its concurrency allows', async () => {
      const queue = newQueue()
      let running = 0
      let peak = 0
      queue.register(
        'resize',
        async () => {
          running++
          peak = Math.max(peak, running)
          await new Promise((resolve) => setTimeout(resolve, 20))
          running--
        },
        { concurrency: 2 },
      )
      for (let i = 0; i < 6; i++) await queue.enqueue('resize', { i })
      await queue.drain()
      assert.equal(peak, 2)
      assert.deepEqual(await jobRows('resize'), [])
    })

    test('runs a job enqueued while started without waiting for the poll interval', async () => {
      const queue = newQueue({ pollIntervalMs: 60_000 })
      const ran: unknown[] = []
      queue.register('notify', async (job) => void ran.push(job.data))
      queue.start()
      await new Promise((resolve) => setTimeout(resolve, 100))
      // the queue starts listening in the background, which on a busy machine can take longer than
      // any pause: a job is enqueued every half second until a notification wakes the queue, still
      // well inside the 60 s poll
      await waitFor(
        async () => {
          if (ran.length > 0) return true
          await queue.enqueue('notify', { to: 'ada' })
          return false
        },
        { intervalMs: 500, timeoutMs: 30_000, what: 'a notified job to run' },
      )
      await queue.stop()
    })

    test('waits for running jobs when stopped', async () => {
      const queue = newQueue({ pollIntervalMs: 10 })
      let finished = false
      let started = false
      queue.register('slow', async () => {
        started = true
        await new Promise((resolve) => setTimeout(resolve, 150))
        finished = true
      })
      await queue.enqueue('slow', {})
      queue.start()
      await waitFor(() => started, { what: 'the job to start' })
      await queue.stop()
      assert.equal(finished, true)
      assert.deepEqual(await jobRows('slow'), [])
    })

    test('runs a job again when the worker that held it stopped renewing its lease', async () => {
      // a worker that claimed the job and died: its lease is already over
      const id = await newQueue().enqueue('orphan', { n: 1 })
      await sql`
        update platform.jobs set state = 'running', attempts = 1, locked_until = now() - interval '1 second',
               claim_token = gen_random_uuid()
        where id = ${id}::uuid
      `.execute(database.db)
      const queue = newQueue()
      const attempts: number[] = []
      queue.register('orphan', async (job) => void attempts.push(job.attempt))
      await queue.drain()
      assert.deepEqual(attempts, [2])
    })
  })
}

if (testDatabaseKinds().includes('postgres')) {
  describe('two job queues on one PostgreSQL database', () => {
    let database: TestDatabase
    let second: Database
    before(async () => {
      database = await createTestDatabase('postgres')
      second = await createDatabase({ databaseUrl: database.url! })
      await migratePlatform(database)
    })
    after(async () => {
      await second.close()
      await database.drop()
    })

    test('run each job once between them', async () => {
      const ran: string[] = []
      const handler = async (job: Job) => {
        await new Promise((resolve) => setTimeout(resolve, 2))
        ran.push(job.id)
      }
      const one = createJobQueue(database, { logger, pollIntervalMs: 20 })
      const two = createJobQueue(second, { logger, pollIntervalMs: 20 })
      one.register('index-look', handler, { concurrency: 3 })
      two.register('index-look', handler, { concurrency: 3 })
      one.start()
      two.start()
      const ids: string[] = []
      for (let i = 0; i < 40; i++) ids.push(await (i % 2 ? one : two).enqueue('index-look', { i }))
      await waitFor(() => ran.length >= ids.length, { what: 'all jobs' })
      await Promise.all([one.stop(), two.stop()])
      assert.deepEqual([...ran].sort(), [...ids].sort())
    })
  })
}
