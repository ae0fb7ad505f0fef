import type { Logger, RequestContext, Viewer } from '@showroom/platform'
import { feedErrors } from './feed.errors.ts'
import { type CommentPayload, type FeedEventBus, feedEvents } from './feed.events.ts'
import {
  type Audience,
  audienceOf,
  type Direction,
  isTrusted,
  itemsOfComment,
  MAX_GAP_COUNT,
  PAGE_SIZE,
  parseId,
  parseItemIds,
  parsePageSize,
  parsePageToken,
  parseSkip,
  SHOW_MORE_PAGE_SIZE,
} from './feed.rules.ts'
import type { FeedStore, ItemRow, Scope } from './feed.store.ts'
import type { Position } from './page-token.ts'

export interface CoreDeps {
  store: FeedStore
  events: FeedEventBus
  logger: Logger
  now: () => Date
}

export interface FeedFilter {
  cityId?: number | null
  userId?: number | null
}

export interface ActivityPageInput extends FeedFilter {
  pageToken?: string | null
  direction?: Direction | null
  first?: number | null
  showMore?: boolean | null
  skip?: number | null
  itemIds?: number[] | null
}

// "load newer" found more items than one page: the page is the newest, and the gap lies under it
export interface Gap {
  // the items between the page and the position asked from, counted up to MAX_GAP_COUNT
  count: number
  countCapped: boolean
  // page_direction next from here walks down through the gap
  pageToken: Position
}

export interface ActivityPage {
  items: ItemRow[]
  hasMore: boolean
  pageToken: Position | null
  gap: Gap | null
  layout: 'summary' | 'full'
}

export interface MediaPageInput extends FeedFilter {
  olderThan?: number | null
  newerThan?: number | null
  first?: number | null
}

export interface MediaPage {
  items: ItemRow[]
  hasMore: boolean
}

export type FeedCore = ReturnType<typeof createFeedCore>

export const positionOf = (row: ItemRow): Position => ({ createdMs: row.created_at.getTime(), id: row.id })

function requireViewer(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw feedErrors.notSignedIn()
  return ctx.viewer
}

// a member's profile, else a city's community feed, else every item
function scopeOf(filter: FeedFilter): Scope {
  const userId = parseId('userId', filter.userId)
  const cityId = parseId('cityId', filter.cityId)
  if (userId !== null) return { kind: 'profile', userId }
  if (cityId !== null) return { kind: 'city', cityId }
  return { kind: 'all' }
}

