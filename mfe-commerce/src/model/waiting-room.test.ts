import { describe, expect, it } from '@jest/globals'
import { flush, manualClock, ok } from '../test-support/fakes.ts'
import type { QueueState } from './types.ts'
import { createWaitingRoom, QUEUE_POLL_MS } from './waiting-room.ts'

const queue = (extra: Partial<QueueState>): QueueState => ({
  position: 4,
  waiting_to_shop: 9,
  admitted: false,
  admitted_until: null,
  status: 'waiting',
  sold_out: false,
  ...extra,
})

describe('the waiting room', () => {
  it('joins, asks for the place every 5 s while waiting, and stops once admitted', async () => {
    const clock = manualClock()
    const answers = [
      queue({ position: 2, waiting_to_shop: 5 }),
      queue({ status: 'admitted', admitted: true, position: null }),
    ]
    let asked = 0
    const room = createWaitingRoom({
      saleId: 5,
      timers: clock.timers,
      api: {
        joinQueue: async () => ok({ queue: queue({}) }),
        queueStatus: async () => {
          asked += 1
          return ok({ queue: answers.shift() ?? queue({ status: 'admitted' }) })
        },
      },
    })
    await room.join()
    expect(room.getState().queue?.position).toBe(4)
    clock.advance(QUEUE_POLL_MS)
    await flush()
    expect(room.getState().queue).toMatchObject({ position: 2, waiting_to_shop: 5 })
    clock.advance(QUEUE_POLL_MS)
    await flush()
    expect(room.getState().queue?.status).toBe('admitted')
    clock.advance(QUEUE_POLL_MS * 4)
    await flush()
    expect(asked).toBe(2)
  })

  it('tells everyone waiting at once when the sale sells out', async () => {
    const clock = manualClock()
    let asked = 0
    const room = createWaitingRoom({
      saleId: 5,
      timers: clock.timers,
      api: {
        joinQueue: async () => ok({ queue: queue({}) }),
        queueStatus: async () => {
          asked += 1
          return ok({ queue: queue({}) })
        },
      },
    })
    await room.join()
    room.soldOut()
    expect(room.getState().queue).toMatchObject({ status: 'sold_out', sold_out: true, position: null })
    clock.advance(QUEUE_POLL_MS * 3)
    await flush()
    expect(asked).toBe(0)
  })
})
