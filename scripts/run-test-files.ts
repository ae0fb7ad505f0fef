// node's test runner over a list of files for scripts/test.ts, the longest files first
// (longest-first.ts): node's own command line sorts the files by name, so a long file that sorts
// late starts when the others are nearly done and the step waits on it alone. The order needs
// nothing from a previous run, so a fresh clone orders the same way. Prints node's spec report and
// writes each file's time to a file of its own
//   node scripts/run-test-files.ts <files at a time> <times file> <file>...
import { createWriteStream } from 'node:fs'
import { PassThrough } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { run } from 'node:test'
import { spec } from 'node:test/reporters'
import fileTimes from './file-times.reporter.ts'
import { longestFirst } from './longest-first.ts'

const [concurrencyArg, timesFile, ...given] = process.argv.slice(2)
const concurrency = Number(concurrencyArg)
if (!Number.isInteger(concurrency) || concurrency < 1 || !timesFile || given.length === 0) {
  process.stderr.write('usage: run-test-files.ts <files at a time> <times file> <file>...\n')
  process.exit(2)
}

const files = longestFirst(given)

// no forceExit: it loses verdicts (scripts/test.ts, IDLE_LIMIT_MS); a file that never ends is
// stopped by the step's watch
// a stalled step is ended with SIGTERM (scripts/test.ts): the test files' processes end with this one,
// as under node's own command line, rather than hold their ports and databases on
const stop = new AbortController()
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stop.abort())
const events = run({ files, concurrency, signal: stop.signal })
const toSpec = new PassThrough({ objectMode: true })
const toTimes = new PassThrough({ objectMode: true })
let failed = false
events.on('data', (event: { type: string; data: { nesting?: number; file?: string; success?: boolean } }) => {
  if (event.type === 'test:fail') failed = true
  if (event.type === 'test:summary' && event.data.file === undefined && event.data.success === false)
    failed = true
  toSpec.write(event)
  toTimes.write(event)
})
events.on('end', () => {
  toSpec.end()
  toTimes.end()
})
await Promise.all([
  pipeline(toSpec, new spec(), process.stdout, { end: false }),
  pipeline(toTimes, fileTimes, createWriteStream(timesFile)),
])
process.exitCode = failed ? 1 : 0
