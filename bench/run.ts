// `npm run bench`: runs each benchmark in turn and prints its figures
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const here = dirname(new URL(import.meta.url).pathname)
const only = process.argv[2]
const benches = [
  { name: 'api', script: join(here, 'api', 'lookup.bench.ts') },
  { name: 'bundle', script: join(here, 'bundle', 'run.ts') },
  { name: 'search', script: join(here, 'search', 'run.ts') },
  { name: 'media', script: join(here, 'media', 'run.ts') },
  { name: 'comments', script: join(here, 'comments', 'run.ts') },
  { name: 'graphql-limits', script: join(here, 'graphql-limits', 'run.ts') },
  { name: 'login', script: join(here, 'login', 'run.ts') },
  { name: 'chat', script: join(here, 'chat', 'run.ts') },
  { name: 'feed', script: join(here, 'feed', 'run.ts') },
  { name: 'digest', script: join(here, 'digest', 'run.ts') },
  { name: 'checkout', script: join(here, 'checkout', 'run.ts') },
  { name: 'vitals', script: join(here, 'vitals', 'run.ts') },
  { name: 'cluster', script: join(here, 'cluster', 'run.ts') },
].filter((b) => existsSync(b.script) && (!only || b.name === only))

let failed = false
for (const bench of benches) {
  process.stdout.write(`\n## ${bench.name}\n`)
  const result = spawnSync(process.execPath, [bench.script, ...process.argv.slice(3)], {
    cwd: resolve(here, '..'),
    stdio: 'inherit',
  })
  failed ||= result.status !== 0
}
process.exit(failed ? 1 : 0)
