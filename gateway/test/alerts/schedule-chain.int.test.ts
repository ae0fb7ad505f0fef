// the real schedule end to end: with a clock set just before a city's 08:00, starting alerts queues
// that run; running it queues the next day's, builds and queues the digests, and the send jobs hand
// them to the SMTP server, each once
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { alertsJobs, createAlertsService, localDate, nextDigestRun } from '@showroom/alerts'
import { createJobQueue, type JobQueue } from '@showroom/platform'
import { type SmtpTestServer, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { sql } from 'kysely'
import { createAlertsConnection } from '../../src/alerts/alerts.connection.ts'
import { LONDON, londonEvent } from './support/alerts-harness.ts'
import { startAlertsSite, stopAlertsSite } from './support/alerts-site.ts'
import { parseMail } from './support/mime.ts'

const LONDON_ZONE = 'Europe/London'

// the latest 08:00 in London that has passed: the job queue runs what the database clock says is due
function latestPastRun(now: Date): Date {
  let run = nextDigestRun(LONDON_ZONE, new Date(now.getTime() - 3 * 86_400_000))
  for (;;) {
    const next = nextDigestRun(LONDON_ZONE, run)
    if (next.getTime() > now.getTime()) return run
    run = next
  }
}

for (const kind of testDatabaseKinds()) {
  describe(`the scheduled digest chain, from the schedule to SMTP (${kind})`, () => {
    let gateway: TestGateway
    let smtp: SmtpTestServer
    let queue: JobQueue
    let run: Date
    const ids = { daily: 0, weekly: 0, otherDay: 0 }
    before(async () => {
      ;({ gateway, smtp } = await startAlertsSite(kind))
      await londonEvent(gateway, { nameEn: 'Scheduled sample sale', inDays: 2 })
      run = latestPastRun(new Date())
      // the clock alerts reads: an hour before that run, so the schedule it computes is that run
      const clock = new Date(run.getTime() - 3_600_000)
      const { platform } = gateway
      // an alerts service of its own with the schedule on, on its own queue over the same database
      queue = createJobQueue(platform.database, { logger: platform.logger })
      const alerts = createAlertsService({
        db: platform.database.forSchema('alerts'),
        jobs: queue,
        mailer: platform.mailer,
        logger: platform.logger,
        publicUrl: platform.config.publicUrl,
        secret: platform.config.internalSecret,
        mailFrom: platform.config.mailFrom,
        now: () => clock,
        schedule: true,
      })
      const weekday = new Date(`${localDate(run, LONDON_ZONE)}T12:00:00Z`).getUTCDay() || 7
      ids.daily = await alerts.api.addSubscription({
        email: 'chain-daily@example.test',
        userId: null,
        cityId: LONDON,
        frequency: 'daily',
        language: 'en',
      })
      ids.weekly = await alerts.api.addSubscription({
        email: 'chain-weekly@example.test',
        userId: null,
        cityId: LONDON,
        frequency: 'weekly',
        language: 'zh',
        weeklyDay: weekday,
      })
      ids.otherDay = await alerts.api.addSubscription({
        email: 'chain-other-day@example.test',
        userId: null,
        cityId: LONDON,
        frequency: 'weekly',
        language: 'en',
        weeklyDay: (weekday % 7) + 1,
      })
      await alerts.connect(
        createAlertsConnection(gateway.app, { platform, accounts: gateway.services.accounts.api }),
      )
    })
    after(async () => {
      await queue?.stop()
      await stopAlertsSite({ gateway, smtp })
    })

    const batchJobs = async () =>
      (
        await sql<{ run_at: Date; singleton_key: string; state: string }>`
          select run_at, singleton_key, state from platform.jobs
          where name = ${alertsJobs.digestBatch} and data->>'cityId' = ${String(LONDON)}
          order by run_at
        `.execute(gateway.platform.database.db)
      ).rows

    it("queues each city's next 08:00 local when it starts, once", async () => {
      const jobs = await batchJobs()
      assert.equal(jobs.length, 1, JSON.stringify(jobs))
      assert.equal(new Date(jobs[0]?.run_at as Date).toISOString(), run.toISOString())
      assert.equal(jobs[0]?.singleton_key, `alerts:digest:${LONDON}:${localDate(run, LONDON_ZONE)}`)
    })

    it('runs the due batch, queues the next day, and sends each subscriber of the day one digest', async () => {
      await queue.drain()
      const date = localDate(run, LONDON_ZONE)
      const digests = smtp.received
        .map((m) => parseMail(m.data))
        .filter((m) => m.headers.has('list-unsubscribe'))
      const byId = new Map(digests.map((m) => [m.headers.get('message-id'), m]))
      assert.equal(digests.length, 2, [...byId.keys()].join(', '))
      assert.ok(byId.has(`<digest.${ids.daily}.daily.${date}@localhost>`))
      const monday = new Date(`${date}T12:00:00Z`)
      monday.setUTCDate(monday.getUTCDate() + 1 - (monday.getUTCDay() || 7))
      const weekly = byId.get(`<digest.${ids.weekly}.weekly.${monday.toISOString().slice(0, 10)}@localhost>`)
      assert.ok(weekly, 'the weekly subscriber of this weekday got this week’s digest')
      assert.match(weekly.text, /伦敦/)
      assert.match(digests[0]?.text ?? '', /Scheduled sample sale/)

      const jobs = await batchJobs()
      const next = nextDigestRun(LONDON_ZONE, run)
      // the run that was due is done (done jobs leave the table); the next day's waits
      assert.equal(jobs.length, 1, JSON.stringify(jobs))
      assert.equal(new Date(jobs[0]?.run_at as Date).toISOString(), next.toISOString())
      assert.equal(jobs[0]?.singleton_key, `alerts:digest:${LONDON}:${localDate(next, LONDON_ZONE)}`)
      assert.ok(next.getTime() > Date.now(), 'the next run waits for its time')
    })

    it('sends nothing more when the queue runs again before the next 08:00', async () => {
      const received = smtp.received.length
      await queue.drain()
      assert.equal(smtp.received.length, received)
      const ledger = await sql<{ status: string; n: number }>`
        select status, count(*)::int as n from alerts.digest_ledger group by status order by status
      `.execute(gateway.platform.database.db)
      assert.deepEqual(ledger.rows, [{ status: 'sent', n: 2 }])
    })
  })
}
