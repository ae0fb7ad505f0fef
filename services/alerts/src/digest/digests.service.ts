import type { EnqueueOptions, Logger, RequestContext } from '@showroom/platform'
import type { Kysely } from 'kysely'
import { type AlertsCity, type AlertsDirectory, cityName } from '../alerts.deps.ts'
import { alertsErrorsIn } from '../alerts.errors.ts'
import { alertsJobs } from '../alerts.jobs.ts'
import { requireTeam } from '../alerts.rules.ts'
import type { AlertsTables, Frequency } from '../alerts.tables.ts'
import { digestMail } from '../mail/digest-mail.ts'
import { localDate, periodOf, weekdayOf } from '../schedule/schedule.ts'
import type { AlertTokens } from '../tokens.ts'
import {
  type DigestContent,
  type EventDigestSource,
  isEmptyDigest,
  type SaleDigestSource,
} from './digest.types.ts'
import { createLedgerStore, type DueSubscriber } from './ledger.store.ts'

export interface DigestSendJob {
  kind: 'digest'
  subscriptionId: number
  period: string
  mail: { subject: string; text: string; html: string }
}

// the digests one batch transaction queued, sent by one job: one claim of the job for many mails
export interface DigestsSendJob {
  kind: 'digests'
  period: string
  digests: { subscriptionId: number; mail: { subject: string; text: string; html: string } }[]
}

export interface DigestBatchJob {
  cityId: number
  frequency: Frequency
  // the period's local date in the city
  date: string
  // weekly: every weekly subscriber still without this week's digest, not only those of this weekday
  wholeWeek?: boolean
}

export interface DigestsDeps {
  db: Kysely<AlertsTables>
  directory: () => AlertsDirectory
  events: () => EventDigestSource
  sales: () => SaleDigestSource
  tokens: AlertTokens
  jobs: { enqueue(name: string, data: unknown, options?: EnqueueOptions): Promise<string> }
  publicUrl: string
  logger: Logger
  now: () => Date
}

const PAGE = 200
// digests built at once and then written in one transaction: the graph answers from the same
// database, so a few keep it busy, and one commit for them all spares the single PGlite connection
const PARALLEL = 16

export function createDigests(deps: DigestsDeps) {
  const { db, tokens, logger } = deps

  async function build(city: AlertsCity, job: DigestBatchJob, subscriber: DueSubscriber, at: Date) {
    const request = {
      cityId: city.id,
      userId: subscriber.userId,
      language: subscriber.language,
      frequency: job.frequency,
      date: job.date,
      at,
    }
    const [events, sales] = await Promise.all([
      deps.events().eventsFor(request),
      deps.sales().salesFor(request),
    ])
    const content: DigestContent = { ...events, sales }
    if (isEmptyDigest(content)) return null
    const member = subscriber.userId === null ? null : await deps.directory().member(subscriber.userId)
    return digestMail({
      language: subscriber.language,
      frequency: job.frequency,
      city: { slug: city.slug, name: cityName(city, subscriber.language), timezone: city.timezone },
      content,
      publicUrl: deps.publicUrl,
      manageToken: tokens.sign('manage', subscriber.id),
      referrer: member && !member.isDeleted ? { username: member.username, isTeam: member.isTeam } : null,
    })
  }

  // a few subscribers: each ledger row and its send job are written in one transaction, and only by
  // the caller whose insert made the row, so two runs of one period never queue two digests. The
  // digests are built first, outside it; a subscriber whose build failed is left for the next run
  async function queueSome(
    city: AlertsCity,
    job: DigestBatchJob,
    subscribers: DueSubscriber[],
  ): Promise<number> {
    const period = periodOf(job.frequency, job.date)
    const at = deps.now()
    const built = await Promise.all(
      subscribers.map((subscriber) =>
        build(city, job, subscriber, at).then(
          (mail) => ({ subscriber, mail }),
          (error) => {
            // one subscriber's failure must not hold up the city; the next run picks them up
            logger.warn({ err: error, subscriptionId: subscriber.id, period }, 'digest not built')
            return null
          },
        ),
      ),
    )
    return db.transaction().execute(async (trx) => {
      const ledger = createLedgerStore(trx)
      const send: DigestsSendJob = { kind: 'digests', period, digests: [] }
      for (const one of built) {
        if (!one) continue
        const { subscriber, mail } = one
        if (!(await ledger.claim(subscriber.id, period, mail ? 'queued' : 'empty', null)) || !mail) continue
        send.digests.push({
          subscriptionId: subscriber.id,
          mail: { subject: mail.subject, text: mail.text, html: mail.html },
        })
      }
      // biome-ignore lint/suspicious/noExplicitAny: the job queue writes to the platform schema
      if (send.digests.length > 0) await deps.jobs.enqueue(alertsJobs.send, send, { trx: trx as Kysely<any> })
      return send.digests.length
    })
  }

  // every due subscriber of one city, frequency and period; safe to run again after a crash
  async function runBatch(job: DigestBatchJob): Promise<number> {
    const city = await deps.directory().city(job.cityId)
    if (!city) return 0
    const period = periodOf(job.frequency, job.date)
    const weeklyDay = job.frequency === 'weekly' && !job.wholeWeek ? weekdayOf(job.date) : null
    const ledger = createLedgerStore(db)
    let queued = 0
    let afterId = 0
    for (;;) {
      const page = await ledger.due({
        cityId: city.id,
        frequency: job.frequency,
        weeklyDay,
        period,
        afterId,
        limit: PAGE,
      })
      if (page.length === 0) break
      for (let i = 0; i < page.length; i += PARALLEL)
        queued += await queueSome(city, job, page.slice(i, i + PARALLEL))
      afterId = (page.at(-1) as DueSubscriber).id
    }
    logger.info({ cityId: city.id, period, queued }, 'digests queued')
    return queued
  }

  return {
    runBatch,

    // admin_alerts_digest_run: the current period of each city (or one), as the schedule would
    async runNow(ctx: RequestContext, frequency: Frequency, cityId: number | null): Promise<number> {
      requireTeam(ctx.viewer, ctx.locale)
      const directory = deps.directory()
      const cities = cityId === null ? await directory.cities() : [await directory.city(cityId)]
      if (cities.some((city) => city === null)) throw alertsErrorsIn(ctx.locale).city()
      let queued = 0
      for (const city of cities as AlertsCity[]) {
        queued += await runBatch({
          cityId: city.id,
          frequency,
          date: localDate(deps.now(), city.timezone),
          wholeWeek: true,
        })
      }
      return queued
    },
  }
}

export type Digests = ReturnType<typeof createDigests>
