import { readFileSync } from 'node:fs'
import { buildSubgraphSchema } from '@apollo/subgraph'
import type { EventBus, JobQueue, Logger, Mailer, ServiceModule } from '@showroom/platform'
import { parse } from 'graphql'
import type { Kysely } from 'kysely'
import * as initial from '../migrations/0001_alerts.ts'
import * as goersNoticesLimits from '../migrations/0002_goers_notices_limits.ts'
import type { AlertsDirectory } from './alerts.deps.ts'
import type { RateLimitRule } from './alerts.rules.ts'
import { alertsJobs } from './alerts.jobs.ts'
import type { AlertsTables } from './alerts.tables.ts'
import { createDigests } from './digest/digests.service.ts'
import { type EventDigestSource, noSales, type SaleDigestSource } from './digest/digest.types.ts'
import { createGraphDigestSource, type GraphExecutor } from './digest/graph-source.ts'
import { createCancellations } from './going/cancellations.ts'
import { createNotices, type Notices } from './mail/notices.ts'
import { createSender, type SendJob } from './mail/sender.ts'
import { createResolvers } from './resolvers.ts'
import { createScheduler, type ScheduledDigestJob } from './schedule/scheduler.ts'
import { createSubscriptions } from './subscriptions.service.ts'
import { createSubscriptionsStore } from './subscriptions.store.ts'
import { createAlertTokens } from './tokens.ts'

export { AlertsErrorCode } from './alerts.errors.ts'
export type { AlertsCity, AlertsDirectory, AlertsMember } from './alerts.deps.ts'
export { type RateLimitRule, signupPerIp } from './alerts.rules.ts'
export type { AlertsTables } from './alerts.tables.ts'
export type { DigestRequest, DigestSale, SaleDigestSource } from './digest/digest.types.ts'
export type { GraphExecutor } from './digest/graph-source.ts'
export type { Notices, OrderConfirmation, SaleRegistration } from './mail/notices.ts'
export { digestMessageId } from './mail/sender.ts'
export { localDate, nextDigestRun, periodOf } from './schedule/schedule.ts'
export { alertsJobs }

export interface AlertsDeps {
  // already scoped to the alerts schema
  db: Kysely<AlertsTables>
  jobs: Pick<JobQueue, 'enqueue' | 'register'>
  // who is going (social) and what was cancelled (discovery): the event-cancelled mail
  events?: Pick<EventBus, 'subscribe'>
  mailer: Pick<Mailer, 'send'>
  logger: Logger
  publicUrl: string
  // signs the tokens of confirm, unsubscribe and frequency links (the platform's INTERNAL_SECRET)
  secret: string
  mailFrom: string
  unsubscribeMailbox?: string
  now?: () => Date
  // false: no scheduled digests (tests run them by hand)
  schedule?: boolean
  // sign-ups per client address and window (alerts.rules.ts has the default)
  signupLimit?: RateLimitRule
}

// what the site hands alerts once the graph is composed: cities and members, and the graph itself
export interface AlertsConnection {
  directory: AlertsDirectory
  graph: GraphExecutor
  sales?: SaleDigestSource
  events?: EventDigestSource
}

export interface AlertsService extends ServiceModule {
  name: 'alerts'
  connect(connection: AlertsConnection): Promise<void>
  // the one-click and mail-client unsubscribe (POST /alerts/unsubscribe/{token})
  unsubscribe(token: string): Promise<{ status: 'unsubscribed'; cityId: number } | null>
  // a bounce or complaint: the address gets nothing more
  suppress(email: string, reason: string): Promise<number>
  notices: Notices
  // a token's link target, for GET /alerts/unsubscribe/{token}
  unsubscribeLink(token: string): Promise<string | null>
  // the in-process surface for the demo data and tests: an active subscription, as a member's
  api: { addSubscription(subscription: DemoSubscription): Promise<number> }
}

export interface DemoSubscription {
  email: string
  userId: number | null
  cityId: number
  frequency: 'daily' | 'weekly'
  language: 'en' | 'zh'
  // 1 Monday .. 7 Sunday
  weeklyDay?: number
}

// mails handed to SMTP at once by each process: the pooled transport reuses its connections, so the
// database round trips of each send (ledger, job claim) set the pace and more workers overlap them
export const SEND_WORKERS = 16

const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'))

function defaultMailbox(mailFrom: string): string {
  const domain = /@([^\s>]+)/.exec(mailFrom)?.[1] ?? 'showroom.local'
  return `unsubscribe@${domain}`
}

