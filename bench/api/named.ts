// What naming the statements built once saves the database (ADR 59, 63): each route's recorded
// statements replayed one after another, as the gateway runs them (named, since prepared() registered
// their texts) and as an unnamed statement (the same text with a comment after it, which no name is
// registered for), in turns, with the rows compared.
//   npx node bench/api/named.ts [pglite|postgres]   BENCH_REPEATS (200), BENCH_ROUNDS (2)
import assert from 'node:assert/strict'
import { createTestGateway } from '@showroom/testkit'
import { CompiledQuery } from 'kysely'
import { installSqlCapture, type Statement } from './sql-capture.ts'
import { scenariosFor, type Target } from './targets.ts'

const kind = (process.argv[2] ?? 'pglite') as 'pglite' | 'postgres'
const REPEATS = Number(process.env.BENCH_REPEATS ?? 200)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)

const gateway = await createTestGateway({ demo: true, database: kind })
const db = gateway.platform.database.db
const capture = installSqlCapture(db)

const targets: Target[] = (await scenariosFor(gateway))
  .flatMap((scenario) => scenario.targets)
  .filter((target) => !target.title.includes('(mercurius)'))
targets.push(
  {
    title: 'a first-time search page',
    method: 'GET',
    path: '/london/search.html/?search_string=linen%20ate',
  },
  {
    title: 'first-time suggestions',
    method: 'GET',
    path: '/api/search_autocomplete?search_string=pleat%20ro',
  },
)

const run = (statement: Statement, unnamed: boolean) =>
  db.executeQuery(
    CompiledQuery.raw(unnamed ? `${statement.sql}\n-- unnamed` : statement.sql, [...statement.parameters]),
  )

const lines: string[] = []
for (const target of targets) {
  const waves = await capture.record(async () => {
    const response = await gateway.app.inject({
      method: target.method,
      url: target.path,
      ...(target.body ? { headers: { 'content-type': 'application/json' }, payload: target.body } : {}),
    })
    if (response.statusCode !== 200) throw new Error(`${target.title}: ${response.statusCode}`)
  })
  // reads alone: a write replayed would change what the next call finds
  const statements = waves.flat().filter((statement) => /^\s*(select|with)\b/i.test(statement.sql))
  for (const statement of statements)
    assert.deepEqual((await run(statement, true)).rows, (await run(statement, false)).rows, statement.sql)
  const perPage: Record<'named' | 'unnamed', number[]> = { named: [], unnamed: [] }
  for (let round = 0; round < ROUNDS; round++)
    for (const way of ['unnamed', 'named'] as const) {
      const started = performance.now()
      for (let repeat = 0; repeat < REPEATS; repeat++)
        for (const statement of statements) await run(statement, way === 'unnamed')
      perPage[way].push((performance.now() - started) / REPEATS)
    }
  const range = (values: number[]) => values.map((value) => value.toFixed(2)).join(', ')
  lines.push(
    `| ${target.title} | ${statements.length} | ${range(perPage.unnamed)} | ${range(perPage.named)} |`,
  )
  process.stderr.write(`${lines.at(-1)}\n`)
}
capture.uninstall()
await gateway.close()

process.stdout.write(
  `\n${kind}: each route's statements one after another, ${REPEATS} times a round, ms a page, round by round\n`,
)
process.stdout.write('| route | statements | unnamed ms | named ms |\n|---|---|---|---|\n')
process.stdout.write(`${lines.join('\n')}\n`)
