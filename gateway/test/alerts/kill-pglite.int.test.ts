// exactly once through a crash on the embedded database: the gateway process keeps PGlite in the
// files of its DATA_DIR; a digest batch of 2,000 subscribers is killed (SIGKILL, its whole process
// group) in the middle, the process starts again on the same files, finishes the batch, and the
// real SMTP server holds exactly one digest per subscriber for the period
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { createDatabase, createPlatform, loadConfig } from '@showroom/platform'
import {
  type GatewayProcess,
  type SmtpTestServer,
  startGatewayProcess,
  startSmtpTestServer,
  type TestGateway,
  testDatabaseKinds,
  waitFor,
} from '@showroom/testkit'
import { buildApp } from 'gateway'
import { sql } from 'kysely'
import { LONDON } from './support/alerts-harness.ts'
import { assertOneDigestEach, KILLED_LEASE_ENV, seedKilledBatch } from './support/killed-batch.ts'

const SUBSCRIBERS = 2000

// the files a gateway process opens: migrated, a city and an event, the subscribers, and the
// scheduler's batch job due now, written by a gateway that is closed again before the process starts
async function prepareDataDir(dataDir: string, smtpUrl: string): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: '10',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
  })
  const platform = await createPlatform(config)
  try {
    const built = await buildApp({ config, platform })
    await built.app.ready()
    const seeding = { ...built, platform } as unknown as TestGateway
    await seedKilledBatch(seeding, SUBSCRIBERS)
    await platform.jobs.enqueue('alerts.digest-batch', { cityId: LONDON, runAt: new Date().toISOString() })
    await built.app.close()
  } finally {
    await platform.close()
  }
}

if (testDatabaseKinds().includes('pglite')) {
  describe('a digest batch killed in the middle (a gateway process on PGlite files)', () => {
    let smtp: SmtpTestServer
    let child: GatewayProcess | undefined
    let dataDir: string
    before(async () => {
      smtp = await startSmtpTestServer()
      dataDir = mkdtempSync(join(tmpdir(), 'showroom-alerts-kill-'))
      await prepareDataDir(dataDir, smtp.url)
    })
    after(async () => {
      await child?.stop()
      await smtp?.close()
      rmSync(dataDir, { recursive: true, force: true })
    })

    const digests = () => smtp.received.filter((m) => m.data.includes('List-Unsubscribe-Post'))
    const recipients = () => new Set(digests().flatMap((m) => m.to)).size

    test('every subscriber gets exactly one digest for the period', { timeout: 900_000 }, async () => {
      child = await startGatewayProcess({
        env: { DATA_DIR: dataDir, SMTP_URL: smtp.url, ...KILLED_LEASE_ENV },
        name: 'alerts-kill-pglite',
      })
      await waitFor(async () => digests().length >= 150, {
        timeoutMs: 300_000,
        intervalMs: 20,
        what: 'the batch to be under way',
      })
      await child.kill()
      const atKill = recipients()
      assert.ok(atKill < SUBSCRIBERS, `killed mid-batch: ${atKill} had their digest`)

      // the same files again: the killed worker's leases run out, then its batch and sends run again
      await child.start()
      await waitFor(async () => recipients() === SUBSCRIBERS, {
        timeoutMs: 600_000,
        intervalMs: 500,
        what: `all ${SUBSCRIBERS} digests sent (killed at ${atKill})`,
      })
      // a clean stop lets the running sends finish and mark, then the files are read here
      await child.stop()
      child = undefined
      const database = await createDatabase({ dataDir })
      try {
        const ledger = await sql<{ status: string; n: number }>`
          select status, count(*)::int as n from alerts.digest_ledger group by status
        `.execute(database.db)
        assert.deepEqual(ledger.rows, [{ status: 'sent', n: SUBSCRIBERS }])
      } finally {
        await database.close()
      }

      assertOneDigestEach(digests(), SUBSCRIBERS)
    })
  })
}
