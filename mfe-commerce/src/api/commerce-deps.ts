import type { SaleLive } from '../model/sale-live.ts'
import { browserTimers, type Timers } from '../model/timers.ts'
import { type CommerceApi, commerceApi } from './commerce-api.ts'
import { saleLive } from './sale-live.ts'

export interface CommerceDeps {
  api: CommerceApi
  timers: Timers
  live: SaleLive
  // a fresh idempotency key (crypto random)
  newKey(): string
}

// what the components run on: the page's real calls and clock; component tests swap in fakes
export const commerceDeps: CommerceDeps = {
  api: commerceApi,
  timers: browserTimers,
  live: saleLive,
  newKey: () => crypto.randomUUID(),
}
