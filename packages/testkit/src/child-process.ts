import { type ChildProcess, spawn } from 'node:child_process'

// a process a test started: its output is kept for the failure message, and it is killed when the
// test process exits, however that happens short of SIGKILL
export interface OwnedProcess {
  child: ChildProcess
  exited: Promise<number | null>
  output(): string
}

const OUTPUT_LINES = 200
const live = new Set<ChildProcess>()
let exitHooked = false

function killAllOnExit(): void {
  if (exitHooked) return
  exitHooked = true
  process.once('exit', () => {
    for (const child of live) child.kill('SIGKILL')
  })
}

export function startOwnedProcess(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  name: string,
): OwnedProcess {
  killAllOnExit()
  // stdin stays a pipe: a child that watches it (exit-with-parent.ts) ends when this process dies
  const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] })
  live.add(child)
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(`[${name}] ${line}`)
    if (lines.length > OUTPUT_LINES) lines.splice(0, lines.length - OUTPUT_LINES)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  // a pipe to a child that died must not crash the test
  child.stdin?.on('error', () => {})
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      live.delete(child)
      resolve(code)
    })
    child.once('error', (error) => {
      lines.push(`[${name}] ${error.message}`)
      live.delete(child)
      resolve(null)
    })
  })
  return { child, exited, output: () => lines.join('\n') }
}

// sends the signal, then SIGKILL if the process is still there after graceMs
export async function endOwnedProcess(
  owned: OwnedProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  graceMs = 10_000,
): Promise<void> {
  if (owned.child.exitCode !== null || owned.child.signalCode !== null) {
    owned.child.stdin?.end()
    return
  }
  owned.child.kill(signal)
  const timer = setTimeout(() => owned.child.kill('SIGKILL'), graceMs)
  try {
    await owned.exited
  } finally {
    clearTimeout(timer)
    // lets go of whatever still watches the pipe
    owned.child.stdin?.end()
  }
}

// polls until ready() holds; fails early with the process's output when it exits first
export async function untilReady(
  owned: OwnedProcess,
  ready: () => Promise<boolean>,
  { timeoutMs, what }: { timeoutMs: number; what: string },
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (owned.child.exitCode !== null || owned.child.signalCode !== null)
      throw new Error(`${what} exited before it was ready:\n${owned.output()}`)
    if (await ready().catch(() => false)) return
    if (Date.now() > deadline)
      throw new Error(`${what} was not ready after ${timeoutMs} ms:\n${owned.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
