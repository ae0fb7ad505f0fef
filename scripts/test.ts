// the one test command (README, CI): checks, server tests on PGlite and PostgreSQL, front-end unit
// tests, the web build and the browser journeys; ends with the time of each step, the slowest test
// files and one 'tests: N passed, N failed' line
import { spawn } from 'node:child_process'
import { existsSync, globSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..')
const tmp = join(root, '.tmp')
mkdirSync(tmp, { recursive: true })
// node keeps what it compiled (type-stripped TypeScript included) here, so the hundred or so test
// processes, each loading the gateway and every service, compile each module once instead of each time
const compileCache = join(tmp, 'compile-cache')
// V8 runs PGlite's WebAssembly from a quick first compile and recompiles the busy parts optimised on
// other threads; a test process ends before that pays back (a quarter less processor, same speed)
const nodeFlags = ['--liftoff-only']
// test files run this many at a time (TEST_CONCURRENCY=1 runs them one by one): each one has its own
// databases, data folders, ports and Redis (packages/testkit/README.md), so two share the two cores
const concurrency = Math.max(1, Number(process.env.TEST_CONCURRENCY) || 2)
// TEST_STEPS=server (or a comma-separated list of: system, checks, data, server, frontend, journeys)
// runs only those steps, for trying a change to the test set-up without the whole run; 'server' and
// 'journeys' prepare the test data themselves when 'data' is not listed, and both need the web site
// built once ('checks', or npm run build:web): some server tests ask the gateway for its pages
const STEPS = ['system', 'checks', 'data', 'server', 'frontend', 'journeys'] as const
const chosen = (process.env.TEST_STEPS || STEPS.join(','))
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean)
for (const name of chosen) {
  if (!(STEPS as readonly string[]).includes(name)) {
    process.stderr.write(`TEST_STEPS lists ${STEPS.join(', ')} (got ${JSON.stringify(name)})\n`)
    process.exit(2)
  }
}
// the journeys each drive a whole site and a browser, each its own (a redeploy stages its release
// in a folder of its own). they wait on pages and sites more than they use the processor (two at a
// time used 647 processor seconds in 751 s on two cores), so three run at a time, or TEST_CONCURRENCY
// when that is set; JOURNEY_CONCURRENCY=1 runs them one by one
const journeyConcurrency = Math.max(
  1,
  Number(process.env.JOURNEY_CONCURRENCY) || Number(process.env.TEST_CONCURRENCY) || 3,
)
const runs = (name: (typeof STEPS)[number]) => chosen.includes(name)

interface StepResult {
  name: string
  ok: boolean
  passed: number
  failed: number
  seconds: number
  // processor seconds the step's processes used (PostgreSQL's own processes not counted)
  processor: number
  // a quiet step's output, printed when the step is awaited (report()), not in the middle of another's
  output?: string
}

// processor time of every child process that has ended so far (Linux; 0 elsewhere): a busy machine
// stretches a step's time, not the processor it needs, so the summary gives both
function childProcessorSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? []
    // cutime and cstime, fields 16 and 17 of stat, in clock ticks of 1/100 s
    return (Number(fields[13]) + Number(fields[14])) / 100 || 0
  } catch {
    return 0
  }
}

// A step that prints nothing for this long is stopped and fails: node's runner waits for a test file
// whose tests are over but which still holds a socket, a timer or a child's pipe, and the flag that
// would end such a file (--test-force-exit) drops test verdicts it has not yet passed on, failures
// included, and still exits 0 (nodejs/node#64833): a hang that fails loudly, naming the files that
// never finished, is the better of the two. No test file takes more than about 80 s here.
const IDLE_LIMIT_MS = (Number(process.env.TEST_IDLE_MINUTES) || 10) * 60_000

interface Watch {
  // what to say when the step stalls
  stalled: () => string
}

