// exactly once through a crash: a digest batch of 2,000 subscribers runs in a gateway process that
// is killed (SIGKILL, its whole process group) in the middle; started again, it finishes the batch,
// and the real SMTP server holds exactly one digest per subscriber for the period
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import {
  createTestGateway,
  type GatewayProcess,
  type SmtpTestServer,
  startGatewayProcess,
  startSmtpTestServer,
  type TestGateway,
  testDatabaseKinds,
  waitFor,
} from '@showroom/testkit'
import { sql } from 'kysely'
import { LONDON } from './support/alerts-harness.ts'
import { assertOneDigestEach, KILLED_LEASE_ENV, seedKilledBatch } from './support/killed-batch.ts'
import { parseMail } from './support/mime.ts'

const SUBSCRIBERS = 2000

if (testDatabaseKinds().includes('postgres')) {
  describe('a digest batch killed in the middle (a gateway process on PostgreSQL)', () => {
    let seeded: TestGateway
    let smtp: SmtpTestServer
    let child: GatewayProcess
    before(async () => {
      smtp = await startSmtpTestServer()
      seeded = await createTestGateway({ database: 'postgres' })
      await seedKilledBatch(seeded, SUBSCRIBERS)
      child = await startGatewayProcess({
        env: { DATABASE_URL: seeded.databaseUrl as string, SMTP_URL: smtp.url, ...KILLED_LEASE_ENV },
        name: 'alerts-kill',
      })
    })
    after(async () => {
      await child?.stop()
      await seeded?.close()
      await smtp?.close()
    })

    const ledger = async () => {
      const rows = await sql<{ status: string; count: string }>`
        select status, count(*)::text as count from alerts.digest_ledger group by status
      `.execute(seeded.platform.database.db)
      return Object.fromEntries(rows.rows.map((row) => [row.status, Number(row.count)])) as Record<
        string,
        number
      >
    }

    test('every subscriber gets exactly one digest for the period', { timeout: 600_000 }, async () => {
      // the scheduler's own job, due now: the child's workers pick it up
      await seeded.platform.jobs.enqueue('alerts.digest-batch', {
        cityId: LONDON,
        runAt: new Date().toISOString(),
      })
      await waitFor(async () => ((await ledger()).sent ?? 0) >= 150, {
        timeoutMs: 180_000,
        intervalMs: 20,
        what: 'the batch to be under way',
      })
      await child.kill()
      const atKill = await ledger()
      const receivedAtKill = smtp.received.length
      assert.ok((atKill.sent ?? 0) < SUBSCRIBERS, `killed mid-batch: ${JSON.stringify(atKill)}`)

      await child.start()
      // the killed worker's leases run out, then its batch and sends are run again
      await waitFor(async () => ((await ledger()).sent ?? 0) === SUBSCRIBERS, {
        timeoutMs: 420_000,
        intervalMs: 500,
        what: `all ${SUBSCRIBERS} digests sent (killed at ${JSON.stringify(atKill)}, ${receivedAtKill} received)`,
      })
      const final = await ledger()
      assert.deepEqual(final, { sent: SUBSCRIBERS })

      assertOneDigestEach(
        smtp.received.filter((mail) => parseMail(mail.data).headers.has('list-unsubscribe')),
        SUBSCRIBERS,
      )
    })
  })
}
