// the cluster's child processes: started with their output prefixed by name, waited for until they
// answer, ended together (SIGTERM, then SIGKILL after a grace period)
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

export interface Member {
  name: string
  url: string
  child: ChildProcess
  exited: Promise<number | null>
}

const exitWithParent = fileURLToPath(new URL('./exit-with-parent.ts', import.meta.url))
const STOP_GRACE_MS = 10_000

// a port nothing listens on now, for a child that must be told its port
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function prefixLines(name: string, source: NodeJS.ReadableStream | null, target: NodeJS.WriteStream) {
  let rest = ''
  source?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) if (line.trim()) target.write(`[${name}] ${line}\n`)
  })
}

// a Node script (node: true, preloaded to end with this process) or any other command
export function startMember(
  name: string,
  url: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: { node?: boolean; cwd?: string } = {},
): Member {
  const argv = options.node ? ['--import', exitWithParent, ...args] : args
  const child = spawn(command, argv, {
    env,
    cwd: options.cwd,
    stdio: [options.node ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  })
  child.stdin?.on('error', () => {})
  prefixLines(name, child.stdout, process.stdout)
  prefixLines(name, child.stderr, process.stderr)
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : null)))
    child.once('error', (error) => {
      process.stderr.write(`[${name}] ${error.message}\n`)
      resolve(null)
    })
  })
  return { name, url, child, exited }
}

export const isRunning = (member: Member) => member.child.exitCode === null && !member.child.signalCode

// polls until ready() says yes; fails when the process ends first or the time runs out
export async function untilReady(member: Member, ready: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  let ended = false
  void member.exited.then(() => {
    ended = true
  })
  for (let wait = 50; ; wait = Math.min(wait * 2, 1000)) {
    if (ended) throw new Error(`${member.name} ended before it was ready`)
    try {
      if (await ready()) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${member.name} was not ready within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, wait))
  }
}

export const answersOk = (url: string) => async () =>
  (await fetch(url, { signal: AbortSignal.timeout(5000) })).status === 200

export async function stopMember(member: Member): Promise<void> {
  if (!isRunning(member)) return
  member.child.kill('SIGTERM')
  const timer = setTimeout(() => member.child.kill('SIGKILL'), STOP_GRACE_MS)
  await member.exited
  clearTimeout(timer)
}

// runs a Node script to its end; its exit code
export async function runToEnd(name: string, script: string, env: NodeJS.ProcessEnv): Promise<number | null> {
  return startMember(name, '', process.execPath, [script], env, { node: true }).exited
}