// `quiet` keeps the output to itself (a step running beside another), to be printed by report()
function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  quiet = false,
  watch?: Watch,
): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, NODE_COMPILE_CACHE: compileCache, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    let lastOutput = Date.now()
    let stalled = ''
    const tee = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString()
      lastOutput = Date.now()
      if (!quiet) target.write(chunk)
    }
    child.stdout.on('data', tee(process.stdout))
    child.stderr.on('data', tee(process.stderr))
    const timer = watch
      ? setInterval(() => {
          if (stalled || Date.now() - lastOutput < IDLE_LIMIT_MS) return
          stalled = `\nnothing reported for ${IDLE_LIMIT_MS / 60_000} minutes: the step is stopped. ${watch.stalled()}\n`
          process.stderr.write(stalled)
          child.kill('SIGTERM')
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
        }, 5_000)
      : undefined
    child.on('close', (code) => {
      if (timer) clearInterval(timer)
      done({ code: stalled ? 1 : (code ?? 1), output: output + stalled })
    })
  })
}

const count = (output: string, label: string) =>
  [...output.matchAll(new RegExp(`^ℹ ${label} (\\d+)$`, 'gm'))].reduce((sum, m) => sum + Number(m[1]), 0)

async function step(
  name: string,
  command: string,
  args: string[],
  parse?: (output: string) => { passed: number; failed: number },
  env?: Record<string, string>,
  { quiet = false, watch }: { quiet?: boolean; watch?: Watch } = {},
): Promise<StepResult> {
  if (!quiet) process.stdout.write(`\n=== ${name}\n`)
  const started = Date.now()
  const processorBefore = childProcessorSeconds()
  const { code, output } = await run(command, args, env, quiet, watch)
  const counts = parse?.(output) ?? { passed: 0, failed: 0 }
  return {
    name,
    ok: code === 0,
    ...counts,
    seconds: (Date.now() - started) / 1000,
    // steps side by side each count the processes of the other that ended meanwhile
    processor: childProcessorSeconds() - processorBefore,
    ...(quiet ? { output: `\n=== ${name} (ran beside the steps above)\n${output}` } : {}),
  }
}

const nodeTests = (output: string) => ({ passed: count(output, 'pass'), failed: count(output, 'fail') })
const jestTests = () => {
  const file = join(tmp, 'jest.json')
  if (!existsSync(file)) return { passed: 0, failed: 0 }
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number }
  return { passed: report.numPassedTests, failed: report.numFailedTests }
}

// node's runner takes the server packages; the browser packages' tests run under jest
const serverTests = [
  'packages/platform/src/**/*.test.ts',
  'packages/testkit/src/**/*.test.ts',
  'services/*/src/**/*.test.ts',
  'services/*/test/**/*.test.ts',
  'gateway/src/**/*.test.ts',
  'gateway/test/**/*.test.ts',
  'demo/test/**/*.test.ts',
  'scripts/**/*.test.ts',
]
// TEST_DATA_SINCE: the data prepared at the start serves the whole run, past the next full hour
// (packages/testkit/src/data-hour.ts)
const testEnv = {
  NODE_ENV: 'test',
  CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  TEST_DATA_SINCE: process.env.TEST_DATA_SINCE ?? new Date().toISOString(),
}

// node's runner prints as usual and also writes each file's time to a file of its own
const timesFile = (name: string) => join(tmp, `${name}-times.jsonl`)
const nodeTestArgs = (name: string, files: string[], filesAtATime: number) => {
  rmSync(timesFile(name), { force: true })
  return [
    ...nodeFlags,
    '--test',
    `--test-concurrency=${filesAtATime}`,
    // no --test-force-exit: it loses verdicts (IDLE_LIMIT_MS above); a file that never ends is stopped
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    `--test-reporter=${join(root, 'scripts', 'file-times.reporter.ts')}`,
    `--test-reporter-destination=${timesFile(name)}`,
    ...files,
  ]
}
// the files of a node step that have not reported their end: what a stalled step was waiting for
const unfinished = (name: string, patterns: string[]) => (): string => {
  const done = new Set(fileTimes(name).map((f) => f.file.replace(`${root}/`, '')))
  const files = patterns.flatMap((pattern) => globSync(pattern, { cwd: root })).filter((f) => !done.has(f))
  return `Files that never finished (in the order they run): ${files.slice(0, 6).join(', ')}${files.length > 6 ? ` and ${files.length - 6} more` : ''}`
}
// a line it cannot read (a reporter stopped halfway through writing it) is passed over: the summary
// of the slowest files must not fail a run whose tests passed
const fileTimes = (name: string): { file: string; seconds: number }[] =>
  existsSync(timesFile(name))
    ? readFileSync(timesFile(name), 'utf8')
        .split('\n')
        .flatMap((line) => {
          try {
            const time = JSON.parse(line) as { file?: unknown; seconds?: unknown }
            return typeof time.file === 'string' && typeof time.seconds === 'number'
              ? [{ file: time.file, seconds: time.seconds }]
              : []
          } catch {
            return []
          }
        })
    : []

