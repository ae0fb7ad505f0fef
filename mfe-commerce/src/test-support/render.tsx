import { bus } from '@showroom/bus'
import type { Session } from '@showroom/contracts'
import { act, configure } from '@testing-library/react'
import type { CommerceApi } from '../api/commerce-api.ts'
import { forgetBasket } from '../api/basket-session.ts'
import { type CommerceDeps, commerceDeps } from '../api/commerce-deps.ts'
import '../messages.ts'

// lazy parts load on first use and the machine is shared: wait for conditions generously
configure({ asyncUtilTimeout: 15_000 })

export const member: Session = {
  user_id: 7,
  user_token: '',
  user_is_pro: false,
  user_points: 0,
  user_is_team: false,
}

const real: CommerceDeps = { ...commerceDeps }

export type Calls = { name: string; args: unknown[] }[]

const NAMES: (keyof CommerceApi)[] = [
  'get',
  'add',
  'update',
  'remove',
  'checkout',
  'proPurchase',
  'orders',
  'order',
  'sales',
  'sale',
  'register',
  'joinQueue',
  'queueStatus',
  'reportEnded',
  'dismissPro',
  'city',
]

// the module's calls replaced by fakes for one test; a call the test did not give throws
export function useFakeApi(api: Partial<CommerceApi>) {
  const calls: Calls = []
  let keys = 0
  const fake = Object.fromEntries(
    NAMES.map((name) => [
      name,
      (...args: unknown[]) => {
        calls.push({ name, args })
        const impl = api[name] as ((...a: unknown[]) => unknown) | undefined
        if (!impl) throw new Error(`${name} was not expected in this test`)
        return impl(...args)
      },
    ]),
  ) as unknown as CommerceApi
  Object.assign(commerceDeps, { api: fake, newKey: () => `key-${++keys}` } satisfies Partial<CommerceDeps>)
  return { calls, callsOf: (name: keyof CommerceApi) => calls.filter((call) => call.name === name) }
}

export function restoreDeps(): void {
  Object.assign(commerceDeps, real)
  forgetBasket()
  act(() => {
    bus.closeOverlay()
    bus.setSession(null)
  })
}

export function signIn(session: Session = member): void {
  act(() => bus.setSession(session))
}
