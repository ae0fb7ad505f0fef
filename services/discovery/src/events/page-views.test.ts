import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createLogger } from '@showroom/platform'
import { createPageViewCounter, visitorOf } from './page-views.ts'
import type { SharedViewMemory, ViewClaim } from './page-views.shared.ts'

const logger = createLogger({ level: 'silent' })

function recordingWriter() {
  const writes: Array<{ eventId: number; views: number; paidViews: number }> = []
  return {
    writes,
    addPageViews: async (eventId: number, views: number, paidViews: number) => {
      writes.push({ eventId, views, paidViews })
    },
  }
}

describe('the page view counter', () => {
  it('writes one update per event with the views and paid views counted since the last flush', async () => {
    const writer = recordingWriter()
    const counter = createPageViewCounter({ writer, logger })
    counter.record(1, 'member:1', false)
    counter.record(1, 'member:2', true)
    counter.record(1, 'member:3', false)
    counter.record(2, 'member:1', false)
    await counter.flush()
    assert.deepEqual(writer.writes, [
      { eventId: 1, views: 3, paidViews: 1 },
      { eventId: 2, views: 1, paidViews: 0 },
    ])
    await counter.flush()
    assert.equal(writer.writes.length, 2, 'nothing new, nothing written')
  })

  it('writes on its timer and once more when stopped', async () => {
    const writer = recordingWriter()
    const counter = createPageViewCounter({ writer, logger, flushEveryMs: 20 })
    counter.start()
    counter.record(5, 'member:1', false)
    await new Promise((resolve) => setTimeout(resolve, 60))
    assert.deepEqual(writer.writes, [{ eventId: 5, views: 1, paidViews: 0 }])
    counter.record(5, 'member:2', true)
    await counter.stop()
    assert.deepEqual(writer.writes.at(-1), { eventId: 5, views: 1, paidViews: 1 })
  })

  it('keeps counting other events when one write fails', async () => {
    const writes: number[] = []
    const counter = createPageViewCounter({
      logger,
      writer: {
        addPageViews: async (eventId: number) => {
          if (eventId === 1) throw new Error('deadlock')
          writes.push(eventId)
        },
      },
    })
    counter.record(1, 'member:1', false)
    counter.record(2, 'member:1', false)
    await counter.flush()
    assert.deepEqual(writes, [2])
  })

  it('counts a visitor once per event per day, however often they call', async () => {
    const writer = recordingWriter()
    let clock = new Date('2026-12-10T09:00:00Z')
    const counter = createPageViewCounter({ writer, logger, now: () => clock })
    assert.equal(counter.record(1, 'address:10.0.0.1', false), true)
    for (let i = 0; i < 100; i++) assert.equal(counter.record(1, 'address:10.0.0.1', false), false)
    assert.equal(counter.record(2, 'address:10.0.0.1', false), true, 'another event is another view')
    clock = new Date('2026-12-10T23:59:59Z')
    assert.equal(counter.record(1, 'address:10.0.0.1', false), false)
    clock = new Date('2026-12-11T00:00:00Z')
    assert.equal(counter.record(1, 'address:10.0.0.1', false), true, 'a new day counts again')
    await counter.flush()
    assert.deepEqual(writer.writes, [
      { eventId: 1, views: 2, paidViews: 0 },
      { eventId: 2, views: 1, paidViews: 0 },
    ])
  })

  it('counts a paid arrival once as paid, even after an ordinary view the same day', async () => {
    const writer = recordingWriter()
    const counter = createPageViewCounter({ writer, logger })
    counter.record(1, 'member:7', false)
    assert.equal(counter.record(1, 'member:7', true), true)
    assert.equal(counter.record(1, 'member:7', true), false)
    assert.equal(counter.record(1, 'member:7', false), false)
    await counter.flush()
    assert.deepEqual(writer.writes, [{ eventId: 1, views: 1, paidViews: 1 }])
  })

  it('remembers at most its bound of visitors, forgetting the oldest first', async () => {
    const writer = recordingWriter()
    const counter = createPageViewCounter({ writer, logger, maxRemembered: 3 })
    for (const visitor of ['a', 'b', 'c', 'd']) counter.record(1, visitor, false)
    assert.equal(counter.rememberedCount(), 3)
    assert.equal(counter.record(1, 'd', false), false)
    assert.equal(counter.record(1, 'a', false), true, 'the oldest was forgotten')
  })
})