const results: StepResult[] = []
// a step's result joins the summary; a quiet step's output is printed then
const report = (result: StepResult) => {
  if (result.output) process.stdout.write(result.output)
  results.push(result)
}
if (runs('system')) {
  results.push(await step('system packages (Chromium, ffmpeg)', 'bash', ['scripts/ensure-system-deps.sh']))
}
if (runs('checks')) {
  // the web build, lint and the type check only use the processor (nothing in them is timed), so the
  // build runs beside the other two. Every step with tests in it runs alone: the server tests beside
  // the journeys overloaded two cores (load average 18) and made each file several times slower
  const webBuild = step('web build', 'npm', ['run', '--silent', 'build:web'], undefined, undefined, {
    quiet: true,
  })
  results.push(await step('lint and import boundaries', 'npm', ['run', '--silent', 'lint']))
  results.push(await step('type check', 'npm', ['run', '--silent', 'typecheck']))
  report(await webBuild)
}
// the empty PGlite and the common test gateways' data are built once, PGlite and PostgreSQL side by
// side, before the test files start: files running together then only copy them
const kinds = (process.env.TEST_DATABASES || 'pglite,postgres')
  .split(',')
  .map((kind) => kind.trim())
  .filter(Boolean)
if (runs('data') || runs('server') || runs('journeys')) {
  const prepared = await Promise.all(
    kinds.map((kind, n) =>
      step(
        `test data on ${kind}`,
        'node',
        [...nodeFlags, 'packages/testkit/src/prepare-test-data.ts'],
        undefined,
        { ...testEnv, TEST_DATABASES: kind },
        { quiet: n > 0 },
      ),
    ),
  )
  for (const result of prepared) report(result)
}
if (runs('server')) {
  results.push(
    await step(
      `server tests (${kinds.join(' and ')}, ${concurrency} files at a time)`,
      'node',
      nodeTestArgs('server', serverTests, concurrency),
      nodeTests,
      testEnv,
      { watch: { stalled: unfinished('server', serverTests) } },
    ),
  )
}
if (runs('frontend')) {
  results.push(
    await step(
      'front-end unit tests',
      'npx',
      ['jest', '--ci', '--json', `--outputFile=${join(tmp, 'jest.json')}`],
      jestTests,
      testEnv,
    ),
  )
}
if (runs('journeys')) {
  results.push(
    await step(
      'browser journeys',
      'node',
      nodeTestArgs('journeys', ['e2e/**/*.test.ts'], journeyConcurrency),
      nodeTests,
      testEnv,
      { watch: { stalled: unfinished('journeys', ['e2e/**/*.test.ts']) } },
    ),
  )
}

process.stdout.write('\n=== summary\n')
for (const r of results) {
  const counts = r.passed + r.failed > 0 ? ` (${r.passed} passed, ${r.failed} failed)` : ''
  const processor = r.processor > 0 ? ` (processor ${r.processor.toFixed(0)} s)` : ''
  process.stdout.write(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${counts} in ${r.seconds.toFixed(1)} s${processor}\n`,
  )
}
process.stdout.write('slowest test files:\n')
const slowest = [...fileTimes('server'), ...fileTimes('journeys')].sort((a, b) => b.seconds - a.seconds)
for (const { file, seconds } of slowest.slice(0, 10)) {
  process.stdout.write(`  ${seconds.toFixed(1).padStart(6)} s  ${file.replace(`${root}/`, '')}\n`)
}
const passed = results.reduce((s, r) => s + r.passed, 0)
const failed =
  results.reduce((s, r) => s + r.failed, 0) + results.filter((r) => !r.ok && r.failed === 0).length
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
