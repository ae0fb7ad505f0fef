import { randomInt } from 'node:crypto'
import type { EnqueueOptions, Logger, RequestContext } from '@showroom/platform'
import type { Kysely } from 'kysely'
import type { AlertsDirectory, AlertsCity } from './alerts.deps.ts'
import { alertsErrorsIn } from './alerts.errors.ts'
import { type ConfirmSendJob, alertsJobs } from './alerts.jobs.ts'
import {
  mayResendConfirmation,
  type RateLimitRule,
  requireMember,
  requireOwn,
  signupPerIp,
} from './alerts.rules.ts'
import type { AlertsTables, Frequency, Language, SubscriptionStatus } from './alerts.tables.ts'
import { normaliseEmail } from './email-address.ts'
import { createRateLimitStore } from './rate-limit.store.ts'
import { createSubscriptionsStore, type Subscription } from './subscriptions.store.ts'
import type { AlertTokens } from './tokens.ts'

export interface SubscriptionView {
  id: number
  cityId: number
  frequency: Frequency
  language: Language
  status: SubscriptionStatus
  email: string
}

export interface SubscribeInput {
  cityId: number
  frequency: Frequency
  language?: Language | null
  email?: string | null
}

export interface SubscriptionsDeps {
  db: Kysely<AlertsTables>
  directory: () => AlertsDirectory
  tokens: AlertTokens
  jobs: { enqueue(name: string, data: unknown, options?: EnqueueOptions): Promise<string> }
  logger: Logger
  now: () => Date
  signupLimit?: RateLimitRule
}

const view = (s: Subscription): SubscriptionView => ({
  id: s.id,
  cityId: s.cityId,
  frequency: s.frequency,
  language: s.language,
  status: s.status,
  email: s.email,
})

// ISO weekday (1 Monday .. 7 Sunday) of a moment in a time zone: a new weekly subscriber gets
// their digest on the weekday they signed up
export function localWeekday(at: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short' }).format(at)
  return ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1
}

