// the one test command (README, CI): checks, server tests on PGlite and PostgreSQL, front-end unit
// tests, the web build and the browser journeys; ends with one 'tests: N passed, N failed' line
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

const root = resolve(dirname(new URL(import.meta.url).pathname), '..')
const tmp = join(root, '.tmp')
mkdirSync(tmp, { recursive: true })

interface StepResult {
  name: string
  ok: boolean
  passed: number
  failed: number
  seconds: number
}

function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    const tee = (target: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString()
      target.write(chunk)
    }
    child.stdout.on('data', tee(process.stdout))
    child.stderr.on('data', tee(process.stderr))
    child.on('close', (code) => done({ code: code ?? 1, output }))
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
): Promise<StepResult> {
  process.stdout.write(`\n=== ${name}\n`)
  const started = Date.now()
  const { code, output } = await run(command, args, env)
  const counts = parse?.(output) ?? { passed: 0, failed: 0 }
  return { name, ok: code === 0, ...counts, seconds: (Date.now() - started) / 1000 }
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
]
const testEnv = { NODE_ENV: 'test', CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }

const results: StepResult[] = []
results.push(await step('system packages (Chromium, ffmpeg)', 'bash', ['scripts/ensure-system-deps.sh']))
results.push(await step('lint and import boundaries', 'npm', ['run', '--silent', 'lint']))
results.push(await step('type check', 'npm', ['run', '--silent', 'typecheck']))
results.push(
  await step(
    'server tests (PGlite and PostgreSQL)',
    'node',
    ['--test', '--test-concurrency=1', ...serverTests],
    nodeTests,
    testEnv,
  ),
)
results.push(
  await step(
    'front-end unit tests',
    'npx',
    ['jest', '--ci', '--json', `--outputFile=${join(tmp, 'jest.json')}`],
    jestTests,
    testEnv,
  ),
)
results.push(await step('web build', 'npm', ['run', '--silent', 'build:web']))
results.push(
  await step(
    'browser journeys',
    'node',
    ['--test', '--test-concurrency=1', 'e2e/**/*.test.ts'],
    nodeTests,
    testEnv,
  ),
)

process.stdout.write('\n=== summary\n')
for (const r of results) {
  const counts = r.passed + r.failed > 0 ? ` (${r.passed} passed, ${r.failed} failed)` : ''
  process.stdout.write(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name}${counts} in ${r.seconds.toFixed(1)} s\n`)
}
const passed = results.reduce((s, r) => s + r.passed, 0)
const failed =
  results.reduce((s, r) => s + r.failed, 0) + results.filter((r) => !r.ok && r.failed === 0).length
process.stdout.write(`tests: ${passed} passed, ${failed} failed\n`)
process.exit(results.every((r) => r.ok) ? 0 : 1)
