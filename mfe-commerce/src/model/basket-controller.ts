import type { ApiResult } from '@showroom/graphql-client/fetch'
import { createState } from './timers.ts'
import type { Basket } from './types.ts'

export interface BasketApi {
  get(): Promise<ApiResult<{ basket: Basket }>>
  add(sizeId: number, qty: number): Promise<ApiResult<{ basket: Basket }>>
  update(itemId: number, qty: number): Promise<ApiResult<{ basket: Basket }>>
  remove(itemId: number): Promise<ApiResult<{ basket: Basket }>>
}

// which message of the catalogue the basket shows (i18n keys under basket.* and sale.*)
export type BasketProblem = 'loadFailed' | 'addFailed' | 'updateFailed' | 'soldOut'

export interface BasketState {
  phase: 'idle' | 'loading' | 'ready' | 'error'
  basket: Basket | null
  busy: boolean
  problem: BasketProblem | null
  // the server's own words for the last failure, preferred over ours when present
  serverMessage: string | null
  // 'Some items you added are now out of stock and have been removed from your basket.'
  itemsRemoved: boolean
}

export type AddResult = 'added' | 'sold-out' | 'failed'

const SOLD_OUT = 'COMMERCE_ERR_SOLD_OUT'

const errorCode = (result: ApiResult<unknown>): string | undefined =>
  result.valid ? undefined : result.envelope?.errors?.[0]?.code

// the member's basket: one copy for the panel, the header count and the sale page's add buttons
export function createBasketController({ api, onCount }: { api: BasketApi; onCount(count: number): void }) {
  const store = createState<BasketState>({
    phase: 'idle',
    basket: null,
    busy: false,
    problem: null,
    serverMessage: null,
    itemsRemoved: false,
  })
  let told: number | null = null
  // answers that arrive after a newer call started are dropped
  let generation = 0

  function settle(basket: Basket) {
    store.set({
      phase: 'ready',
      basket,
      busy: false,
      problem: null,
      serverMessage: null,
      itemsRemoved: store.get().itemsRemoved || !!basket.notice,
    })
    if (told !== basket.item_count) {
      told = basket.item_count
      onCount(basket.item_count)
    }
  }

  async function change(
    run: () => Promise<ApiResult<{ basket: Basket }>>,
    problem: BasketProblem,
  ): Promise<AddResult> {
    const mine = ++generation
    store.set({ busy: true, problem: null, serverMessage: null })
    const result = await run()
    if (mine !== generation) return result.valid ? 'added' : 'failed'
    if (result.valid) {
      settle(result.envelope.values.basket)
      return 'added'
    }
    const soldOut = errorCode(result) === SOLD_OUT
    const basket = (result.envelope?.values as { basket?: Basket } | undefined)?.basket
    if (basket) settle(basket)
    store.set({
      busy: false,
      problem: soldOut ? 'soldOut' : problem,
      serverMessage: soldOut ? null : (result.message ?? null),
    })
    return soldOut ? 'sold-out' : 'failed'
  }

  return {
    getState: store.get,
    subscribe: store.subscribe,
    async load() {
      const mine = ++generation
      if (!store.get().basket) store.set({ phase: 'loading' })
      const result = await api.get()
      if (mine !== generation) return
      if (result.valid) settle(result.envelope.values.basket)
      else
        store.set({
          phase: store.get().basket ? 'ready' : 'error',
          problem: 'loadFailed',
          serverMessage: result.message ?? null,
        })
    },
    add: (sizeId: number, qty = 1) => change(() => api.add(sizeId, qty), 'addFailed'),
    update: (itemId: number, qty: number) =>
      change(() => (qty > 0 ? api.update(itemId, qty) : api.remove(itemId)), 'updateFailed'),
    remove: (itemId: number) => change(() => api.remove(itemId), 'updateFailed'),
    dismissRemoved() {
      store.set({ itemsRemoved: false })
    },
    // the server's basket as another answer carried it (e.g. checkout's items-removed refusal)
    replace(basket: Basket) {
      generation += 1
      settle(basket)
    },
    // after a paid checkout the basket is empty
    clear() {
      const basket = store.get().basket
      if (basket)
        settle({
          ...basket,
          items: [],
          item_count: 0,
          subtotal: 0,
          savings: 0,
          shipping: 0,
          total: 0,
          notice: null,
        })
    },
  }
}

export type BasketController = ReturnType<typeof createBasketController>
