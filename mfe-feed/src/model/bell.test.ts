import { describe, expect, it } from '@jest/globals'
import { fakeLiveCount, flush, manualClock } from '../test-support/fakes.ts'
import { createBell } from './bell.ts'

function harness(counts: (number | null)[]) {
  const clock = manualClock()
  const socket = fakeLiveCount()
  const asked: number[] = []
  const told: number[] = []
  const bell = createBell({
    unseenCount: async () => {
      asked.push(clock.timers.now())
      return counts.length > 1 ? (counts.shift() ?? null) : (counts[0] ?? null)
    },
    live: socket.live,
    timers: clock.timers,
    onCount: (count) => told.push(count),
  })
  return { bell, clock, socket, asked, told }
}

describe('the header bell', () => {
  it('asks for the unseen count at once and every 10 s while signed in', async () => {
    const { bell, clock, asked, told } = harness([2, 2, 5])
    await flush()
    expect(bell.getState().count).toBe(2)
    clock.advance(9999)
    await flush()
    expect(asked).toHaveLength(1)
    clock.advance(1)
    await flush()
    clock.advance(10_000)
    await flush()
    expect(asked).toHaveLength(3)
    expect(bell.getState().count).toBe(5)
    expect(told).toEqual([2, 5])
    bell.stop()
    clock.advance(60_000)
    await flush()
    expect(asked).toHaveLength(3)
    expect(clock.pending()).toEqual([])
  })

  it('takes the count the subscription pushes, and asks again when the socket drops', async () => {
    const { bell, socket, asked } = harness([0])
    await flush()
    socket.push(4)
    expect(bell.getState().count).toBe(4)
    socket.drop()
    await flush()
    expect(asked).toHaveLength(2)
    expect(bell.getState().count).toBe(0)
    bell.stop()
    expect(socket.active()).toBe(0)
  })

  it('blinks every 2 s while there is something new, the counter dimming for 400 ms each time', async () => {
    const { bell, clock, socket } = harness([0])
    await flush()
    clock.advance(2000)
    expect(bell.getState().dim).toBe(false)
    socket.push(1)
    clock.advance(1999)
    expect(bell.getState().dim).toBe(false)
    clock.advance(1)
    expect(bell.getState().dim).toBe(true)
    clock.advance(399)
    expect(bell.getState().dim).toBe(true)
    clock.advance(1)
    expect(bell.getState().dim).toBe(false)
    clock.advance(1600)
    expect(bell.getState().dim).toBe(true)
    // all seen: the blinking stops, lit
    socket.push(0)
    expect(bell.getState()).toEqual({ count: 0, dim: false })
    clock.advance(10_000)
    expect(bell.getState().dim).toBe(false)
    bell.stop()
  })

  it('ignores counts that are not whole numbers of zero or more', async () => {
    const { bell, socket } = harness([3])
    await flush()
    socket.push(-1)
    socket.push(1.5)
    expect(bell.getState().count).toBe(3)
    bell.setCount(0)
    expect(bell.getState().count).toBe(0)
    bell.stop()
  })
})
