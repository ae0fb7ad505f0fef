import type { ApiResult } from '@showroom/graphql-client/fetch'
import { createState } from './timers.ts'
import type { Basket, CheckoutOutcome, Order } from './types.ts'

export interface CheckoutRequest {
  idempotency_key: string
  card_number: string
  terms_accepted: 1
}

export interface CheckoutValues {
  order: Order
  // with COMMERCE_ERR_ITEMS_REMOVED: the basket as it is now
  basket?: Basket
}

export type CheckoutCall = (request: CheckoutRequest) => Promise<ApiResult<CheckoutValues>>

export interface CheckoutState {
  termsAgreed: boolean
  // 'Please check to agree with the terms' shows after a submit without the tick
  termsMissing: boolean
  submitting: boolean
  outcome: CheckoutOutcome | null
}

// stable codes of the commerce service that the form words itself (docs/adr/0022-commerce.md)
const OUTCOME_BY_CODE: Record<string, CheckoutOutcome['kind']> = {
  COMMERCE_ERR_CARD_DECLINED: 'declined',
  COMMERCE_ERR_PAYMENT_FAILED: 'failed',
  COMMERCE_ERR_TERMS_REQUIRED: 'terms',
  COMMERCE_ERR_ITEMS_REMOVED: 'items-removed',
}

function outcomeOf(result: ApiResult<CheckoutValues>): CheckoutOutcome {
  if (result.valid) return { kind: 'paid', order: result.envelope.values.order }
  const code = result.envelope?.errors?.[0]?.code ?? ''
  const kind = OUTCOME_BY_CODE[code]
  if (kind && kind !== 'paid' && kind !== 'error') return { kind } as CheckoutOutcome
  return { kind: 'error', ...(result.message ? { message: result.message } : {}) }
}

// one checkout: one idempotency key from the moment the basket opens for checkout through retries and
// 'Change card' (the server pays a declined order again under the same key), so a double click or a
// retry after a lost answer can never charge twice
export function createCheckout({
  call,
  newKey,
  onRefused,
}: {
  call: CheckoutCall
  newKey(): string
  // the basket a refusal carried (items taken out because their stock ran out)
  onRefused?(basket: Basket): void
}) {
  const store = createState<CheckoutState>({
    termsAgreed: false,
    termsMissing: false,
    submitting: false,
    outcome: null,
  })
  let key = newKey()

  return {
    getState: store.get,
    subscribe: store.subscribe,
    key: () => key,
    setTerms(agreed: boolean) {
      store.set({ termsAgreed: agreed, termsMissing: store.get().termsMissing && !agreed })
    },
    async submit(cardNumber: string): Promise<CheckoutOutcome | null> {
      const state = store.get()
      if (state.submitting || state.outcome?.kind === 'paid') return null
      if (!state.termsAgreed) {
        store.set({ termsMissing: true })
        return { kind: 'terms' }
      }
      store.set({ submitting: true, outcome: null, termsMissing: false })
      const result = await call({
        card_number: cardNumber.replace(/\s+/g, ''),
        idempotency_key: key,
        terms_accepted: 1,
      })
      const basket = result.valid ? undefined : result.envelope?.values?.basket
      if (basket) onRefused?.(basket)
      const outcome = outcomeOf(result)
      store.set({ submitting: false, outcome, termsMissing: outcome.kind === 'terms' })
      return outcome
    },
    // 'Change card': the form opens again, same key (the server re-prices and pays the same order)
    changeCard() {
      store.set({ outcome: null })
    },
    // a paid order ends this checkout; the next basket gets a new key
    reset() {
      key = newKey()
      store.set({ outcome: null, submitting: false, termsMissing: false })
    },
  }
}

export type CheckoutController = ReturnType<typeof createCheckout>
