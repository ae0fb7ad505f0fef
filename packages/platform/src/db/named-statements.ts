import { createHash } from 'node:crypto'
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely'
import type pg from 'pg'

// Statements built once (prepared.ts) run as named statements on a PostgreSQL server: each
// connection parses a text once and then only binds values to it. An unnamed statement is parsed,
// analysed and rewritten again on every call; for a search's few kilobytes of SQL that was 0.5-1 ms
// of the server's processor time, and for a lookup by key half of it (ADR 59). The server still
// plans each call for its values unless its own plan cache finds a generic plan as cheap.
//
// Only texts that prepared() registered are named, so the number of names is bounded by the code's
// statement shapes, never by values. A connection names at most LIMITS.statements statements and
// LIMITS.chars of text (the server keeps a few hundred kilobytes for a search statement); past
// that it runs further texts unnamed, as before. PGlite names the same texts the same way
// (pglite-named.ts, ADR 63).

export interface NamingLimits {
  statements: number
  chars: number
}

const LIMITS: NamingLimits = { statements: 256, chars: 128 * 1024 }

// the texts prepared() built, each with the name its statements go by
const namesByText = new Map<string, string>()

export function registerNamedText(text: string): void {
  if (namesByText.has(text)) return
  namesByText.set(text, `sr_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`)
}

export const isNamedText = (text: string): boolean => namesByText.has(text)

// the names one connection holds: a text's name, with a generation bumped when the server's copy
// can no longer be used (a table it reads changed shape, or the statement was deallocated)
export function connectionNames(limits: NamingLimits = LIMITS) {
  const names = new Map<string, string>()
  const generations = new Map<string, number>()
  let chars = 0
  return {
    // the name this connection runs a registered text under, or null past its budget
    nameFor(text: string): string | null {
      const known = names.get(text)
      if (known) return known
      const base = namesByText.get(text)
      if (!base) return null
      if (names.size >= limits.statements || chars + text.length > limits.chars) return null
      const generation = generations.get(text) ?? 0
      const name = generation === 0 ? base : `${base}_${generation}`
      names.set(text, name)
      chars += text.length
      return name
    },
    // the server's copy cannot serve: the text is named afresh on its next call
    forget(text: string) {
      if (!names.delete(text)) return
      chars -= text.length
      generations.set(text, (generations.get(text) ?? 0) + 1)
    },
  }
}

// the server refuses a named statement it holds when a table it reads changed its columns since
// ("cached plan must not change result type"), or when the statement is gone
const STALE_STATEMENT = new Set(['0A000', '26000'])

export function isStaleStatement(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && STALE_STATEMENT.has(code)
}

const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i
const TRANSACTION_END = /^\s*(commit|rollback|end|abort)\s*$/i

function wrapClient(client: pg.PoolClient, limits: NamingLimits): PostgresPoolClient {
  const names = connectionNames(limits)
  let inTransaction = false

  // the server's copy cannot serve: name the text afresh on its next call, and free the old copy
  // (a failed transaction refuses the deallocate too; that copy then stays until the connection closes)
  function forget(text: string, name: string) {
    names.forget(text)
    client.query(`deallocate "${name}"`).catch(() => {})
  }

  async function run(text: string, values: readonly unknown[]): Promise<pg.QueryResult> {
    if (TRANSACTION_START.test(text)) inTransaction = true
    else if (TRANSACTION_END.test(text)) inTransaction = false
    const name = names.nameFor(text)
    if (!name) return client.query(text, [...values])
    try {
      return await client.query({ name, text, values: [...values] })
    } catch (error) {
      if (!isStaleStatement(error)) throw error
      forget(text, name)
      // a failed statement ends a transaction: only a statement on its own may be asked again
      if (inTransaction) throw error
      return client.query({ name: names.nameFor(text) ?? undefined, text, values: [...values] })
    }
  }

  function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>
  function query<R>(config: string | PostgresCursor<R>, parameters?: readonly unknown[]) {
    if (typeof config === 'string')
      return run(config, parameters ?? []) as unknown as Promise<PostgresQueryResult<R>>
    return client.query(config as never) as unknown as PostgresCursor<R>
  }
  return { query, release: (destroy?: boolean) => client.release(destroy) }
}

// the pool Kysely's PostgresDialect is given: the same connections, each running registered texts
// as named statements. one wrapper per connection, kept as long as the connection lives
export function namingPool(pool: pg.Pool, limits: NamingLimits = LIMITS): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>()
  return {
    // the driver cancels a running query from a client of its own, built like the pool's
    Client: (pool as unknown as PostgresPool).Client,
    options: pool.options,
    async connect() {
      const client = await pool.connect()
      let wrapper = wrapped.get(client)
      if (!wrapper) {
        wrapper = wrapClient(client, limits)
        wrapped.set(client, wrapper)
      }
      return wrapper
    },
    end: () => pool.end(),
  }
}
