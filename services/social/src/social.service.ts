import { randomBytes } from 'node:crypto'
import type { RequestContext } from '@showroom/platform'
import { type GoingConfirmationJob, requireViewer, type ServiceDeps, socialJobs } from './social.deps.ts'
import { socialErrors } from './social.errors.ts'
import { followEffects } from './follow.effects.ts'
import { createFriendsCore } from './friends.service.ts'
import { encodeCursor, parseListPage } from './people-lists.rules.ts'
import type { TargetKind } from './social.tables.ts'

export interface ToggleResult {
  // followed, going or saved after the call
  active: boolean
  // follower, going or save count after the call
  count: number
}

export interface GoingOptions {
  sendConfirmation: boolean
  rsvpMode: number | null
}

export type SocialCore = ReturnType<typeof createSocialCore>

export type PeopleListKind = 'followers' | 'following' | 'friends'

export interface PeopleList {
  ids: number[]
  hasMore: boolean
  // pass as after for the next page; null on the last
  cursor: string | null
}

// the GraphQL argument each kind arrives in, so errors point at it; user targets name none
const ARGUMENT: Record<TargetKind, string | undefined> = {
  designer: 'designerId',
  venue: 'venueId',
  user: undefined,
  event: 'eventId',
  news: 'newsId',
}

const MAX_GOING_LISTED = 500
const FEED_TOKEN_BYTES = 32
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/

export const newFeedToken = () => randomBytes(FEED_TOKEN_BYTES).toString('base64url')

export function parseRsvpMode(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null
  if (!Number.isInteger(value) || value < 0 || value > 99) throw socialErrors.invalidRsvpMode()
  return value
}

// the rules: who may follow, go or save what, and what happens when they do
export function createSocialCore(deps: ServiceDeps) {
  const { store, jobs, now, publicUrl } = deps
  const feedUrl = (token: string) => `${publicUrl}/calendar/feed/${token}.ics`
  const followChanged = followEffects(deps.events)
  const friends = createFriendsCore(deps)

  // idempotent: marking twice stays marked, unmarking what is not marked is fine
  async function setMark(
    ctx: RequestContext,
    kind: TargetKind,
    targetId: number,
    active: boolean,
    going?: GoingOptions,
  ): Promise<ToggleResult> {
    const viewer = requireViewer(ctx)
    if (kind === 'user' && active && targetId === viewer.userId) throw socialErrors.selfFollow()
    return store.transaction(async (tx, trx) => {
      const target = await tx.lockTarget(kind, targetId)
      // a removed target (a deleted account) can still be unfollowed, not followed
      if (!target || (active && target.removed)) throw socialErrors.notFound(kind, ARGUMENT[kind])
      if (!active) {
        const deleted = await tx.deleteMark(viewer.userId, kind, targetId)
        if (!deleted) return { active: false, count: target.count }
        await followChanged(tx, trx, viewer.userId, kind, targetId, false)
        return { active: false, count: await tx.addToCount(kind, targetId, -1) }
      }
      // a member blocked in chat, either way, cannot be followed anew
      if (kind === 'user' && (await tx.blockedBetween(viewer.userId, targetId)))
        throw socialErrors.notFound(kind, ARGUMENT[kind])
      const added = await tx.insertMark({
        userId: viewer.userId,
        kind,
        targetId,
        rsvpMode: going?.rsvpMode,
        sendConfirmation: going?.sendConfirmation,
        at: now(),
      })
      if (!added) {
        if (going?.rsvpMode != null) await tx.updateRsvpMode(viewer.userId, targetId, going.rsvpMode)
        return { active: true, count: target.count }
      }
      // only a new going sends the mail, so a repeated call does not send it twice
      if (going?.sendConfirmation) {
        const job: GoingConfirmationJob = {
          userId: viewer.userId,
          eventId: targetId,
          rsvpMode: going.rsvpMode,
        }
        await jobs.enqueue(socialJobs.goingConfirmation, job, { trx })
      }
      await followChanged(tx, trx, viewer.userId, kind, targetId, true)
      return { active: true, count: await tx.addToCount(kind, targetId, 1) }
    })
  }

  return {
    follow: (ctx: RequestContext, kind: 'designer' | 'venue' | 'user', id: number) =>
      setMark(ctx, kind, id, true),
    unfollow: (ctx: RequestContext, kind: 'designer' | 'venue' | 'user', id: number) =>
      setMark(ctx, kind, id, false),
    markGoing: (ctx: RequestContext, eventId: number, options: GoingOptions) =>
      setMark(ctx, 'event', eventId, true, {
        sendConfirmation: options.sendConfirmation,
        rsvpMode: parseRsvpMode(options.rsvpMode),
      }),
    unmarkGoing: (ctx: RequestContext, eventId: number) => setMark(ctx, 'event', eventId, false),
    saveNews: (ctx: RequestContext, newsId: number) => setMark(ctx, 'news', newsId, true),
    unsaveNews: (ctx: RequestContext, newsId: number) => setMark(ctx, 'news', newsId, false),

    countsOf: (kind: TargetKind, ids: readonly number[]) => store.countsOf(kind, ids),
    markedAmong: (userId: number, kind: TargetKind, ids: readonly number[]) =>
      store.markedAmong(userId, kind, ids),

    async myGoingEventIds(ctx: RequestContext): Promise<number[]> {
      const viewer = requireViewer(ctx)
      return store.markedByUser(viewer.userId, 'event', MAX_GOING_LISTED)
    },

    // made on first ask, the same url afterwards
    async calendarFeedUrl(ctx: RequestContext): Promise<string> {
      const viewer = requireViewer(ctx)
      const existing = await store.feedTokenOf(viewer.userId)
      return feedUrl(existing ?? (await store.insertFeedToken(viewer.userId, newFeedToken(), now())))
    },

    // the old url stops working at once
    async resetCalendarFeed(ctx: RequestContext): Promise<string> {
      const viewer = requireViewer(ctx)
      const token = newFeedToken()
      await store.replaceFeedToken(viewer.userId, token, now())
      return feedUrl(token)
    },

    // null for a token nobody holds: the feed route answers 404
    async calendarFeedEventIds(token: string): Promise<number[] | null> {
      if (!FEED_TOKEN.test(token)) return null
      const owner = await store.feedOwner(token)
      return owner === null ? null : store.markedByUser(owner, 'event', MAX_GOING_LISTED)
    },

    // public, as the counts are: anyone may read a member's followers, following and friends
    async peopleList(
      kind: PeopleListKind,
      userId: number,
      first: number | null | undefined,
      after: string | null | undefined,
    ): Promise<PeopleList> {
      const page = parseListPage(first, after)
      if (typeof page === 'string') throw socialErrors.invalidListPage(page)
      const read = { followers: store.followersOf, following: store.followingOf, friends: store.friendsOf }[
        kind
      ]
      const listed = await read(userId, page)
      return {
        ids: listed.ids,
        hasMore: listed.next !== null,
        cursor: listed.next && encodeCursor(listed.next),
      }
    },

    rememberTarget: (kind: TargetKind, id: number) => store.rememberTarget(kind, id, now()),
    setBlock: (userId: number, blockedId: number, on: boolean) => store.setBlock(userId, blockedId, on),
    // a deleted member also leaves every friendship (see friends.service.ts)
    removeTarget: (kind: TargetKind, id: number) =>
      kind === 'user' ? friends.forgetMember(id) : store.removeTarget(kind, id, now()),

    ...friends,
  }
}
