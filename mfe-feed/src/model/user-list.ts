import { LIMITS } from '@showroom/contracts'
import { createState } from './timers.ts'
import type { PersonSummary, UserListKind, UserListPage } from './types.ts'

export type LoadUserList = (
  kind: UserListKind,
  page: { first: number; after: string | null },
) => Promise<UserListPage | null>

export interface UserListState {
  phase: 'idle' | 'loading' | 'ready' | 'error'
  users: PersonSummary[]
  hasMore: boolean
  loadingMore: boolean
}

// 'Show More' asks for this many more at a time
export const USER_LIST_MORE = 24

// spec parts 4 and 9: a user list shows 6, then 'Show More'
export function createUserList(deps: { kind: UserListKind; load: LoadUserList }) {
  const store = createState<UserListState>({ phase: 'idle', users: [], hasMore: false, loadingMore: false })
  let cursor: string | null = null
  let generation = 0

  async function open(): Promise<void> {
    const mine = ++generation
    cursor = null
    store.set({ phase: 'loading', users: [], hasMore: false, loadingMore: false })
    const page = await deps.load(deps.kind, { first: LIMITS.userListVisible, after: null }).catch(() => null)
    if (mine !== generation) return
    if (!page) {
      store.set({ phase: 'error' })
      return
    }
    cursor = page.cursor
    store.set({ phase: 'ready', users: page.users, hasMore: page.hasMore })
  }

  async function showMore(): Promise<void> {
    const now = store.get()
    if (now.phase !== 'ready' || !now.hasMore || now.loadingMore) return
    const mine = generation
    store.set({ loadingMore: true })
    const page = await deps.load(deps.kind, { first: USER_LIST_MORE, after: cursor }).catch(() => null)
    if (mine !== generation) return
    if (!page) {
      store.set({ loadingMore: false })
      return
    }
    cursor = page.cursor
    const seen = new Set(store.get().users.map((user) => user.id))
    store.set({
      loadingMore: false,
      users: [...store.get().users, ...page.users.filter((user) => !seen.has(user.id))],
      hasMore: page.hasMore,
    })
  }

  return { getState: store.get, subscribe: store.subscribe, open, showMore }
}

export type UserListController = ReturnType<typeof createUserList>
