import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite'
import { connectionNames, isStaleStatement, type NamingLimits } from './named-statements.ts'

// Statements built once (prepared.ts) run as named statements on PGlite too, as on a PostgreSQL
// server (ADR 59, 63). PGlite's own query() parses, describes, binds and executes every statement
// afresh, one message at a time, each a call into the database's WebAssembly: for the pages' reads
// that was half of the database's time. A named text is parsed once and its parameter types kept;
// each call then binds its values and executes in one call.
//
// Kysely's PGlite dialect asks the instance for query(), transaction(), close() and its state. This
// stands in for it with those alone: query() runs a registered text named, anything else through
// PGlite's query(); a transaction is PGlite's own, its statements unnamed, as before.

type Queried = Pick<PGlite, 'query' | 'transaction' | 'close' | 'closed' | 'ready' | 'waitReady'>

const { serialize } = protocol

export function namingPGlite(pglite: PGlite, limits?: NamingLimits): PGlite {
  const names = connectionNames(limits)
  // the parameter types of each statement the database holds, by name
  const parameterTypes = new Map<string, number[]>()

  async function typesOf(name: string, text: string): Promise<number[]> {
    const known = parameterTypes.get(name)
    if (known) return known
    const { messages } = await pglite.execProtocol(
      Buffer.concat([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    )
    const types = parse.parseDescribeStatementResults(messages)
    parameterTypes.set(name, types)
    return types
  }

  async function runNamed<T>(
    name: string,
    text: string,
    values: readonly unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const types = await typesOf(name, text)
    // each value as PGlite's query() writes it: by its parameter's type, else as text
    const written = values.map((value, index) => {
      if (value === null || value === undefined) return null
      const type = types[index] ?? -1
      const write = options?.serializers?.[type] ?? pglite.serializers[type]
      return write ? write(value) : String(value)
    })
    const { messages } = await pglite.execProtocol(
      Buffer.concat([
        serialize.bind({ statement: name, values: written }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    )
    const [result] = parse.parseResults(messages, pglite.parsers, options)
    if (!result) throw new Error('a named statement returned no result')
    return result as Results<T>
  }

  // one statement at a time, and none while a transaction holds the database, as PGlite's query()
  const exclusive = <T>(run: () => Promise<T>) =>
    pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(run))

  async function query<T>(text: string, values: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const name = names.nameFor(text)
    if (!name) return pglite.query<T>(text, values, options)
    try {
      return await exclusive(() => runNamed<T>(name, text, values, options))
    } catch (error) {
      if (!isStaleStatement(error)) throw error
      // a table it reads changed its columns, or the statement is gone: name the text afresh
      names.forget(text)
      parameterTypes.delete(name)
      await pglite.query(`deallocate "${name}"`).catch(() => {})
      const renamed = names.nameFor(text)
      if (!renamed) return pglite.query<T>(text, values, options)
      return exclusive(() => runNamed<T>(renamed, text, values, options))
    }
  }

  const named: Queried = {
    query,
    transaction: (run) => pglite.transaction(run),
    close: () => pglite.close(),
    get closed() {
      return pglite.closed
    },
    get ready() {
      return pglite.ready
    },
    get waitReady() {
      return pglite.waitReady
    },
  }
  // Kysely's dialect is typed for the whole instance and uses only the members above
  return named as PGlite
}
