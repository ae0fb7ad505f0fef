import type { LiveCount } from '../model/bell.ts'
import { browserTimers, type Timers } from '../model/timers.ts'
import { type FeedApi, feedApi } from './feed-api.ts'
import { createLiveCount } from './live-count.ts'
import { type BellApi, notificationsApi } from './notifications-api.ts'
import { type PeopleApi, peopleApi } from './people-api.ts'

export interface FeedDeps {
  feed: FeedApi
  people: PeopleApi
  notifications: BellApi
  liveCount(): LiveCount | null
  timers: Timers
}

// what the components run on: the page's real calls, socket and clock; component tests swap in fakes
export const feedDeps: FeedDeps = {
  feed: feedApi,
  people: peopleApi,
  notifications: notificationsApi,
  liveCount: createLiveCount,
  timers: browserTimers,
}
