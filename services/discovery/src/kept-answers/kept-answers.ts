import { prepared, type RequestContext } from '@showroom/platform'
import { type Compilable, type Expression, type Kysely, type RawBuilder, sql } from 'kysely'
import { type AnswerCache, createAnswerCache, MAX_KEPT, type Versioned } from './answer-cache.ts'

const MAX_KEPT_MONTHS = 200

// Answers this process keeps for repeated questions (ADR 11): a search box sends the same prefixes
// again and again, and a city's month is asked by everyone who opens its calendar. The few searches
// that match thousands of rows and every month of a large city cost the database milliseconds each
// time; a kept answer costs one read of a version row.
//
// An answer is read in one statement with the version of its data (rowsAtVersion), so it is exactly
// what that version holds. A request gives a kept answer only if the version it reads now is that
// same one: a request that starts after a write has committed, on any process, reads a newer version
// and reads its answer anew (migration 0009 moves the versions). A question with no kept answer goes
// straight to its statement, with no version read before it.
export type AnswerKind = 'search' | 'calendar'
export type { Versioned }

export interface KeptAnswers {
  // the answer to the question `key` asks, kept or read now
  answer<T>(
    ctx: RequestContext,
    kind: AnswerKind,
    key: unknown[],
    read: () => Promise<Versioned<T>>,
  ): Promise<T>
}

interface KeptAnswerTables {
  answer_versions: { name: string; version: string }
}

// built, not written out, so the service's schema applies to it as to every query; built once, as
// every search and calendar read asks it first
const versionQuery = (db: Kysely<KeptAnswerTables>, kind: AnswerKind) =>
  db.selectFrom('answer_versions').select(sql<string>`version::text`.as('version')).where('name', '=', kind)
const versionStatement = prepared<{ kind: AnswerKind }, { version: string }, KeptAnswerTables>((db, slot) =>
  versionQuery(db, slot('kind')),
)

export function createKeptAnswers<Tables>(db: Kysely<Tables>): KeptAnswers {
  const versionsDb = db as unknown as Kysely<KeptAnswerTables>
  // a search's answer is a few ids or names; a month of a large city is some hundred events, and its
  // range is the asker's to choose, so fewer of those are kept
  const caches: Record<AnswerKind, AnswerCache> = {
    search: createAnswerCache(Date.now, MAX_KEPT),
    calendar: createAnswerCache(Date.now, MAX_KEPT_MONTHS),
  }
  // each request reads a version once: the four kinds of a search page share the read
  const read = new WeakMap<RequestContext, Map<AnswerKind, Promise<string>>>()

  const versionOf = async (kind: AnswerKind) => {
    const [row] = await versionStatement(versionsDb, { kind })
    if (!row) throw new Error(`no answer version named ${kind}`)
    return row.version
  }

  function versionFor(ctx: RequestContext, kind: AnswerKind): Promise<string> {
    let versions = read.get(ctx)
    if (!versions) {
      versions = new Map()
      read.set(ctx, versions)
    }
    let version = versions.get(kind)
    if (!version) {
      version = versionOf(kind)
      versions.set(kind, version)
    }
    return version
  }

  return {
    answer: (ctx, kind, key, read) =>
      caches[kind].answer(JSON.stringify(key), () => versionFor(ctx, kind), read),
  }
}

// a query's rows, in the order `orderBy` gives over its columns, and the version of `kind` that the
// statement's snapshot saw: one statement, so the rows are what that version holds
export async function rowsAtVersion<Row, Tables>(
  db: Kysely<Tables>,
  kind: AnswerKind,
  query: Expression<unknown>,
  orderBy: RawBuilder<unknown>,
): Promise<Versioned<Row[]>> {
  const { version, value } = await rowSetsAtVersion<Row, Tables>(db, kind, [query], orderBy)
  return { version, value: value[0] ?? [] }
}

// several queries' rows, each in the order `orderBy` gives, read in one statement with the version of
// `kind` its snapshot saw: questions asked together (the kinds of one search) cost one round trip,
// and every answer is of the same version
export async function rowSetsAtVersion<Row, Tables>(
  db: Kysely<Tables>,
  kind: AnswerKind,
  queries: readonly Expression<unknown>[],
  orderBy: RawBuilder<unknown>,
): Promise<Versioned<Row[][]>> {
  const [row] = await rowSetsAtVersionQuery(db, kind, queries, orderBy).execute()
  if (!row) throw new Error('a versioned read returned no row')
  return rowSetsOf<Row>(row, queries.length)
}

export type RowSetsRow = Record<string, unknown>

// the statement rowSetsAtVersion runs, to be built once where its queries' shape allows (a
// prepared statement): a version column and one column of rows per query
export function rowSetsAtVersionQuery<Tables>(
  db: Kysely<Tables>,
  kind: AnswerKind,
  queries: readonly Expression<unknown>[],
  orderBy: RawBuilder<unknown>,
) {
  const versionsDb = db as unknown as Kysely<KeptAnswerTables>
  return versionsDb.selectNoFrom([
    versionQuery(versionsDb, kind).as('version'),
    ...queries.map((query, index) =>
      sql<unknown>`(select json_agg(q order by ${orderBy}) from (${query}) q)`.as(`rows_${index}`),
    ),
  ]) as unknown as { execute(): Promise<RowSetsRow[]> } & Compilable<RowSetsRow>
}

// the version and the row sets of one row of rowSetsAtVersionQuery
export function rowSetsOf<Row>(row: RowSetsRow, count: number): Versioned<Row[][]> {
  return {
    version: row.version as string,
    value: Array.from({ length: count }, (_, index) => (row[`rows_${index}`] as Row[] | null) ?? []),
  }
}
