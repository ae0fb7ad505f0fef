import type { ApiResult } from '@showroom/graphql-client/fetch'
import { createState } from './timers.ts'

export interface FollowAnswer {
  is_following_user: boolean
  follower_count: number
}

export type SendFollow = (follow: boolean, userId: number) => Promise<ApiResult<FollowAnswer>>

export interface FollowState {
  following: boolean
  followerCount: number
}

// spec part 4: 'Follow' / 'Followed' flips at once and rolls back silently when the call fails,
// the answer is not valid or says otherwise; visitors are sent to sign up and nothing changes
export function createFollowToggle(deps: {
  userId: number
  initial: FollowState
  send: SendFollow
  isSignedIn(): boolean
  onVisitor(): void
}) {
  const store = createState<FollowState>(deps.initial)
  // only the latest click's answer counts
  let latest = 0

  async function toggle(): Promise<void> {
    if (!deps.isSignedIn()) {
      deps.onVisitor()
      return
    }
    const before = store.get()
    const want = !before.following
    const mine = ++latest
    store.set({ following: want, followerCount: Math.max(0, before.followerCount + (want ? 1 : -1)) })
    const result = await deps.send(want, deps.userId).catch(() => null)
    if (mine !== latest) return
    const values = result?.valid ? result.envelope.values : null
    if (values && values.is_following_user === want && typeof values.follower_count === 'number') {
      store.set({ following: want, followerCount: values.follower_count })
    } else {
      store.set(before)
    }
  }

  return { getState: store.get, subscribe: store.subscribe, toggle }
}

export type FollowToggle = ReturnType<typeof createFollowToggle>
