import type { GraphQLResolverMap } from '@apollo/subgraph'
import type { RequestContext } from '@showroom/platform'
import { isModerator } from './feed.rules.ts'
import type { ActivityPage, ActivityPageInput, FeedCore, MediaPageInput } from './feed.service.ts'
import { positionOf } from './feed.service.ts'
import type { ItemRow } from './feed.store.ts'
import { encodePageToken } from './page-token.ts'
import { describeSince } from './time-since.ts'

type CityRef = { id: number }
type ActivityArgs = Omit<ActivityPageInput, 'cityId' | 'userId'>

const ref = (id: number | null) => (id ? { id } : null)
const seconds = (at: Date) => Math.floor(at.getTime() / 1000)

export function createResolvers(core: FeedCore, now: () => Date): GraphQLResolverMap<RequestContext> {
  return {
    Query: {
      activityFeed: (_: unknown, args: ActivityPageInput, ctx: RequestContext) =>
        core.activityPage(ctx, args),
      mediaFeed: (_: unknown, args: MediaPageInput, ctx: RequestContext) => core.mediaPage(ctx, args),
      activityItem: (_: unknown, args: { id: number }, ctx: RequestContext) => core.item(ctx, args.id),
    },

    Mutation: {
      shareToFeed: (_: unknown, args: { itemId: number; cityId: number }, ctx: RequestContext) =>
        core.share(ctx, args.itemId, args.cityId),
    },

    City: {
      __resolveReference: (city: CityRef) => ({ id: city.id }),
      activityFeed: (city: CityRef, args: ActivityArgs, ctx: RequestContext) =>
        core.activityPage(ctx, { ...args, cityId: city.id }),
      mediaFeed: (city: CityRef, args: Omit<MediaPageInput, 'cityId' | 'userId'>, ctx: RequestContext) =>
        core.mediaPage(ctx, { ...args, cityId: city.id }),
    },

    ActivityFeedPage: {
      items: (page: ActivityPage) => page.items,
      hasMore: (page: ActivityPage) => page.hasMore,
      pageToken: (page: ActivityPage) => (page.pageToken ? encodePageToken(page.pageToken) : null),
      firstId: (page: ActivityPage) => page.items[0]?.id ?? null,
      firstCreated: (page: ActivityPage) => (page.items[0] ? seconds(page.items[0].created_at) : null),
      firstPageToken: (page: ActivityPage) =>
        page.items[0] ? encodePageToken(positionOf(page.items[0])) : null,
      gap: (page: ActivityPage) =>
        page.gap ? { ...page.gap, pageToken: encodePageToken(page.gap.pageToken) } : null,
      layout: (page: ActivityPage) => page.layout,
    },

    ActivityItem: {
      createdAt: (row: ItemRow) => row.created_at.toISOString(),
      createdTimestamp: (row: ItemRow) => seconds(row.created_at),
      createdSince: (row: ItemRow, _: unknown, ctx: RequestContext) =>
        describeSince(row.created_at, now(), ctx.locale),
      sourceType: (row: ItemRow) => row.source_type,
      sourceId: (row: ItemRow) => row.source_id,
      comment: (row: ItemRow) => ({ id: row.comment_id }),
      media: (row: ItemRow) => (row.source_type === 'media' ? { id: row.source_id } : null),
      entityType: (row: ItemRow) => row.entity_type,
      entityId: (row: ItemRow) => row.entity_id,
      entity: (row: ItemRow) => ({
        type: row.entity_type,
        id: row.entity_id,
        user: row.entity_type === 'user' ? { id: row.entity_id } : null,
        designer: row.entity_type === 'designer' ? { id: row.entity_id } : null,
        venue: row.entity_type === 'venue' ? { id: row.entity_id } : null,
      }),
      targetType: (row: ItemRow) => row.target_type,
      targetId: (row: ItemRow) => row.target_id,
      target: (row: ItemRow) =>
        row.target_type && row.target_id
          ? {
              type: row.target_type,
              id: row.target_id,
              event: row.target_type === 'event' ? { id: row.target_id } : null,
              designer: row.target_type === 'designer' ? { id: row.target_id } : null,
              user: row.target_type === 'user' ? { id: row.target_id } : null,
            }
          : null,
      cityId: (row: ItemRow) => row.city_id,
      city: (row: ItemRow) => ref(row.city_id),
      sharedFromId: (row: ItemRow) => row.shared_from_id,
      sharedBy: (row: ItemRow) => ref(row.shared_by),
      isHidden: (row: ItemRow, _: unknown, ctx: RequestContext) =>
        isModerator(ctx.viewer) || ctx.viewer?.userId === row.author_id ? row.hidden : null,
      pageToken: (row: ItemRow) => encodePageToken(positionOf(row)),
    },
  }
}
