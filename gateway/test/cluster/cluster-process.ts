// `npm run cluster` started as a test's child process on a database and a Redis of the test's own:
// the addresses and pids it prints are read back, so the test can reach the balancer, tell which
// gateway answered and kill one
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '@showroom/testkit'

export interface ClusterMember {
  name: string
  url: string
  pid: number
}

export interface Cluster {
  url: string
  members: ClusterMember[]
  gateways: ClusterMember[]
  // host:port of a gateway, as the balancer names it in X-Showroom-Gateway
  addressOf(member: ClusterMember): string
  output(): string
  stop(): Promise<void>
}

const root = fileURLToPath(new URL('../../../', import.meta.url))
const script = join(root, 'scripts', 'cluster.ts')
// the cluster's own preload: it stops everything when this test process ends, however it ends
const exitWithParent = join(root, 'scripts', 'cluster', 'exit-with-parent.ts')
const START_TIMEOUT_MS = 900_000
const MEMBER_LINE = /^ {2}(\S+(?: \S+)?)\s+(http:\/\/\S+)\s+pid (\d+)$/

export async function startCluster(env: Record<string, string>): Promise<Cluster> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'showroom-cluster-'))
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_COST: '10',
    DEMO_DATA: 'false',
    CLUSTER_WEB_BUILD: 'false',
    DATA_DIR: dataDir,
    ...env,
    PORT: String(port),
  }
  delete childEnv.NODE_TEST_CONTEXT
  const child: ChildProcess = spawn(process.execPath, ['--import', exitWithParent, script], {
    env: childEnv,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  child.stdin?.on('error', () => {})
  const lines: string[] = []
  const members: ClusterMember[] = []
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the cluster was not ready in time')), START_TIMEOUT_MS)
    const onLine = (line: string) => {
      lines.push(line)
      if (lines.length > 400) lines.shift()
      const member = MEMBER_LINE.exec(line)
      if (member)
        members.push({ name: member[1] as string, url: member[2] as string, pid: Number(member[3]) })
      if (line.startsWith('ready:')) {
        clearTimeout(timer)
        resolve()
      }
    }
    let rest = ''
    const read = (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n')
      rest = parts.pop() ?? ''
      for (const part of parts) onLine(part)
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    void exited.then(() => {
      clearTimeout(timer)
      reject(new Error(`the cluster ended before it was ready:\n${lines.slice(-40).join('\n')}`))
    })
  })

  const stop = async () => {
    let forced = false
    if (child.exitCode === null && !child.signalCode) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => {
        forced = true
        child.kill('SIGKILL')
      }, 30_000)
      await exited
      clearTimeout(timer)
    }
    // nginx does not watch its parent: a cluster that had to be killed could not stop it
    const balancer = members.find((m) => m.name === 'balancer')
    if (balancer && forced) {
      try {
        process.kill(balancer.pid, 'SIGKILL')
      } catch {
        // already ended
      }
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await ready
  } catch (error) {
    await stop()
    throw error
  }
  return {
    url: `http://127.0.0.1:${port}`,
    members,
    gateways: members.filter((m) => m.name.startsWith('gateway-')),
    addressOf: (member) => new URL(member.url).host,
    output: () => lines.join('\n'),
    stop,
  }
}
