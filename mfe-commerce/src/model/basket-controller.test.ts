import { describe, expect, it } from '@jest/globals'
import type { ApiResult } from '@showroom/graphql-client/fetch'
import { basketOf, item } from '../test-support/baskets.ts'
import { deferred, ok, refused, unreachable } from '../test-support/fakes.ts'
import { type BasketApi, createBasketController } from './basket-controller.ts'
import type { Basket } from './types.ts'

function harness(api: Partial<BasketApi>) {
  const counts: number[] = []
  const missing = () => {
    throw new Error('not expected in this test')
  }
  const basket = createBasketController({
    api: { get: missing, add: missing, update: missing, remove: missing, ...api },
    onCount: (count) => counts.push(count),
  })
  return { basket, counts }
}

describe('the basket', () => {
  it('loads the basket and tells the page its item count once per change', async () => {
    const { basket, counts } = harness({
      get: async () => ok({ basket: basketOf([item(1), item(2, { qty: 2 })]) }),
    })
    await basket.load()
    await basket.load()
    expect(basket.getState().phase).toBe('ready')
    expect(basket.getState().basket?.item_count).toBe(3)
    expect(counts).toEqual([3])
  })

  it('shows the load error when the first load fails', async () => {
    const { basket } = harness({ get: async () => unreachable() })
    await basket.load()
    expect(basket.getState()).toMatchObject({ phase: 'error', problem: 'loadFailed' })
  })

  it('adds an item and reports a sold-out product in the catalogue words', async () => {
    const answers: ApiResult<{ basket: Basket }>[] = [
      ok({ basket: basketOf([item(1)]) }),
      refused('COMMERCE_ERR_SOLD_OUT', 'sold out'),
    ]
    const { basket, counts } = harness({ add: async () => answers.shift() ?? unreachable() })
    expect(await basket.add(201)).toBe('added')
    expect(await basket.add(202)).toBe('sold-out')
    expect(basket.getState().problem).toBe('soldOut')
    expect(basket.getState().basket?.items).toHaveLength(1)
    expect(counts).toEqual([1])
  })

  it('keeps the basket and says the update failed when a change is refused', async () => {
    const { basket } = harness({
      get: async () => ok({ basket: basketOf([item(1)]) }),
      update: async () => refused('COMMERCE_ERR_BAD_QTY', 'Too many'),
    })
    await basket.load()
    expect(await basket.update(1, 9)).toBe('failed')
    expect(basket.getState()).toMatchObject({
      problem: 'updateFailed',
      serverMessage: 'Too many',
      busy: false,
    })
    expect(basket.getState().basket?.items).toHaveLength(1)
  })

  it('removes an item when its quantity goes to zero', async () => {
    const removed: number[] = []
    const { basket, counts } = harness({
      get: async () => ok({ basket: basketOf([item(1), item(2)]) }),
      remove: async (id) => {
        removed.push(id)
        return ok({ basket: basketOf([item(2)]) })
      },
    })
    await basket.load()
    await basket.update(1, 0)
    expect(removed).toEqual([1])
    expect(counts).toEqual([2, 1])
  })

  it('says so when the server took out items whose stock ran out', async () => {
    const { basket } = harness({
      get: async () =>
        ok({
          basket: basketOf([item(2)], {
            notice: 'Some items you added are now out of stock and have been removed from your basket.',
          }),
        }),
    })
    await basket.load()
    expect(basket.getState().itemsRemoved).toBe(true)
    basket.dismissRemoved()
    expect(basket.getState().itemsRemoved).toBe(false)
  })

  it('drops an answer that arrives after a newer change started', async () => {
    const slow = deferred<ReturnType<typeof ok<{ basket: ReturnType<typeof basketOf> }>>>()
    const answers = [slow.promise, Promise.resolve(ok({ basket: basketOf([item(1), item(2)]) }))]
    const { basket } = harness({ add: () => answers.shift() ?? Promise.resolve(unreachable()) })
    const first = basket.add(201)
    await basket.add(202)
    slow.resolve(ok({ basket: basketOf([item(1)]) }))
    await first
    expect(basket.getState().basket?.item_count).toBe(2)
  })
})
