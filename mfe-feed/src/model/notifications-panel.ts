import { LIMITS } from '@showroom/contracts'
import type { NotificationData, NotificationPageData } from './notification-types.ts'
import { createState } from './timers.ts'

export interface NotificationsApi {
  // a page of 9 from position limitFrom; null when it could not be had
  list(limitFrom: number): Promise<NotificationPageData | null>
  // marks seen up to seq; answers the unseen count left, null on failure
  markSeen(upToSeq: number): Promise<number | null>
}

export interface PanelState {
  phase: 'idle' | 'loading' | 'ready' | 'error'
  items: NotificationData[]
  hasMore: boolean
  loadingMore: boolean
  moreFailed: boolean
}

// the notifications panel (spec parts 2, 8, 9): the newest 9 when it opens, marked seen up to what it
// showed, 9 more at a time after that; items keep the unseen look they had when shown
export function createNotificationsPanel(deps: { api: NotificationsApi; onCount(count: number): void }) {
  const store = createState<PanelState>({
    phase: 'idle',
    items: [],
    hasMore: false,
    loadingMore: false,
    moreFailed: false,
  })
  let generation = 0

  async function markSeen(latestSeq: number, unseen: number): Promise<void> {
    if (unseen === 0) return
    const left = await deps.api.markSeen(latestSeq).catch(() => null)
    if (left !== null) deps.onCount(left)
  }

  async function open(): Promise<void> {
    const mine = ++generation
    store.set({ phase: 'loading', items: [], hasMore: false, loadingMore: false, moreFailed: false })
    const page = await deps.api.list(0).catch(() => null)
    if (mine !== generation) return
    if (!page) {
      store.set({ phase: 'error' })
      return
    }
    store.set({ phase: 'ready', items: page.notifications, hasMore: page.hasMore })
    await markSeen(page.latestSeq, page.unseenCount)
  }

  async function more(): Promise<void> {
    const now = store.get()
    if (now.phase !== 'ready' || !now.hasMore || now.loadingMore) return
    const mine = generation
    store.set({ loadingMore: true, moreFailed: false })
    const page = await deps.api.list(now.items.length).catch(() => null)
    if (mine !== generation) return
    if (!page) {
      store.set({ loadingMore: false, moreFailed: true })
      return
    }
    // offset paging: something new on top moves the rest down, so a row can come twice
    const seen = new Set(store.get().items.map((item) => item.id))
    store.set({
      loadingMore: false,
      items: [...store.get().items, ...page.notifications.filter((item) => !seen.has(item.id))],
      hasMore: page.hasMore,
    })
    await markSeen(page.latestSeq, page.unseenCount)
  }

  // the row of a friend request accepted from the panel now reads as friends
  function markAccepted(userId: number): void {
    store.set({
      items: store.get().items.map((item) =>
        item.kind === 'friend_request' && item.actors?.[0]?.user?.id === userId
          ? {
              ...item,
              actors: (item.actors ?? []).map((actor, index) =>
                index === 0 && actor.user
                  ? { ...actor, user: { ...actor.user, friendState: 'friends' } }
                  : actor,
              ),
            }
          : item,
      ),
    })
  }

  return {
    getState: store.get,
    subscribe: store.subscribe,
    open,
    more,
    markAccepted,
    close() {
      generation += 1
    },
  }
}

export const NOTIFICATIONS_PAGE_STEP = LIMITS.notificationsPageStep

export type NotificationsPanelController = ReturnType<typeof createNotificationsPanel>
