import { anyOf, prepared } from '@showroom/platform'
import type { Transaction } from 'kysely'
import { blockQueries } from './blocks.store.ts'
import { z } from 'zod'
import { peopleListQueries } from './people-lists.store.ts'
import { peopleQueries } from './people.store.ts'
import type { SocialDb, SocialTables, TargetKind } from './social.tables.ts'
import { label } from './sql.ts'

const countRow = z.object({ id: z.number().int(), mark_count: z.number().int() })
const targetRow = z.object({ mark_count: z.number().int(), removed_at: z.date().nullable() })
const idRow = z.object({ target_id: z.number().int() })
const feedRow = z.object({ user_id: z.number().int(), token: z.string() })

export interface TargetState {
  count: number
  removed: boolean
}

export interface NewMark {
  userId: number
  kind: TargetKind
  targetId: number
  rsvpMode?: number | null
  sendConfirmation?: boolean
  at: Date
}

// asked for every list of events, designers or comments on a page: built once
// (packages/platform/src/db/prepared.ts)
// which of a page's targets the viewer marked: asked for every list a signed-in viewer sees
const markedAmong = prepared<
  { userId: number; kind: TargetKind; ids: readonly number[] },
  unknown,
  SocialTables
>((db, slot) =>
  db
    .selectFrom('marks')
    .select('target_id')
    .where('user_id', '=', slot('userId'))
    .where('kind', '=', slot('kind'))
    .where('target_id', '=', anyOf(slot('ids')))
    .modifyEnd(label('marks.markedAmong')),
)

const countsOf = prepared<{ kind: TargetKind; ids: readonly number[] }, unknown, SocialTables>((db, slot) =>
  db
    .selectFrom('targets')
    .select(['id', 'mark_count'])
    .where('kind', '=', slot('kind'))
    .where('id', '=', anyOf(slot('ids')))
    .modifyEnd(label('targets.countsOf')),
)

function queries(db: SocialDb) {
  async function feedTokenOf(userId: number): Promise<string | null> {
    const row = await db
      .selectFrom('calendar_feeds')
      .select(['user_id', 'token'])
      .where('user_id', '=', userId)
      .modifyEnd(label('calendarFeeds.ofUser'))
      .executeTakeFirst()
    return row ? feedRow.parse(row).token : null
  }

  return {
    ...peopleQueries(db),
    ...blockQueries(db),
    ...peopleListQueries(db),
    feedTokenOf,

    // a target learned from another service's event; seeing it again is harmless
    async rememberTarget(kind: TargetKind, id: number, at: Date): Promise<void> {
      await db
        .insertInto('targets')
        .values({ kind, id, created_at: at })
        .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet({ removed_at: null }))
        .modifyEnd(label('targets.remember'))
        .execute()
    },

    async removeTarget(kind: TargetKind, id: number, at: Date): Promise<void> {
      await db
        .updateTable('targets')
        .set({ removed_at: at })
        .where('kind', '=', kind)
        .where('id', '=', id)
        .modifyEnd(label('targets.remove'))
        .execute()
    },

    // locks the target row so the counter and the mark change together
    async lockTarget(kind: TargetKind, id: number): Promise<TargetState | null> {
      const row = await db
        .selectFrom('targets')
        .select(['mark_count', 'removed_at'])
        .where('kind', '=', kind)
        .where('id', '=', id)
        .forUpdate()
        .modifyEnd(label('targets.lock'))
        .executeTakeFirst()
      if (!row) return null
      const r = targetRow.parse(row)
      return { count: r.mark_count, removed: r.removed_at !== null }
    },

    async addToCount(kind: TargetKind, id: number, delta: number): Promise<number> {
      const row = await db
        .updateTable('targets')
        .set((eb) => ({ mark_count: eb('mark_count', '+', delta) }))
        .where('kind', '=', kind)
        .where('id', '=', id)
        .returning('mark_count')
        .modifyEnd(label('targets.addToCount'))
        .executeTakeFirstOrThrow()
      return z.number().int().parse(row.mark_count)
    },

    // true when the mark is new
    async insertMark(mark: NewMark): Promise<boolean> {
      const row = await db
        .insertInto('marks')
        .values({
          user_id: mark.userId,
          kind: mark.kind,
          target_id: mark.targetId,
          rsvp_mode: mark.rsvpMode ?? null,
          send_confirmation: mark.sendConfirmation ?? false,
          created_at: mark.at,
        })
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'target_id']).doNothing())
        .returning('target_id')
        .modifyEnd(label('marks.insert'))
        .executeTakeFirst()
      return row !== undefined
    },

    async updateRsvpMode(userId: number, targetId: number, rsvpMode: number): Promise<void> {
      await db
        .updateTable('marks')
        .set({ rsvp_mode: rsvpMode })
        .where('user_id', '=', userId)
        .where('kind', '=', 'event')
        .where('target_id', '=', targetId)
        .modifyEnd(label('marks.updateRsvpMode'))
        .execute()
    },

    // true when there was a mark to delete
    async deleteMark(userId: number, kind: TargetKind, targetId: number): Promise<boolean> {
      const row = await db
        .deleteFrom('marks')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('target_id', '=', targetId)
        .returning('target_id')
        .modifyEnd(label('marks.delete'))
        .executeTakeFirst()
      return row !== undefined
    },

    // one query for a whole list of entities
    async countsOf(kind: TargetKind, ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map()
      const rows = await countsOf(db, { kind, ids })
      return new Map(rows.map((row) => countRow.parse(row)).map((r) => [r.id, r.mark_count]))
    },

    // which of these targets the member has marked; one query for a whole list
    async markedAmong(userId: number, kind: TargetKind, ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set()
      const rows = await markedAmong(db, { userId, kind, ids })
      return new Set(rows.map((row) => idRow.parse(row).target_id))
    },

    async markedByUser(userId: number, kind: TargetKind, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('marks')
        .select('target_id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .orderBy('created_at', 'desc')
        .orderBy('target_id', 'desc')
        .limit(limit)
        .modifyEnd(label('marks.markedByUser'))
        .execute()
      return rows.map((row) => idRow.parse(row).target_id)
    },

    // keeps the first token when two first asks race
    async insertFeedToken(userId: number, token: string, at: Date): Promise<string> {
      await db
        .insertInto('calendar_feeds')
        .values({ user_id: userId, token, created_at: at })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .modifyEnd(label('calendarFeeds.insert'))
        .execute()
      return (await feedTokenOf(userId)) ?? token
    },

    async replaceFeedToken(userId: number, token: string, at: Date): Promise<void> {
      await db
        .insertInto('calendar_feeds')
        .values({ user_id: userId, token, created_at: at })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ token, created_at: at }))
        .modifyEnd(label('calendarFeeds.replace'))
        .execute()
    },

    async feedOwner(token: string): Promise<number | null> {
      const row = await db
        .selectFrom('calendar_feeds')
        .select(['user_id', 'token'])
        .where('token', '=', token)
        .modifyEnd(label('calendarFeeds.byToken'))
        .executeTakeFirst()
      return row ? feedRow.parse(row).user_id : null
    },
  }
}

export type SocialQueries = ReturnType<typeof queries>
export type SocialStore = ReturnType<typeof createSocialStore>

export function createSocialStore(db: SocialDb) {
  return {
    ...queries(db),
    // runs fn with the queries bound to one transaction; trx itself goes to the job queue
    transaction<T>(fn: (tx: SocialQueries, trx: Transaction<SocialTables>) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => fn(queries(trx), trx))
    },
  }
}
