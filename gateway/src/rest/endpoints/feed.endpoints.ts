import { z } from 'zod'
import { defineEndpoint, type RestEndpoint } from '../endpoint.ts'
import { intId, optional } from './comments.endpoints.ts'
import { ITEM_FIELDS, type ItemData, itemJson, shown } from './feed-item.ts'
import { flag } from './fields.ts'

// the feed's own limits, checked here so a legacy client hears which field is wrong
const MAX_SKIP = 100
const MAX_ITEM_IDS = 50

const version = () => optional(z.union([z.literal(1), z.literal('1')], { error: 'must be 1' }))

// a city's url prefix as pages know it: '/london', 'london/', or with a language: '/zh/london'
const cityPrefix = () =>
  optional(
    z
      .string()
      .max(100, 'must be at most 100 characters')
      .regex(/^\/?((en|zh)\/)?[a-z0-9-]{1,60}\/?$/, 'must be a city url prefix such as /london')
      .transform((prefix) => `/${prefix.replace(/^\/|\/$/g, '').replace(/^(en|zh)\//, '')}`),
  )

const skip = () =>
  optional(
    z
      .union([z.number().int(), z.string().regex(/^\d+$/, 'must be a whole number').transform(Number)])
      .pipe(z.number().min(0).max(MAX_SKIP, `must be at most ${MAX_SKIP}; page further with page_token`)),
  )

// "12,13" or [12, 13]
const itemIds = () =>
  optional(
    z
      .union([
        z.array(intId()),
        z
          .string()
          .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'must be a comma-separated list of item ids')
          .transform((list) => list.split(',').map((part) => Number(part.trim()))),
      ])
      .pipe(
        z
          .array(z.number().int().min(1, 'must list item ids').max(2_147_483_647, 'must list valid item ids'))
          .max(MAX_ITEM_IDS, `must list at most ${MAX_ITEM_IDS} items`),
      ),
  )

const pageToken = () =>
  optional(
    z
      .string()
      .max(40, 'must be a page_token this feed gave out')
      .regex(/^[0-9a-z.]*$/, 'must be a page_token this feed gave out'),
  )

// the fields a partial answer may leave null without failing the call
const PARTIAL = ['comment', 'media', 'entity', 'target', 'sharedBy', 'city']

interface PageData {
  items: ItemData[]
  hasMore: boolean
  pageToken: string | null
  firstId: number | null
  firstCreated: number | null
  firstPageToken: string | null
  gap: { count: number; countCapped: boolean; pageToken: string } | null
  layout: string
}

const PAGE_FIELDS = `fragment FeedPage on ActivityFeedPage {
  items { ...FeedItem }
  hasMore pageToken firstId firstCreated firstPageToken layout
  gap { count countCapped pageToken }
}`

const activityFeedGet = defineEndpoint({
  name: 'activity_feed_get',
  method: 'GET',
  auth: 'optional',
  userIdIsInput: true,
  summary:
    "The activity feed, newest first: user_id for a member's profile, else prefix for a city's community feed, else every city. page_token with page_direction next (older, the default) or previous (load newer: the newest page above the token, with values.gap {count, count_capped, page_token} when more newer items lie between it and the token than fit). skip (at most 100) skips from the position; show_more asks for 40 instead of 20; item_ids (at most 50) answers just those items (layout full). values.feed, has_more, page_token, first_id, first_created (seconds), first_page_token, gap, layout. Sign in with user_token or the cookie: user_id here is whose feed.",
  input: z.object({
    version: version(),
    prefix: cityPrefix(),
    user_id: optional(intId()),
    show_more: optional(flag()),
    skip: skip(),
    page_token: pageToken(),
    page_direction: optional(z.enum(['next', 'previous'], { error: 'must be next or previous' })),
    item_ids: itemIds(),
  }),
  operation: `query ActivityFeedGet($byCity: Boolean!, $prefix: String, $userId: Int, $pageToken: String,
    $direction: FeedDirection, $showMore: Boolean, $skip: Int, $itemIds: [Int!]) {
    city(url: $prefix) @include(if: $byCity) {
      activityFeed(pageToken: $pageToken, direction: $direction, showMore: $showMore, skip: $skip, itemIds: $itemIds) {
        ...FeedPage
      }
    }
    activityFeed(userId: $userId, pageToken: $pageToken, direction: $direction, showMore: $showMore, skip: $skip,
      itemIds: $itemIds) @skip(if: $byCity) {
      ...FeedPage
    }
  }
  ${PAGE_FIELDS}
  ${ITEM_FIELDS}`,
  variables: (input) => ({
    byCity: input.user_id === null && input.prefix !== null,
    prefix: input.prefix,
    userId: input.user_id,
    pageToken: input.page_token,
    direction: input.page_direction ?? 'next',
    showMore: Boolean(input.show_more),
    skip: input.skip ?? 0,
    itemIds: input.item_ids,
  }),
  result: (data: { city?: { activityFeed: PageData } | null; activityFeed?: PageData }, _input, ctx) => {
    // a prefix no city answers to has nothing to show
    const page = data.activityFeed ?? data.city?.activityFeed ?? null
    return {
      values: {
        feed: (page?.items ?? []).filter(shown).map((item) => itemJson(item, ctx.locale)),
        has_more: page?.hasMore ?? false,
        page_token: page?.pageToken ?? null,
        first_id: page?.firstId ?? null,
        first_created: page?.firstCreated ?? null,
        first_page_token: page?.firstPageToken ?? null,
        gap: page?.gap
          ? { count: page.gap.count, count_capped: page.gap.countCapped, page_token: page.gap.pageToken }
          : null,
        layout: page?.layout ?? 'summary',
      },
    }
  },
  partialUnder: PARTIAL,
})