export function createAlertsService(deps: AlertsDeps): AlertsService {
  const now = deps.now ?? (() => new Date())
  const tokens = createAlertTokens(deps.secret)
  let connection: AlertsConnection | undefined
  let events: EventDigestSource | undefined
  let sales: SaleDigestSource = noSales
  const connected = () => {
    if (!connection) throw new Error('the alerts service is not connected to the site yet')
    return connection
  }
  const directory = () => connected().directory

  const subscriptions = createSubscriptions({
    db: deps.db,
    directory,
    tokens,
    jobs: deps.jobs,
    logger: deps.logger,
    now,
    ...(deps.signupLimit ? { signupLimit: deps.signupLimit } : {}),
  })
  const digests = createDigests({
    db: deps.db,
    directory,
    events: () => {
      events ??= createGraphDigestSource(connected().graph, deps.publicUrl)
      return events
    },
    sales: () => sales,
    tokens,
    jobs: deps.jobs,
    publicUrl: deps.publicUrl,
    logger: deps.logger,
    now,
  })
  const scheduler = createScheduler({ directory, digests, jobs: deps.jobs, logger: deps.logger, now })
  const notices = createNotices({ db: deps.db, jobs: deps.jobs, publicUrl: deps.publicUrl, directory })
  const cancellations = createCancellations({
    db: deps.db,
    notices,
    graph: () => connected().graph,
    directory,
    publicUrl: deps.publicUrl,
    logger: deps.logger,
  })
  let registered = false
  let subscribed = false

  return {
    name: 'alerts',
    schema: buildSubgraphSchema([{ typeDefs, resolvers: createResolvers(subscriptions, digests) as never }]),
    migrations: { '0001_alerts': initial, '0002_goers_notices_limits': goersNoticesLimits },
    async start() {
      if (subscribed || !deps.events) return
      subscribed = true
      await cancellations.subscribe(deps.events)
    },
    async connect(given) {
      connection = given
      if (given.events) events = given.events
      if (given.sales) sales = given.sales
      if (registered) return
      registered = true
      const send = createSender({
        db: deps.db,
        directory,
        mailer: deps.mailer,
        tokens,
        publicUrl: deps.publicUrl,
        unsubscribeMailbox: deps.unsubscribeMailbox ?? defaultMailbox(deps.mailFrom),
        logger: deps.logger,
        now,
      })
      deps.jobs.register<SendJob>(alertsJobs.send, send, { concurrency: SEND_WORKERS, maxAttempts: 8 })
      deps.jobs.register<ScheduledDigestJob>(alertsJobs.digestBatch, (job) => scheduler.run(job), {
        maxAttempts: 20,
      })
      // the site starts even when the schedule cannot be written now; the next start queues it
      if (deps.schedule !== false)
        await scheduler
          .ensureScheduled()
          .catch((error) => deps.logger.error({ err: error }, 'alert digests could not be scheduled'))
    },
    unsubscribe: async (token) => {
      try {
        return await subscriptions.unsubscribe(token)
      } catch {
        return null
      }
    },
    suppress: (email, reason) =>
      createSubscriptionsStore(deps.db).suppress(email.trim().toLowerCase(), reason, now()),
    notices,
    api: {
      addSubscription: async (subscription) =>
        (
          await createSubscriptionsStore(deps.db).insert(
            { ...subscription, weeklyDay: subscription.weeklyDay ?? 1, status: 'active' },
            now(),
          )
        ).id,
    },
    async unsubscribeLink(token) {
      const id = tokens.verify('manage', token)
      const subscription = id === null ? null : await createSubscriptionsStore(deps.db).find(id)
      const city = subscription ? await directory().city(subscription.cityId) : null
      if (!city) return null
      return `${deps.publicUrl}/${encodeURIComponent(city.slug)}/?alert_token=${encodeURIComponent(token)}#unsub`
    },
  }
}

// the service as the composition root makes it, from the platform's parts and configuration
export function alertsDepsOf(platform: {
  database: { forSchema<DB>(schema: string): Kysely<DB> }
  jobs: AlertsDeps['jobs']
  events: Pick<EventBus, 'subscribe'>
  mailer: AlertsDeps['mailer']
  logger: Logger
  config: {
    publicUrl: string
    internalSecret: string
    mailFrom: string
    unsubscribeMailbox?: string
    env: string
  }
}): AlertsDeps {
  const { config } = platform
  return {
    db: platform.database.forSchema<AlertsTables>('alerts'),
    jobs: platform.jobs,
    events: platform.events,
    mailer: platform.mailer,
    logger: platform.logger.child({ service: 'alerts' }),
    publicUrl: config.publicUrl,
    secret: config.internalSecret,
    mailFrom: config.mailFrom,
    ...(config.unsubscribeMailbox ? { unsubscribeMailbox: config.unsubscribeMailbox } : {}),
    // tests run digests by hand (admin_alerts_digest_run); every other setting keeps the schedule
    schedule: config.env !== 'test',
  }
}
