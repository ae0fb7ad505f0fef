import { bus } from '@showroom/bus'
import type { Session } from '@showroom/contracts'
import { act, configure } from '@testing-library/react'
import type { FeedApi } from '../api/feed-api.ts'
import { type FeedDeps, feedDeps } from '../api/feed-deps.ts'
import type { BellApi } from '../api/notifications-api.ts'
import type { PeopleApi } from '../api/people-api.ts'
import '../messages.ts'
import { fakeLiveCount, manualClock } from './fakes.ts'

// lazy parts load on first use and the machine is shared: wait for conditions generously
configure({ asyncUtilTimeout: 15_000 })

export const member: Session = {
  user_id: 7,
  user_token: '',
  user_is_pro: false,
  user_points: 0,
  user_is_team: false,
}

export const proMember: Session = { ...member, user_is_pro: true }

const real: FeedDeps = { ...feedDeps }

type Calls = { name: string; args: unknown[] }[]

// an api object whose every call is kept; a call the test did not give throws
function recorded<A extends object>(overrides: Partial<A>, names: (keyof A)[], calls: Calls): A {
  return Object.fromEntries(
    names.map((name) => [
      name,
      (...args: unknown[]) => {
        calls.push({ name: String(name), args })
        const impl = overrides[name] as ((...a: unknown[]) => unknown) | undefined
        if (!impl) throw new Error(`${String(name)} was not expected in this test`)
        return impl(...args)
      },
    ]),
  ) as A
}

export interface FakeApis {
  feed?: Partial<FeedApi>
  people?: Partial<PeopleApi>
  notifications?: Partial<BellApi>
}

// the components' calls, socket and clock replaced by fakes for one test
export function useFakeDeps(apis: FakeApis = {}) {
  const calls: Calls = []
  const clock = manualClock()
  const socket = fakeLiveCount()
  Object.assign(feedDeps, {
    feed: recorded<FeedApi>(apis.feed ?? {}, ['getFeed', 'getMedia', 'share'], calls),
    people: recorded<PeopleApi>(
      apis.people ?? {},
      ['profile', 'follow', 'friend', 'userList', 'city'],
      calls,
    ),
    notifications: recorded<BellApi>(apis.notifications ?? {}, ['list', 'markSeen', 'unseenCount'], calls),
    liveCount: () => socket.live,
    timers: clock.timers,
  } satisfies FeedDeps)
  return { calls, callsOf: (name: string) => calls.filter((call) => call.name === name), clock, socket }
}

export function restoreDeps(): void {
  Object.assign(feedDeps, real)
  act(() => {
    bus.closeOverlay()
    bus.dismissAlert()
    bus.setSession(null)
  })
}

export function signIn(session: Session = member): void {
  act(() => bus.setSession(session))
}