interface MediaPageData {
  items: ItemData[]
  hasMore: boolean
}

const activityMediaFeedGet = defineEndpoint({
  name: 'activity_media_feed_get',
  method: 'GET',
  auth: 'optional',
  userIdIsInput: true,
  summary:
    "Photos and videos from posts, newest first: user_id for a member's, else prefix for a city's, else every city. As universal_comments_list pages: after_id (the lowest id seen) for older ones, before_id (the highest seen) for the nearest newer ones. values.feed (items of source_type media), has_more.",
  input: z.object({
    version: version(),
    prefix: cityPrefix(),
    user_id: optional(intId()),
    before_id: optional(intId()),
    after_id: optional(intId()),
  }),
  operation: `query ActivityMediaFeedGet($byCity: Boolean!, $prefix: String, $userId: Int, $olderThan: Int, $newerThan: Int) {
    city(url: $prefix) @include(if: $byCity) {
      mediaFeed(olderThan: $olderThan, newerThan: $newerThan) { items { ...FeedItem } hasMore }
    }
    mediaFeed(userId: $userId, olderThan: $olderThan, newerThan: $newerThan) @skip(if: $byCity) {
      items { ...FeedItem } hasMore
    }
  }
  ${ITEM_FIELDS}`,
  variables: (input) => ({
    byCity: input.user_id === null && input.prefix !== null,
    prefix: input.prefix,
    userId: input.user_id,
    olderThan: input.after_id,
    newerThan: input.before_id,
  }),
  result: (data: { city?: { mediaFeed: MediaPageData } | null; mediaFeed?: MediaPageData }, _input, ctx) => {
    const page = data.mediaFeed ?? data.city?.mediaFeed ?? null
    return {
      values: {
        feed: (page?.items ?? []).filter(shown).map((item) => itemJson(item, ctx.locale)),
        has_more: page?.hasMore ?? false,
      },
    }
  },
  partialUnder: PARTIAL,
})

// meta.step 3 opens the pro sharing upsell ('pro-upsell' with variant 'sharing'); 2 stays chat's pro-upgrade
export const SHARING_UPSELL_STEP = 3

const activityFeedShare = defineEndpoint({
  name: 'activity_feed_share',
  method: 'POST',
  auth: 'required',
  summary:
    "Shares a post into a city's community feed (and the sharer's profile); trusted members only (pro, or over 200 points). Others are refused with FEED_ERR_NOT_TRUSTED (403) and meta.step 3, the pro sharing upsell. values.item.",
  input: z.object({ item_id: intId(), city_id: intId() }),
  operation: `mutation ActivityFeedShare($itemId: Int!, $cityId: Int!) {
    shareToFeed(itemId: $itemId, cityId: $cityId) { ...FeedItem }
  }
  ${ITEM_FIELDS}`,
  variables: (input) => ({ itemId: input.item_id, cityId: input.city_id }),
  result: (data: { shareToFeed: ItemData }, _input, ctx) => ({
    values: { item: itemJson(data.shareToFeed, ctx.locale) },
  }),
  stepFor: (code) => (code === 'FEED_ERR_NOT_TRUSTED' ? SHARING_UPSELL_STEP : undefined),
  partialUnder: PARTIAL,
})

// spec part 7, "Search and content": the activity and media feeds, and sharing to the community feed
export const feedEndpoints: RestEndpoint[] = [
  activityFeedGet,
  activityMediaFeedGet,
  activityFeedShare,
] as RestEndpoint[]