describe('the page view counter with a shared memory', () => {
  // a memory another process has already told about member:1's view of event 1 on 2026-12-10
  function sharedMemory() {
    const calls: ViewClaim[][] = []
    const known = new Map<string, number>([['2026-12-10 1 member:1', 1]])
    const memory: SharedViewMemory = {
      async claim(claims) {
        calls.push(
          claims.map((c) => ({ day: c.day, eventId: c.eventId, visitor: c.visitor, flags: c.flags })),
        )
        return claims.map((c) => {
          const key = `${c.day} ${c.eventId} ${c.visitor}`
          const before = known.get(key) ?? 0
          known.set(key, before | c.flags)
          return c.flags & ~before
        })
      },
      async close() {},
    }
    return { memory, calls }
  }

  it('asks it once per flush, each new view with its own day, and counts only what it did not know', async () => {
    const writer = recordingWriter()
    const { memory, calls } = sharedMemory()
    let clock = new Date('2026-12-10T23:59:59Z')
    const counter = createPageViewCounter({ writer, logger, shared: memory, now: () => clock })
    assert.equal(counter.record(1, 'member:1', false), true, 'new to this process')
    counter.record(1, 'member:1', false)
    counter.record(1, 'member:2', true)
    clock = new Date('2026-12-11T00:00:01Z')
    counter.record(1, 'member:1', false)
    await counter.flush()
    assert.deepEqual(calls, [
      [
        { day: '2026-12-10', eventId: 1, visitor: 'member:1', flags: 1 },
        { day: '2026-12-10', eventId: 1, visitor: 'member:2', flags: 3 },
        { day: '2026-12-11', eventId: 1, visitor: 'member:1', flags: 1 },
      ],
    ])
    assert.deepEqual(writer.writes, [{ eventId: 1, views: 2, paidViews: 1 }])
    await counter.flush()
    assert.equal(calls.length, 1, 'nothing new, nothing asked')
  })
})

describe('who a visitor is', () => {
  const member = {
    userId: 4,
    sessionId: 's',
    persona: { type: 'user' as const, id: 4 },
    roles: [],
    isPro: false,
    isTeam: false,
    points: 0,
  }

  it('is the member when signed in, wherever they connect from', () => {
    assert.equal(visitorOf({ viewer: member, clientIp: '10.0.0.1' }), 'member:4')
    assert.equal(visitorOf({ viewer: member, clientIp: '10.0.0.2' }), 'member:4')
  })

  it('is the client address otherwise, an IPv6 one by its /64', () => {
    assert.equal(visitorOf({ viewer: null, clientIp: '203.0.113.9' }), 'address:203.0.113.9')
    assert.equal(visitorOf({ viewer: null, clientIp: '::ffff:203.0.113.9' }), 'address:203.0.113.9')
    assert.equal(
      visitorOf({ viewer: null, clientIp: '2001:db8:0:1:aaaa::1' }),
      visitorOf({ viewer: null, clientIp: '2001:0db8:0000:0001:ffff:ffff:ffff:ffff' }),
    )
    assert.notEqual(
      visitorOf({ viewer: null, clientIp: '2001:db8:0:1::1' }),
      visitorOf({ viewer: null, clientIp: '2001:db8:0:2::1' }),
    )
    assert.equal(visitorOf({ viewer: null, clientIp: null }), 'address:unknown')
  })
})
