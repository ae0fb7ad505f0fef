import { connect } from 'node:net'
import { endOwnedProcess, type OwnedProcess, startOwnedProcess, untilReady } from './child-process.ts'
import { freePort } from './free-port.ts'

export interface RedisProcess {
  url: string
  port: number
  // stops the server (SIGKILL: nothing flushed, every connection cut), stays down downMs, then
  // starts an empty one on the same port and waits until it answers
  restart(options?: { downMs?: number }): Promise<void>
  stop(): Promise<void>
  output(): string
}

const START_TIMEOUT_MS = 30_000

// PING on a fresh connection: true once the server answers PONG
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(2000, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')))
  })
}

// a private redis-server of the test's own (the machine's shared one at 6379 is never touched):
// in memory only, on a free port of loopback
export async function startRedisProcess(): Promise<RedisProcess> {
  const port = await freePort()
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
  let current: OwnedProcess | undefined
  let runs = 0

  const start = async () => {
    runs++
    // redis-server cannot watch its parent: a shell does it and then becomes the server (exec keeps
    // the pid), so a test process that dies, even by SIGKILL, takes its Redis with it
    current = startOwnedProcess(
      'sh',
      ['-c', 'exec 3<&0; (read _ <&3; kill -9 $$) & exec redis-server "$@" 3<&-', 'sh', ...args],
      process.env,
      `redis:${port}#${runs}`,
    )
    await untilReady(current, () => answersPing(port), {
      timeoutMs: START_TIMEOUT_MS,
      what: `redis-server on port ${port}`,
    })
  }
  const stop = async () => {
    if (current) await endOwnedProcess(current, 'SIGKILL')
  }

  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async restart({ downMs = 0 } = {}) {
      await stop()
      if (downMs > 0) await new Promise((resolve) => setTimeout(resolve, downMs))
      await start()
    },
    stop,
    output: () => current?.output() ?? '',
  }
}
