import type { GraphQLResolverMap } from '@apollo/subgraph'
import type { RequestContext } from '@showroom/platform'
import { cityName } from './alerts.deps.ts'
import type { Frequency, Language } from './alerts.tables.ts'
import type { Digests } from './digest/digests.service.ts'
import type { Subscriptions, SubscriptionView } from './subscriptions.service.ts'

export function createResolvers(
  subscriptions: Subscriptions,
  digests: Digests,
): GraphQLResolverMap<RequestContext> {
  return {
    Query: {
      myAlertSubscriptions: (_: unknown, __: unknown, ctx: RequestContext) => subscriptions.listMine(ctx),
    },
    Mutation: {
      subscribeToAlerts: (
        _: unknown,
        args: { cityId: number; frequency: Frequency; language?: Language | null; email?: string | null },
        ctx: RequestContext,
      ) => subscriptions.subscribe(ctx, args),
      confirmAlerts: (_: unknown, args: { token: string }, ctx: RequestContext) =>
        subscriptions.confirm(args.token, ctx.locale),
      unsubscribeAlerts: (_: unknown, args: { token: string }, ctx: RequestContext) =>
        subscriptions.unsubscribe(args.token, ctx.locale),
      setAlertFrequency: (_: unknown, args: { token: string; frequency: Frequency }, ctx: RequestContext) =>
        subscriptions.setFrequency(args.token, args.frequency, ctx.locale),
      updateMyAlertSubscription: (
        _: unknown,
        args: { subscriptionId: number; frequency?: Frequency | null; language?: Language | null },
        ctx: RequestContext,
      ) => subscriptions.updateMine(ctx, args.subscriptionId, args),
      deleteMyAlertSubscription: (_: unknown, args: { subscriptionId: number }, ctx: RequestContext) =>
        subscriptions.deleteMine(ctx, args.subscriptionId),
      runAlertDigests: async (
        _: unknown,
        args: { frequency: Frequency; cityId?: number | null },
        ctx: RequestContext,
      ) => ({ sent: await digests.runNow(ctx, args.frequency, args.cityId ?? null) }),
    },
    AlertSubscription: {
      cityName: async (s: SubscriptionView) => {
        const city = await subscriptions.cityOf(s.cityId)
        return city ? cityName(city, s.language) : ''
      },
    },
  }
}