export function createSubscriptions(deps: SubscriptionsDeps) {
  const { db, tokens, now } = deps
  const inTransaction = <T>(fn: (trx: Kysely<AlertsTables>) => Promise<T>) => db.transaction().execute(fn)

  const signupLimit = deps.signupLimit ?? signupPerIp

  async function requireCity(cityId: number, language: Language): Promise<AlertsCity> {
    const city = await deps.directory().city(cityId)
    if (!city) throw alertsErrorsIn(language).city()
    return city
  }

  // every sign-up from a client address counts, answered or refused; over the limit nothing is
  // written and no mail goes out
  async function limitSignups(ctx: RequestContext) {
    if (!ctx.clientIp) return
    const at = now()
    const rates = createRateLimitStore(db)
    const hit = await rates.hit(`${signupLimit.name}:${ctx.clientIp}`, signupLimit.windowMs, at)
    if (hit.hits === 1 && Math.random() < 0.02) await rates.prune(at)
    if (hit.hits > signupLimit.max)
      throw alertsErrorsIn(ctx.locale).rateLimited((hit.windowEndsAt.getTime() - at.getTime()) / 1000)
  }

  async function queueConfirmation(trx: Kysely<AlertsTables>, subscription: Subscription, at: Date) {
    await createSubscriptionsStore(trx).update(subscription.id, { confirmSentAt: at }, at)
    const job: ConfirmSendJob = { kind: 'confirm', subscriptionId: subscription.id }
    // biome-ignore lint/suspicious/noExplicitAny: the job queue writes to the platform schema
    await deps.jobs.enqueue(alertsJobs.send, job, { trx: trx as Kysely<any> })
  }

  // a visitor: pending until the address is confirmed; the answer is the same whether the address
  // was known or not, and a repeat sends another confirmation at most every ten minutes
  async function subscribeVisitor(
    ctx: RequestContext,
    input: SubscribeInput,
    city: AlertsCity,
    language: Language,
  ) {
    const email = normaliseEmail(input.email)
    if (!email) throw alertsErrorsIn(ctx.locale).email()
    const at = now()
    const id = await inTransaction(async (trx) => {
      const store = createSubscriptionsStore(trx)
      if (await store.isSuppressed(email))
        return (await store.findByAddress(email, city.id))?.id ?? randomInt(1, 2_147_483_647)
      const known = await store.findByAddress(email, city.id)
      if (!known) {
        const created = await store.insert(
          {
            email,
            userId: null,
            cityId: city.id,
            frequency: input.frequency,
            language,
            weeklyDay: localWeekday(at, city.timezone),
            status: 'pending',
          },
          at,
        )
        await queueConfirmation(trx, created, at)
        return created.id
      }
      if (known.status === 'active') return known.id
      // pending or unsubscribed: the latest choice counts once it is confirmed
      const pending = await store.update(
        known.id,
        { status: 'pending', frequency: input.frequency, language },
        at,
      )
      if (pending && mayResendConfirmation(known, at)) await queueConfirmation(trx, pending, at)
      return known.id
    })
    return { id, cityId: city.id, frequency: input.frequency, language, status: 'pending' as const, email }
  }

  async function subscribeMember(
    ctx: RequestContext,
    input: SubscribeInput,
    city: AlertsCity,
    language: Language,
  ) {
    const errors = alertsErrorsIn(ctx.locale)
    const viewer = requireMember(ctx.viewer, ctx.locale)
    if (input.email !== undefined && input.email !== null) throw errors.emailNotAllowed()
    const member = await deps.directory().member(viewer.userId)
    const email = member && !member.isDeleted ? normaliseEmail(member.email) : null
    if (!email) throw errors.email()
    const at = now()
    return inTransaction(async (trx) => {
      const store = createSubscriptionsStore(trx)
      const known = await store.findByAddress(email, city.id)
      const status = (await store.isSuppressed(email)) ? 'unsubscribed' : 'active'
      const saved = known
        ? await store.update(
            known.id,
            { userId: viewer.userId, status, frequency: input.frequency, language },
            at,
          )
        : await store.insert(
            {
              email,
              userId: viewer.userId,
              cityId: city.id,
              frequency: input.frequency,
              language,
              weeklyDay: localWeekday(at, city.timezone),
              status,
            },
            at,
          )
      if (!saved) throw errors.notFound()
      return view(saved)
    })
  }

  // a token decides, never the session: the mail's holder acts on the subscription it names
  async function withToken<T>(
    purpose: 'confirm' | 'manage',
    token: string,
    language: Language,
    change: (store: ReturnType<typeof createSubscriptionsStore>, s: Subscription, at: Date) => Promise<T>,
  ): Promise<T> {
    const id = tokens.verify(purpose, token)
    if (id === null) throw alertsErrorsIn(language).token()
    return inTransaction(async (trx) => {
      const store = createSubscriptionsStore(trx)
      const subscription = await store.findForUpdate(id)
      if (!subscription) throw alertsErrorsIn(language).token()
      return change(store, subscription, now())
    })
  }

  return {
    async subscribe(ctx: RequestContext, input: SubscribeInput): Promise<SubscriptionView> {
      await limitSignups(ctx)
      const city = await requireCity(input.cityId, ctx.locale)
      const language = input.language ?? ctx.locale
      return ctx.viewer
        ? subscribeMember(ctx, input, city, language)
        : subscribeVisitor(ctx, input, city, language)
    },

    confirm: (token: string, language: Language = 'en') =>
      withToken('confirm', token, language, async (store, s, at) => {
        if (s.status === 'active') return view(s)
        // an unsubscribed address signs up again from #alerts, which sends a fresh confirmation
        if (s.status !== 'pending') throw alertsErrorsIn(language).token()
        return view((await store.update(s.id, { status: 'active' }, at)) ?? s)
      }),

    unsubscribe: (token: string, language: Language = 'en') =>
      withToken('manage', token, language, async (store, s, at) => {
        if (s.status !== 'unsubscribed') await store.update(s.id, { status: 'unsubscribed' }, at)
        return { status: 'unsubscribed' as const, cityId: s.cityId }
      }),

    // a frequency link asks for mail at that pace: it also turns an unsubscribed one back on,
    // unless the address bounced or complained
    setFrequency: (token: string, frequency: Frequency, language: Language = 'en') =>
      withToken('manage', token, language, async (store, s, at) => {
        const reactivate = s.status === 'unsubscribed' && !(await store.isSuppressed(s.email))
        const updated = await store.update(
          s.id,
          { frequency, ...(reactivate ? { status: 'active' as const } : {}) },
          at,
        )
        return view(updated ?? s)
      }),

    async listMine(ctx: RequestContext): Promise<SubscriptionView[]> {
      const viewer = requireMember(ctx.viewer, ctx.locale)
      return (await createSubscriptionsStore(db).listOfUser(viewer.userId)).map(view)
    },

    async updateMine(
      ctx: RequestContext,
      subscriptionId: number,
      patch: { frequency?: Frequency | null; language?: Language | null },
    ): Promise<SubscriptionView> {
      const viewer = requireMember(ctx.viewer, ctx.locale)
      return inTransaction(async (trx) => {
        const store = createSubscriptionsStore(trx)
        const own = requireOwn(viewer, await store.findForUpdate(subscriptionId), ctx.locale)
        const updated = await store.update(
          own.id,
          {
            ...(patch.frequency ? { frequency: patch.frequency } : {}),
            ...(patch.language ? { language: patch.language } : {}),
          },
          now(),
        )
        return view(updated ?? own)
      })
    },

    async deleteMine(ctx: RequestContext, subscriptionId: number): Promise<boolean> {
      const viewer = requireMember(ctx.viewer, ctx.locale)
      return inTransaction(async (trx) => {
        const store = createSubscriptionsStore(trx)
        const own = requireOwn(viewer, await store.findForUpdate(subscriptionId), ctx.locale)
        await store.update(own.id, { status: 'unsubscribed' }, now())
        return true
      })
    },

    cityOf: (cityId: number) => deps.directory().city(cityId),
  }
}

export type Subscriptions = ReturnType<typeof createSubscriptions>
