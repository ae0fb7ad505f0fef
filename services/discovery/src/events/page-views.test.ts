import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createLogger } from '@showroom/platform'
import { createPageViewCounter } from './page-views.ts'

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
    counter.record(1, false)
    counter.record(1, true)
    counter.record(1, false)
    counter.record(2, false)
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
    counter.record(5, false)
    await new Promise((resolve) => setTimeout(resolve, 60))
    assert.deepEqual(writer.writes, [{ eventId: 5, views: 1, paidViews: 0 }])
    counter.record(5, true)
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
    counter.record(1, false)
    counter.record(2, false)
    await counter.flush()
    assert.deepEqual(writes, [2])
  })
})
