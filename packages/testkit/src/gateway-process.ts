import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { endOwnedProcess, type OwnedProcess, startOwnedProcess, untilReady } from './child-process.ts'
import { freePort } from './free-port.ts'

export interface GatewayProcessOptions {
  // DATABASE_URL (a PostgreSQL database already migrated, or an empty one), REDIS_URL and any
  // other configuration, as the environment gives it to `npm start`
  env: Record<string, string>
  name?: string
}

export interface GatewayProcess {
  url: string
  port: number
  pid(): number | undefined
  running(): boolean
  // SIGKILL: a crash, nothing closed cleanly
  kill(): Promise<void>
  // starts it again on the same port and data folder and waits until it is ready
  start(): Promise<void>
  // SIGTERM, the shutdown a deployment does; then the data folder goes
  stop(): Promise<void>
  output(): string
}

const START_TIMEOUT_MS = 120_000
const serverScript = fileURLToPath(new URL('./server.ts', import.meta.resolve('gateway')))
const exitWithParent = fileURLToPath(new URL('./exit-with-parent.ts', import.meta.url))

// the gateway as its own process, started the way `npm start` starts it (gateway/src/server.ts),
// on a free port of loopback; it ends with the test process even when that is killed
export async function startGatewayProcess(options: GatewayProcessOptions): Promise<GatewayProcess> {
  const port = await freePort()
  const name = options.name ?? `gateway:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'showroom-gateway-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: '10',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...options.env,
    PORT: String(port),
  }
  // the child is a server, not a test file of this run
  delete env.NODE_TEST_CONTEXT
  const url = `http://127.0.0.1:${port}`
  let current: OwnedProcess | undefined
  let runs = 0

  const running = () => current !== undefined && current.child.exitCode === null && !current.child.signalCode
  const start = async () => {
    if (running()) return
    runs++
    current = startOwnedProcess(
      process.execPath,
      ['--import', exitWithParent, serverScript],
      env,
      `${name}#${runs}`,
    )
    await untilReady(current, async () => (await fetch(`${url}/health/ready`)).status === 200, {
      timeoutMs: START_TIMEOUT_MS,
      what: name,
    })
  }

  try {
    await start()
  } catch (error) {
    if (current) await endOwnedProcess(current, 'SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  return {
    url,
    port,
    pid: () => (running() ? current?.child.pid : undefined),
    running,
    async kill() {
      if (current) await endOwnedProcess(current, 'SIGKILL')
    },
    start,
    async stop() {
      if (current) await endOwnedProcess(current, 'SIGTERM')
      rmSync(dataDir, { recursive: true, force: true })
    },
    output: () => current?.output() ?? '',
  }
}
