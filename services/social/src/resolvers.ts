import type { GraphQLResolverMap } from '@apollo/subgraph'
import { createBatchLoader, perRequest, type RequestContext } from '@showroom/platform'
import type { PeopleListKind, SocialCore } from './social.service.ts'
import type { TargetKind } from './social.tables.ts'

type Ref = { id: number }
type Loader<V> = (id: number) => Promise<V | null>

export function createResolvers(core: SocialCore): GraphQLResolverMap<RequestContext> {
  // one query per kind and list, however many entities a response holds
  const loaders = perRequest<RequestContext, Map<string, Loader<unknown>>>(() => new Map())
  function loaderFor<V>(ctx: RequestContext, key: string, create: () => Loader<V>): Loader<V> {
    const byKey = loaders(ctx)
    let loader = byKey.get(key) as Loader<V> | undefined
    if (!loader) {
      loader = create()
      byKey.set(key, loader as Loader<unknown>)
    }
    return loader
  }

  const count = async (kind: TargetKind, ref: Ref, ctx: RequestContext) =>
    (await loaderFor(ctx, `count:${kind}`, () =>
      createBatchLoader((ids: readonly number[]) => core.countsOf(kind, ids)),
    )(ref.id)) ?? 0

  const marked = async (kind: TargetKind, ref: Ref, ctx: RequestContext) => {
    const viewer = ctx.viewer
    if (!viewer) return false
    const loader = loaderFor(ctx, `marked:${kind}`, () =>
      createBatchLoader(async (ids: readonly number[]) => {
        const found = await core.markedAmong(viewer.userId, kind, ids)
        return new Map(ids.map((id) => [id, found.has(id)]))
      }),
    )
    return (await loader(ref.id)) ?? false
  }

  const memberCounts = (ref: Ref, ctx: RequestContext) =>
    loaderFor(ctx, 'memberCounts', () =>
      createBatchLoader((ids: readonly number[]) => core.memberCountsOf(ids)),
    )(ref.id)

  const friendState = async (ref: Ref, ctx: RequestContext) => {
    const viewer = ctx.viewer
    if (!viewer) return 'none'
    const loader = loaderFor(ctx, 'friendState', () =>
      createBatchLoader((ids: readonly number[]) => core.friendStatesAmong(viewer.userId, ids)),
    )
    return (await loader(ref.id)) ?? 'none'
  }

  type ListArgs = { first?: number | null; after?: string | null }
  const peopleList = (kind: PeopleListKind) => async (ref: Ref, args: ListArgs) => {
    const list = await core.peopleList(kind, ref.id, args.first, args.after)
    return { users: list.ids.map((id) => ({ id })), hasMore: list.hasMore, cursor: list.cursor }
  }

  const reference = (ref: Ref) => ({ id: ref.id })
  const toRefs = (ids: number[]) => ids.map((id) => ({ id }))

  return {
    Query: {
      myGoingEvents: async (_: unknown, __: unknown, ctx: RequestContext) =>
        toRefs(await core.myGoingEventIds(ctx)),
      myCalendarFeedUrl: (_: unknown, __: unknown, ctx: RequestContext) => core.calendarFeedUrl(ctx),
      calendarFeed: async (_: unknown, args: { token: string }) => {
        const ids = await core.calendarFeedEventIds(args.token)
        return ids === null ? null : toRefs(ids)
      },
    },

    Mutation: {
      followDesigner: (_: unknown, args: { designerId: number }, ctx: RequestContext) =>
        core.follow(ctx, 'designer', args.designerId),
      unfollowDesigner: (_: unknown, args: { designerId: number }, ctx: RequestContext) =>
        core.unfollow(ctx, 'designer', args.designerId),
      followVenue: (_: unknown, args: { venueId: number }, ctx: RequestContext) =>
        core.follow(ctx, 'venue', args.venueId),
      unfollowVenue: (_: unknown, args: { venueId: number }, ctx: RequestContext) =>
        core.unfollow(ctx, 'venue', args.venueId),
      followUser: (_: unknown, args: { userId: number }, ctx: RequestContext) =>
        core.follow(ctx, 'user', args.userId),
      unfollowUser: (_: unknown, args: { userId: number }, ctx: RequestContext) =>
        core.unfollow(ctx, 'user', args.userId),
      markGoing: (
        _: unknown,
        args: { eventId: number; sendConfirmation?: boolean | null; rsvpMode?: number | null },
        ctx: RequestContext,
      ) =>
        core.markGoing(ctx, args.eventId, {
          sendConfirmation: args.sendConfirmation ?? false,
          rsvpMode: args.rsvpMode ?? null,
        }),
      unmarkGoing: (_: unknown, args: { eventId: number }, ctx: RequestContext) =>
        core.unmarkGoing(ctx, args.eventId),
      saveNews: (_: unknown, args: { newsId: number }, ctx: RequestContext) =>
        core.saveNews(ctx, args.newsId),
      unsaveNews: (_: unknown, args: { newsId: number }, ctx: RequestContext) =>
        core.unsaveNews(ctx, args.newsId),
      resetCalendarFeed: (_: unknown, __: unknown, ctx: RequestContext) => core.resetCalendarFeed(ctx),
      sendFriendRequest: (_: unknown, args: { userId: number }, ctx: RequestContext) =>
        core.requestFriend(ctx, args.userId),
      acceptFriendRequest: (_: unknown, args: { userId: number }, ctx: RequestContext) =>
        core.acceptFriend(ctx, args.userId),
      removeFriend: (_: unknown, args: { userId: number }, ctx: RequestContext) =>
        core.removeFriend(ctx, args.userId),
    },

    Designer: {
      __resolveReference: reference,
      followerCount: (ref: Ref, _: unknown, ctx: RequestContext) => count('designer', ref, ctx),
      isFollowed: (ref: Ref, _: unknown, ctx: RequestContext) => marked('designer', ref, ctx),
    },
    Venue: {
      __resolveReference: reference,
      followerCount: (ref: Ref, _: unknown, ctx: RequestContext) => count('venue', ref, ctx),
      isFollowed: (ref: Ref, _: unknown, ctx: RequestContext) => marked('venue', ref, ctx),
    },
    Event: {
      __resolveReference: reference,
      goingCount: (ref: Ref, _: unknown, ctx: RequestContext) => count('event', ref, ctx),
      isGoing: (ref: Ref, _: unknown, ctx: RequestContext) => marked('event', ref, ctx),
    },
    News: {
      __resolveReference: reference,
      saveCount: (ref: Ref, _: unknown, ctx: RequestContext) => count('news', ref, ctx),
      isSaved: (ref: Ref, _: unknown, ctx: RequestContext) => marked('news', ref, ctx),
    },
    User: {
      __resolveReference: reference,
      followerCount: (ref: Ref, _: unknown, ctx: RequestContext) => count('user', ref, ctx),
      followingCount: async (ref: Ref, _: unknown, ctx: RequestContext) =>
        (await memberCounts(ref, ctx))?.following ?? 0,
      isFollowing: (ref: Ref, _: unknown, ctx: RequestContext) => marked('user', ref, ctx),
      friendCount: async (ref: Ref, _: unknown, ctx: RequestContext) =>
        (await memberCounts(ref, ctx))?.friends ?? 0,
      friendState: (ref: Ref, _: unknown, ctx: RequestContext) => friendState(ref, ctx),
      followers: peopleList('followers'),
      following: peopleList('following'),
      friends: peopleList('friends'),
    },
  }
}
