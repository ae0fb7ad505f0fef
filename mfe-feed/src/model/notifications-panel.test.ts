import { describe, expect, it } from '@jest/globals'
import { flush } from '../test-support/fakes.ts'
import type { NotificationData, NotificationPageData } from './notification-types.ts'
import { createNotificationsPanel } from './notifications-panel.ts'

const note = (id: number, seen = false): NotificationData => ({
  id,
  kind: 'comment_like',
  seq: id,
  seen,
  actorCount: 1,
  messageCount: 0,
  chatId: null,
  actors: [],
  comment: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
})

const page = (ids: number[], extra: Partial<NotificationPageData> = {}): NotificationPageData => ({
  notifications: ids.map((id) => note(id)),
  hasMore: false,
  unseenCount: ids.length,
  latestSeq: ids[0] ?? 0,
  ...extra,
})

function harness(pages: (NotificationPageData | null)[]) {
  const listed: number[] = []
  const marked: number[] = []
  const counts: number[] = []
  const panel = createNotificationsPanel({
    api: {
      list: async (from) => {
        listed.push(from)
        return pages.shift() ?? null
      },
      markSeen: async (upTo) => {
        marked.push(upTo)
        return 0
      },
    },
    onCount: (count) => counts.push(count),
  })
  return { panel, listed, marked, counts }
}

describe('the notifications panel', () => {
  it('shows the newest 9 and marks them seen up to the newest shown, keeping their unseen look', async () => {
    const ids = [20, 19, 18, 17, 16, 15, 14, 13, 12]
    const { panel, listed, marked, counts } = harness([page(ids, { hasMore: true, latestSeq: 20 })])
    await panel.open()
    expect(listed).toEqual([0])
    expect(marked).toEqual([20])
    expect(counts).toEqual([0])
    expect(panel.getState()).toMatchObject({ phase: 'ready', hasMore: true })
    expect(panel.getState().items.every((item) => !item.seen)).toBe(true)
  })

  it('pages on by 9 from the number shown, each row once', async () => {
    const first = [20, 19, 18, 17, 16, 15, 14, 13, 12]
    const { panel, listed } = harness([
      page(first, { hasMore: true, unseenCount: 0 }),
      page([12, 11, 10], { hasMore: false, unseenCount: 0 }),
    ])
    await panel.open()
    await panel.more()
    expect(listed).toEqual([0, 9])
    expect(panel.getState().items.map((item) => item.id)).toEqual([...first, 11, 10])
    expect(panel.getState().hasMore).toBe(false)
  })

  it('marks nothing when nothing is unseen', async () => {
    const { panel, marked } = harness([page([3, 2], { unseenCount: 0 })])
    await panel.open()
    expect(marked).toEqual([])
  })

  it('shows the error state when the list cannot be had, and a failed next page keeps what is shown', async () => {
    const failing = harness([null])
    await failing.panel.open()
    expect(failing.panel.getState().phase).toBe('error')
    const { panel } = harness([page([20, 19], { hasMore: true }), null])
    await panel.open()
    await panel.more()
    expect(panel.getState()).toMatchObject({ phase: 'ready', moreFailed: true, loadingMore: false })
    expect(panel.getState().items).toHaveLength(2)
  })

  it('ignores an answer that comes after the panel closed', async () => {
    const { panel } = harness([page([5])])
    const opening = panel.open()
    panel.close()
    await opening
    await flush()
    expect(panel.getState().phase).toBe('loading')
  })
})
