import { sql } from 'kysely'
import { z } from 'zod'
import type { FriendshipRow } from './friends.rules.ts'
import type { SocialDb } from './social.tables.ts'
import { label } from './sql.ts'

const friendshipRow = z.object({
  low_id: z.number().int(),
  high_id: z.number().int(),
  requested_by: z.number().int(),
  accepted_at: z.date().nullable(),
})
const countsRow = z.object({
  user_id: z.number().int(),
  following_count: z.number().int(),
  friend_count: z.number().int(),
})
const removedRow = z.object({ removed_at: z.date().nullable() })

export interface MemberCounts {
  following: number
  friends: number
}

export interface Pair {
  low: number
  high: number
}

export const pairOf = (a: number, b: number): Pair => ({ low: Math.min(a, b), high: Math.max(a, b) })

const toRow = (row: z.infer<typeof friendshipRow>): FriendshipRow => ({
  requestedBy: row.requested_by,
  accepted: row.accepted_at !== null,
})

// friendships and a member's own counters; bound to a transaction by the social store
export function peopleQueries(db: SocialDb) {
  return {
    // a share lock on the member being befriended: their deletion waits for this change, or this
    // change sees them removed; null when social has never heard of them
    async shareLockUser(id: number): Promise<{ removed: boolean } | null> {
      const row = await db
        .selectFrom('targets')
        .select('removed_at')
        .where('kind', '=', 'user')
        .where('id', '=', id)
        .forShare()
        .modifyEnd(label('targets.shareLockUser'))
        .executeTakeFirst()
      return row ? { removed: removedRow.parse(row).removed_at !== null } : null
    },

    async lockFriendship(pair: Pair): Promise<FriendshipRow | null> {
      const row = await db
        .selectFrom('friendships')
        .select(['low_id', 'high_id', 'requested_by', 'accepted_at'])
        .where('low_id', '=', pair.low)
        .where('high_id', '=', pair.high)
        .forUpdate()
        .modifyEnd(label('friendships.lock'))
        .executeTakeFirst()
      return row ? toRow(friendshipRow.parse(row)) : null
    },

    // false when the other member's request got there first (their row now holds the pair)
    async insertFriendship(pair: Pair, requestedBy: number, at: Date): Promise<boolean> {
      const row = await db
        .insertInto('friendships')
        .values({ low_id: pair.low, high_id: pair.high, requested_by: requestedBy, created_at: at })
        .onConflict((oc) => oc.columns(['low_id', 'high_id']).doNothing())
        .returning('low_id')
        .modifyEnd(label('friendships.insert'))
        .executeTakeFirst()
      return row !== undefined
    },

    async acceptFriendship(pair: Pair, at: Date): Promise<void> {
      await db
        .updateTable('friendships')
        .set({ accepted_at: at })
        .where('low_id', '=', pair.low)
        .where('high_id', '=', pair.high)
        .modifyEnd(label('friendships.accept'))
        .execute()
    },

    async deleteFriendship(pair: Pair): Promise<void> {
      await db
        .deleteFrom('friendships')
        .where('low_id', '=', pair.low)
        .where('high_id', '=', pair.high)
        .modifyEnd(label('friendships.delete'))
        .execute()
    },

    // every pair a member is in, removed at once (their account was deleted); answers the members
    // they were friends with, whose counts drop
    async deleteFriendshipsOf(userId: number): Promise<number[]> {
      const rows = await db
        .deleteFrom('friendships')
        .where((eb) => eb.or([eb('low_id', '=', userId), eb('high_id', '=', userId)]))
        .returning(['low_id', 'high_id', 'requested_by', 'accepted_at'])
        .modifyEnd(label('friendships.deleteOfUser'))
        .execute()
      return rows
        .map((row) => friendshipRow.parse(row))
        .filter((row) => row.accepted_at !== null)
        .map((row) => (row.low_id === userId ? row.high_id : row.low_id))
    },

    // the viewer's pairs with these members; one query for a whole list
    async friendshipsAmong(viewerId: number, ids: readonly number[]): Promise<Map<number, FriendshipRow>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .selectFrom('friendships')
        .select(['low_id', 'high_id', 'requested_by', 'accepted_at'])
        .where((eb) =>
          eb.or([
            eb.and([eb('low_id', '=', viewerId), eb('high_id', 'in', [...ids])]),
            eb.and([eb('high_id', '=', viewerId), eb('low_id', 'in', [...ids])]),
          ]),
        )
        .modifyEnd(label('friendships.among'))
        .execute()
      const found = new Map<number, FriendshipRow>()
      for (const raw of rows) {
        const row = friendshipRow.parse(raw)
        found.set(row.low_id === viewerId ? row.high_id : row.low_id, toRow(row))
      }
      return found
    },

    // counters move by delta; a member without a row yet starts from zero
    async addToMemberCount(
      userId: number,
      column: 'following_count' | 'friend_count',
      delta: number,
    ): Promise<number> {
      const row = await db
        .insertInto('member_counts')
        .values({ user_id: userId, [column]: Math.max(delta, 0) })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            [column]: sql<number>`greatest(member_counts.${sql.raw(column)} + ${delta}, 0)`,
          }),
        )
        .returning(['user_id', 'following_count', 'friend_count'])
        .modifyEnd(label('memberCounts.add'))
        .executeTakeFirstOrThrow()
      return countsRow.parse(row)[column]
    },

    async clearFriendCount(userId: number): Promise<void> {
      await db
        .updateTable('member_counts')
        .set({ friend_count: 0 })
        .where('user_id', '=', userId)
        .modifyEnd(label('memberCounts.clearFriends'))
        .execute()
    },

    async memberCountsOf(ids: readonly number[]): Promise<Map<number, MemberCounts>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .selectFrom('member_counts')
        .select(['user_id', 'following_count', 'friend_count'])
        .where('user_id', 'in', [...ids])
        .modifyEnd(label('memberCounts.of'))
        .execute()
      return new Map(
        rows
          .map((row) => countsRow.parse(row))
          .map((r) => [r.user_id, { following: r.following_count, friends: r.friend_count }]),
      )
    },
  }
}

export type PeopleQueries = ReturnType<typeof peopleQueries>
