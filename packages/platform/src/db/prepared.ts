import { type Compilable, CompiledQuery, type Kysely, type RawBuilder, sql } from 'kysely'
import type { AnyTables } from './database.ts'
import { registerNamedText } from './named-statements.ts'

// A statement whose text is built once. Kysely builds an immutable tree and compiles it to text on
// every call, with the schema plugin's pass over the tree: 20-40 µs a statement, as much as the
// round trip's own processor time on a hot read (docs/adr/0028-gateway-request-cost.md). A read
// whose shape never depends on its values is built once with a named slot for each value; each call
// passes only the values.
//
// The build sees slots, not values, so it cannot branch on them; a slot is one parameter (for a list,
// write `= any(<slot>)`, not `in`). The text is compiled with the first database it runs on, and
// every later call must come from the same schema (a store's own handle or its transactions). On a
// PostgreSQL server the text runs as a named statement, parsed once per connection.

const SLOT = Symbol('prepared statement slot')

interface Slot {
  readonly [SLOT]: string
}

const isSlot = (value: unknown): value is Slot => typeof value === 'object' && value !== null && SLOT in value

export type SlotOf<P> = <K extends keyof P & string>(name: K) => P[K]

// `column = any(<list>)`: a list as one parameter, so the text is the same for any number of values
// (`in (...)` writes one parameter per value). PostgreSQL plans both alike.
export const anyOf = <T>(list: readonly T[]): RawBuilder<T> => sql<T>`any(${list})`

// the first row a prepared statement answers, for a read by a unique key
export const firstRow = async <R>(rows: Promise<R[]>): Promise<R | undefined> => (await rows)[0]

export type PreparedStatement<P, R, DB = AnyTables> = (db: Kysely<DB>, params: P) => Promise<R[]>

interface Compiled {
  sql: string
  // per parameter: the slot it takes its value from, or null for a value fixed at build time
  slots: (string | null)[]
  fixed: unknown[]
}

export function prepared<P extends Record<string, unknown>, R, DB = AnyTables>(
  build: (db: Kysely<DB>, slot: SlotOf<P>) => Compilable<R>,
): PreparedStatement<P, R, DB> {
  let compiled: Compiled | null = null
  const compile = (db: Kysely<DB>): Compiled => {
    const named = new Set<string>()
    const slot = ((name: string) => {
      named.add(name)
      return { [SLOT]: name }
    }) as SlotOf<P>
    const query = build(db, slot).compile()
    const slots = query.parameters.map((value) => (isSlot(value) ? value[SLOT] : null))
    const used = new Set(slots.filter((name): name is string => name !== null))
    const lost = [...named].filter((name) => !used.has(name))
    // a slot Kysely did not pass as a parameter (written into the text, or taken apart) has no place
    if (lost.length > 0) throw new Error(`prepared statement: slot(s) ${lost.join(', ')} are not parameters`)
    // the same text on every call: a PostgreSQL connection parses it once (named-statements.ts)
    registerNamedText(query.sql)
    return { sql: query.sql, slots, fixed: [...query.parameters] }
  }
  return async (db, params) => {
    compiled ??= compile(db)
    const { sql, slots, fixed } = compiled
    const parameters = slots.map((name, index) => (name === null ? fixed[index] : params[name]))
    const result = await db.executeQuery<R>(CompiledQuery.raw(sql, parameters))
    return result.rows
  }
}

export type PreparedShapes<S, P, R, DB = AnyTables> = (db: Kysely<DB>, shape: S, params: P) => Promise<R[]>

// A read whose shape depends on a few choices made before any value is known (who is looking, which
// filters apply): one statement per shape, each built once on first use. `keyOf` names a shape; the
// build may branch on the shape, never on the values.
export function preparedShapes<S, P extends Record<string, unknown>, R, DB = AnyTables>(
  keyOf: (shape: S) => string,
  build: (db: Kysely<DB>, slot: SlotOf<P>, shape: S) => Compilable<R>,
): PreparedShapes<S, P, R, DB> {
  const byShape = new Map<string, PreparedStatement<P, R, DB>>()
  return (db, shape, params) => {
    const key = keyOf(shape)
    let statement = byShape.get(key)
    if (!statement) {
      statement = prepared<P, R, DB>((built, slot) => build(built, slot, shape))
      byShape.set(key, statement)
    }
    return statement(db, params)
  }
}
