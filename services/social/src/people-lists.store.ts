import { type Expression, type SqlBool, sql } from 'kysely'
import { z } from 'zod'
import type { ListCursor, ListPage } from './people-lists.rules.ts'
import type { SocialDb } from './social.tables.ts'
import { label } from './sql.ts'

const listRow = z.object({ id: z.number().int(), at: z.string() })

export interface ListedIds {
  ids: number[]
  // the last row's cursor when more rows follow
  next: ListCursor | null
}

// microseconds in UTC, so the cursor compares exactly with what it came from
const iso = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

const before = (at: string, id: string, cursor: ListCursor | null): Expression<SqlBool> =>
  cursor
    ? sql<SqlBool>`(${sql.ref(at)}, ${sql.ref(id)}) < (${cursor.at}::timestamptz, ${cursor.id})`
    : sql<SqlBool>`true`

function pageOf(rows: unknown[], page: ListPage): ListedIds {
  const parsed = rows.map((row) => listRow.parse(row))
  const shown = parsed.slice(0, page.first)
  const last = shown.at(-1)
  return {
    ids: shown.map((row) => row.id),
    next: parsed.length > page.first && last ? { at: last.at, id: last.id } : null,
  }
}

// the people lists of a profile: one indexed range each, newest first, members whose accounts were
// deleted left out; pending friend requests are never listed
export function peopleListQueries(db: SocialDb) {
  return {
    async followersOf(userId: number, page: ListPage): Promise<ListedIds> {
      const rows = await db
        .selectFrom('marks as m')
        .leftJoin('targets as t', (join) => join.on('t.kind', '=', 'user').onRef('t.id', '=', 'm.user_id'))
        .select([sql<number>`m.user_id`.as('id'), iso('m.created_at').as('at')])
        .where('m.kind', '=', 'user')
        .where('m.target_id', '=', userId)
        .where('t.removed_at', 'is', null)
        .where(before('m.created_at', 'm.user_id', page.after))
        .orderBy('m.created_at', 'desc')
        .orderBy('m.user_id', 'desc')
        .limit(page.first + 1)
        .modifyEnd(label('people.followers'))
        .execute()
      return pageOf(rows, page)
    },

    async followingOf(userId: number, page: ListPage): Promise<ListedIds> {
      const rows = await db
        .selectFrom('marks as m')
        .innerJoin('targets as t', (join) =>
          join.onRef('t.kind', '=', 'm.kind').onRef('t.id', '=', 'm.target_id'),
        )
        .select([sql<number>`m.target_id`.as('id'), iso('m.created_at').as('at')])
        .where('m.user_id', '=', userId)
        .where('m.kind', '=', 'user')
        .where('t.removed_at', 'is', null)
        .where(before('m.created_at', 'm.target_id', page.after))
        .orderBy('m.created_at', 'desc')
        .orderBy('m.target_id', 'desc')
        .limit(page.first + 1)
        .modifyEnd(label('people.following'))
        .execute()
      return pageOf(rows, page)
    },

    // both sides of the pair table, each through its own index, merged by acceptance time
    async friendsOf(userId: number, page: ListPage): Promise<ListedIds> {
      const side = (mine: 'low_id' | 'high_id', theirs: 'low_id' | 'high_id') =>
        db
          .selectFrom('friendships as f')
          .select([sql<number>`f.${sql.raw(theirs)}`.as('id'), sql<Date>`f.accepted_at`.as('since')])
          .where(`f.${mine}`, '=', userId)
          .where('f.accepted_at', 'is not', null)
      const rows = await db
        .selectFrom(side('low_id', 'high_id').unionAll(side('high_id', 'low_id')).as('p'))
        .innerJoin('targets as t', (join) => join.on('t.kind', '=', 'user').onRef('t.id', '=', 'p.id'))
        .select(['p.id', iso('p.since').as('at')])
        .where('t.removed_at', 'is', null)
        .where(before('p.since', 'p.id', page.after))
        .orderBy('p.since', 'desc')
        .orderBy('p.id', 'desc')
        .limit(page.first + 1)
        .modifyEnd(label('people.friends'))
        .execute()
      return pageOf(rows, page)
    },
  }
}

export type PeopleListQueries = ReturnType<typeof peopleListQueries>
