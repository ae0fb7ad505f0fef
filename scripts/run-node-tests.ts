// node's test runner over a step's test files, the largest first. `node --test` runs its files in the
// order of their names, so a long file whose name comes late starts when the others are nearly done,
// and the step then waits on it alone with a core idle. Started largest first (the size of a test file
// is a fair guess at its time), the long ones overlap the many short ones. Prints node's spec report
// and writes each file's time to the times file (file-times.reporter.ts); exits 1 when a test or a
// file failed.
//   node scripts/run-node-tests.ts --concurrency=2 --times=.tmp/server-times.jsonl 'gateway/test/**/*.test.ts' ...
import { createWriteStream, globSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { PassThrough } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { run } from 'node:test'
import { spec } from 'node:test/reporters'
import fileTimes from './file-times.reporter.ts'
import { largestFirst } from './test-order.ts'

const options = process.argv.slice(2).filter((a) => a.startsWith('--'))
const patterns = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const option = (name: string) => options.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const concurrency = Math.max(1, Number(option('concurrency')) || 1)
const times = option('times')

const files = largestFirst(
  [...new Set(patterns.flatMap((pattern) => globSync(pattern)))].map((file) => ({
    file: resolve(file),
    bytes: statSync(file).size,
  })),
)
if (files.length === 0) {
  process.stderr.write(`no test files match ${patterns.join(' ')}\n`)
  process.exit(1)
}

// the step's watchdog (scripts/test.ts) stops a stalled run with SIGTERM: the files still running are
// ended with it rather than left behind
const stop = new AbortController()
process.once('SIGTERM', () => stop.abort())

const stream = run({ files, concurrency, signal: stop.signal })
let failed = false
stream.on('test:fail', (test) => {
  // a todo test's failure fails nothing, as with `node --test`
  if (test.todo === undefined || test.todo === false) failed = true
})
const toSpec = new PassThrough({ objectMode: true })
const toTimes = new PassThrough({ objectMode: true })
stream.pipe(toSpec)
stream.pipe(toTimes)
await Promise.all([
  pipeline(toSpec, new spec(), process.stdout, { end: false }),
  times ? pipeline(toTimes, fileTimes, createWriteStream(times)) : toTimes.resume(),
])
process.exitCode = failed || stop.signal.aborted ? 1 : 0