// turns comments into feed items and serves the feeds; every read filters by who is asking
export function createFeedCore(deps: CoreDeps) {
  const { store, events, now } = deps

  // who reads: their blocks are read once per page, and only for someone signed in
  async function audienceFor(viewer: Viewer | null): Promise<Audience> {
    const audience = audienceOf(viewer)
    if (!viewer) return audience
    const blocked = await store.blockedBy(viewer.userId)
    return blocked.length > 0 ? { ...audience, blocked } : audience
  }

  async function learnComment(comment: CommentPayload): Promise<void> {
    const items = itemsOfComment(comment)
    if (items.length === 0) return
    await store.transaction(async (tx) => {
      if (await tx.lockMember(comment.userId)) return
      await tx.upsertItems(items)
    })
  }

  async function activityPage(ctx: RequestContext, input: ActivityPageInput): Promise<ActivityPage> {
    const scope = scopeOf(input)
    const audience = await audienceFor(ctx.viewer)
    const itemIds = parseItemIds(input.itemIds)
    if (itemIds !== null) {
      const items = await store.itemsByIds(itemIds, audience)
      const last = items.at(-1)
      return { items, hasMore: false, pageToken: last ? positionOf(last) : null, gap: null, layout: 'full' }
    }
    const size = parsePageSize(input.first, input.showMore ? SHOW_MORE_PAGE_SIZE : PAGE_SIZE)
    const skip = parseSkip(input.skip)
    const from = parsePageToken(input.pageToken)
    if (input.direction === 'previous' && from) {
      // the newest page: what someone scrolling to the top wants to see; what did not fit is a gap
      const rows = await store.newestAbove(scope, audience, from, size + 1)
      const items = rows.slice(0, size)
      const oldest = items.at(-1)
      let gap: Gap | null = null
      if (rows.length > size && oldest) {
        const count = await store.countBetween(scope, audience, from, positionOf(oldest), MAX_GAP_COUNT + 1)
        gap = {
          count: Math.min(count, MAX_GAP_COUNT),
          countCapped: count > MAX_GAP_COUNT,
          pageToken: positionOf(oldest),
        }
      }
      return {
        items,
        hasMore: gap !== null,
        pageToken: oldest ? positionOf(oldest) : from,
        gap,
        layout: 'summary',
      }
    }
    const rows = await store.olderPage(scope, audience, from, skip, size + 1)
    const items = rows.slice(0, size)
    const last = items.at(-1)
    return {
      items,
      hasMore: rows.length > size,
      pageToken: last ? positionOf(last) : from,
      gap: null,
      layout: 'summary',
    }
  }

  return {
    learnComment,

    commentHidden: (commentId: number) => store.setHidden(commentId, true),

    commentDeleted: (commentId: number) => store.removeComment(commentId),

    async memberDeleted(userId: number): Promise<void> {
      await store.transaction(async (tx) => {
        await tx.lockMember(userId)
        await tx.forgetMember(userId)
        await tx.forgetBlocks(userId)
      })
    },

    setBlock: (userId: number, blocked: { type: string; id: number }, on: boolean) =>
      store.setBlock(userId, blocked, on),

    activityPage,

    async mediaPage(ctx: RequestContext, input: MediaPageInput): Promise<MediaPage> {
      const scope = scopeOf(input)
      const size = parsePageSize(input.first)
      const olderThan = parseId('olderThan', input.olderThan)
      const newerThan = parseId('newerThan', input.newerThan)
      if (olderThan !== null && newerThan !== null)
        throw feedErrors.invalidInput('olderThan', 'Give before_id or after_id, not both.')
      const bound = olderThan !== null ? { olderThan } : newerThan !== null ? { newerThan } : null
      const rows = await store.mediaPage(scope, await audienceFor(ctx.viewer), bound, size + 1)
      if (bound && 'newerThan' in bound) {
        // the nearest newer items, shown newest first; more newer ones wait for the next call
        return { items: rows.slice(-size), hasMore: rows.length > size }
      }
      return { items: rows.slice(0, size), hasMore: rows.length > size }
    },

    async item(ctx: RequestContext, id: number): Promise<ItemRow | null> {
      const itemId = parseId('id', id)
      if (itemId === null) return null
      const [row] = await store.itemsByIds([itemId], await audienceFor(ctx.viewer))
      return row ?? null
    },

    // a trusted member puts a post they can see into a city's community feed (and on their profile)
    async share(ctx: RequestContext, itemId: number, cityId: number): Promise<ItemRow> {
      const viewer = requireViewer(ctx)
      const id = parseId('itemId', itemId) as number
      const city = parseId('cityId', cityId) as number
      // the upsell answers whatever was asked, so it tells nothing about the post
      if (!isTrusted(viewer)) throw feedErrors.notTrusted()
      const [seen] = await store.itemsByIds([id], await audienceFor(viewer))
      if (!seen) throw feedErrors.notFound()
      // sharing a share shares the post itself
      const original = seen.shared_from_id
        ? (await store.itemsByIds([seen.shared_from_id], await audienceFor(viewer)))[0]
        : seen
      if (!original) throw feedErrors.notFound()
      if (original.city_id === city) throw feedErrors.alreadyThere()
      if (!(await store.cityHasFeed(city))) throw feedErrors.cityNotFound()
      return store.transaction(async (tx, trx) => {
        // the author and the sharer, in order: neither is forgotten half-way through a share
        for (const member of [...new Set([original.author_id, viewer.userId])].sort((a, b) => a - b))
          if (await tx.lockMember(member)) throw feedErrors.notFound()
        // the post stays until the share is in: a removal waits for it, or has already happened
        const post = await tx.lockItem(original.id)
        if (!post) throw feedErrors.notFound()
        const made = await tx.insertShare(post, viewer.userId, city, now())
        // shared before: the same share again
        if (!made) return (await tx.findShare(original.id, viewer.userId, city)) as ItemRow
        await events.publish(trx as never, {
          type: feedEvents.postShared,
          aggregateType: 'feed_item',
          aggregateId: made.id,
          payload: {
            id: made.id,
            sharedFromId: original.id,
            sharedBy: viewer.userId,
            authorId: original.author_id,
            commentId: original.comment_id,
            cityId: city,
          },
        })
        return made
      })
    },
  }
}
