// exactly once through a crash: a digest batch of 2,000 subscribers runs in a gateway process that
// is killed (SIGKILL, its whole process group) in the middle; started again, it finishes the batch,
// and the real SMTP server holds exactly one digest per subscriber for the period
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { SEND_WORKERS } from '@showroom/alerts'
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
import { LONDON, londonEvent, seedCities } from './support/alerts-harness.ts'
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
      await seedCities(seeded)
      await londonEvent(seeded, { nameEn: 'Warehouse sample sale', inDays: 2 })
      await sql`
        insert into alerts.subscriptions (id, email, city_id, frequency, language, status, confirmed_at)
        select n, 'kill-' || n || '@example.test', ${LONDON}, 'daily', case when n % 2 = 0 then 'zh' else 'en' end,
               'active', now()
        from generate_series(1, ${SUBSCRIBERS}::integer) n
      `.execute(seeded.platform.database.db)
      child = await startGatewayProcess({
        env: { DATABASE_URL: seeded.databaseUrl as string, SMTP_URL: smtp.url },
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

      const byRecipient = new Map<string, Set<string>>()
      let copies = 0
      for (const mail of smtp.received) {
        const parsed = parseMail(mail.data)
        if (!parsed.headers.has('list-unsubscribe')) continue
        copies++
        for (const to of mail.to) {
          const ids = byRecipient.get(to) ?? new Set<string>()
          ids.add(parsed.headers.get('message-id') ?? '')
          byRecipient.set(to, ids)
        }
      }
      assert.equal(byRecipient.size, SUBSCRIBERS, 'every subscriber got a digest')
      for (const [to, ids] of byRecipient)
        assert.equal(ids.size, 1, `${to} got ${ids.size} different digests`)
      // a send the kill cut between the server's 250 and the ledger mark goes again with the same
      // Message-ID: at most one per send worker of the killed process
      assert.ok(copies - SUBSCRIBERS <= SEND_WORKERS, `${copies - SUBSCRIBERS} repeated copies`)
    })
  })
}
