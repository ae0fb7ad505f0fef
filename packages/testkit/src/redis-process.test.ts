import assert from 'node:assert/strict'
import { connect } from 'node:net'
import { test } from 'node:test'
import { startRedisProcess } from './redis-process.ts'

// one command on a fresh connection; the raw RESP answer, or null when nothing listens
function ask(port: number, command: string): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' })
    socket.once('error', () => resolve(null))
    socket.once('connect', () => socket.write(`${command}\r\n`))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(data.toString())
    })
  })
}

test('a private Redis answers on its own port, comes back empty on the same port after a restart, and is gone after stop', async () => {
  const redis = await startRedisProcess()
  try {
    assert.notEqual(redis.port, 6379)
    assert.equal(redis.url, `redis://127.0.0.1:${redis.port}`)
    assert.equal(await ask(redis.port, 'SET kept-across-restart yes'), '+OK\r\n')
    await redis.restart({ downMs: 50 })
    assert.equal(await ask(redis.port, 'GET kept-across-restart'), '$-1\r\n')
  } finally {
    await redis.stop()
  }
  assert.equal(await ask(redis.port, 'PING'), null)
})
