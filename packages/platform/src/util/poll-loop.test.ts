import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { waitFor } from '@showroom/testkit'
import { createLogger } from '../log/logger.ts'
import { createPollLoop } from './poll-loop.ts'

const logger = createLogger({ level: 'silent' })

describe('the poll loop', () => {
  test('ticks again at once while there is work, then waits for the interval', async () => {
    let work = 3
    let ticks = 0
    const loop = createPollLoop({
      name: 'test',
      intervalMs: 60_000,
      logger,
      tick: async () => {
        ticks++
        if (work === 0) return false
        work--
        return true
      },
    })
    loop.start()
    await waitFor(() => ticks === 4)
    await new Promise((resolve) => setTimeout(resolve, 50))
    assert.equal(ticks, 4)
    await loop.stop()
  })

  test('ticks as soon as it is woken', async () => {
    let ticks = 0
    const loop = createPollLoop({
      name: 'test',
      intervalMs: 60_000,
      logger,
      tick: async () => {
        ticks++
        return false
      },
    })
    loop.start()
    await waitFor(() => ticks === 1)
    loop.wake()
    await waitFor(() => ticks === 2)
    await loop.stop()
  })

  test('keeps running after a failed tick', async () => {
    let ticks = 0
    const loop = createPollLoop({
      name: 'test',
      intervalMs: 1,
      logger,
      tick: async () => {
        ticks++
        if (ticks === 1) throw new Error('database unreachable')
        return false
      },
    })
    loop.start()
    loop.wake()
    await waitFor(() => ticks >= 2, { timeoutMs: 5000 })
    await loop.stop()
    assert.equal(loop.running, false)
  })

  test('stops without waiting out the interval', async () => {
    const loop = createPollLoop({ name: 'test', intervalMs: 60_000, logger, tick: async () => false })
    loop.start()
    const started = Date.now()
    await loop.stop()
    assert.ok(Date.now() - started < 1000)
  })
})
