// The SQL one gateway request runs, recorded so a bare Fastify route can run exactly the same
// statements: every Kysely query of the process passes through QueryExecutorBase.executeQuery, so
// the bench wraps it (bench only). Only statements issued inside record()'s async context count
// (the request goes in through app.inject), not background jobs or the tail of the last measurement.
import { AsyncLocalStorage } from 'node:async_hooks'
import { CompiledQuery, type Kysely } from 'kysely'

export interface Statement {
  sql: string
  parameters: readonly unknown[]
}

// statements issued before any earlier one of the same wave answered did not wait for it: a
// hand-written route would run them side by side too
export type Waves = Statement[][]

interface Recorded extends Statement {
  issued: number
  answered: number
}

type ExecuteQuery = (compiled: CompiledQuery, ...rest: unknown[]) => Promise<unknown>

export function installSqlCapture(db: Kysely<unknown>) {
  let owner: { executeQuery: ExecuteQuery } | null = Object.getPrototypeOf(db.getExecutor())
  while (owner && !Object.hasOwn(owner, 'executeQuery')) owner = Object.getPrototypeOf(owner)
  if (!owner) throw new Error('no executeQuery to wrap')
  const target = owner
  const original = target.executeQuery
  const recording = new AsyncLocalStorage<Recorded[]>()
  let inFlight = 0
  target.executeQuery = async function (this: unknown, compiled, ...rest) {
    const list = recording.getStore()
    if (!list) {
      inFlight++
      try {
        return await original.call(this, compiled, ...rest)
      } finally {
        inFlight--
      }
    }
    const entry: Recorded = {
      sql: compiled.sql,
      parameters: compiled.parameters,
      issued: performance.now(),
      answered: Number.POSITIVE_INFINITY,
    }
    list.push(entry)
    try {
      return await original.call(this, compiled, ...rest)
    } finally {
      entry.answered = performance.now()
    }
  }

  return {
    // the statements `run` issues, in waves
    async record(run: () => Promise<unknown>): Promise<Waves> {
      const list: Recorded[] = []
      await recording.run(list, run)
      const waves: Waves = []
      let wave: Recorded[] = []
      for (const entry of list) {
        const firstAnswer = Math.min(...wave.map((w) => w.answered))
        if (wave.length && entry.issued >= firstAnswer) {
          waves.push(wave)
          wave = []
        }
        wave.push(entry)
      }
      if (wave.length) waves.push(wave)
      return waves.map((w) => w.map(({ sql, parameters }) => ({ sql, parameters })))
    },
    // until no statement of an earlier measurement is still running
    async settle(): Promise<void> {
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20))
    },
    uninstall() {
      target.executeQuery = original
    },
  }
}

// the bare route's work: the same statements, wave after wave, rows as JSON
export async function replay(db: Kysely<unknown>, waves: Waves): Promise<unknown[]> {
  const answers: unknown[] = []
  for (const wave of waves) {
    const results = await Promise.all(
      wave.map((s) => db.executeQuery(CompiledQuery.raw(s.sql, [...s.parameters]))),
    )
    for (const result of results) answers.push(result.rows)
  }
  return answers
}

export function describeWaves(waves: Waves): string {
  const count = waves.reduce((n, w) => n + w.length, 0)
  return `${count} statement${count === 1 ? '' : 's'} in ${waves.length} wave${waves.length === 1 ? '' : 's'}`
}
