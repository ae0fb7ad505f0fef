import { describe, expect, it } from '@jest/globals'
import { deferred, ok, refused, unreachable } from '../test-support/fakes.ts'
import { type CheckoutRequest, type CheckoutValues, createCheckout } from './checkout-controller.ts'
import type { ApiResult } from '@showroom/graphql-client/fetch'

const card = '4242 4242 4242 4242'
const paidOrder = { id: 9, token: 'tok', currency_symbol: '£', products: [] }

function harness(answers: ApiResult<CheckoutValues>[]) {
  const requests: CheckoutRequest[] = []
  let keys = 0
  const checkout = createCheckout({
    call: async (request) => {
      requests.push(request)
      return answers.shift() ?? unreachable()
    },
    newKey: () => `key-${++keys}`,
  })
  return { checkout, requests }
}

describe('checkout', () => {
  it('asks for the terms before sending anything', async () => {
    const { checkout, requests } = harness([])
    expect(await checkout.submit(card)).toEqual({ kind: 'terms' })
    expect(checkout.getState().termsMissing).toBe(true)
    expect(requests).toHaveLength(0)
    checkout.setTerms(true)
    expect(checkout.getState().termsMissing).toBe(false)
  })

  it('sends one request with one idempotency key when submit is clicked twice', async () => {
    const answer = deferred<ApiResult<CheckoutValues>>()
    const requests: CheckoutRequest[] = []
    const checkout = createCheckout({
      call: (request) => {
        requests.push(request)
        return answer.promise
      },
      newKey: () => 'only-key',
    })
    checkout.setTerms(true)
    const first = checkout.submit(card)
    const second = checkout.submit(card)
    expect(checkout.getState().submitting).toBe(true)
    answer.resolve(ok({ order: paidOrder }))
    expect(await first).toEqual({ kind: 'paid', order: paidOrder })
    expect(await second).toBeNull()
    expect(requests.map((request) => request.idempotency_key)).toEqual(['only-key'])
    expect(await checkout.submit(card)).toBeNull()
    expect(requests).toHaveLength(1)
  })

  it('keeps one key through a failed payment, a decline and a changed card, and sends the card number without spaces', async () => {
    const { checkout, requests } = harness([
      refused('COMMERCE_ERR_PAYMENT_FAILED', 'provider down', {}, 502),
      refused('COMMERCE_ERR_CARD_DECLINED', 'declined', {}, 402),
      ok({ order: paidOrder }),
    ])
    checkout.setTerms(true)
    expect(await checkout.submit(card)).toEqual({ kind: 'failed' })
    expect(await checkout.submit(card)).toEqual({ kind: 'declined' })
    expect(checkout.getState().outcome).toEqual({ kind: 'declined' })
    checkout.changeCard()
    expect(checkout.getState().outcome).toBeNull()
    expect((await checkout.submit('4242424242424242'))?.kind).toBe('paid')
    expect(requests.map((request) => request.idempotency_key)).toEqual(['key-1', 'key-1', 'key-1'])
    expect(requests[0]?.card_number).toBe('4242424242424242')
    checkout.reset()
    expect(checkout.key()).toBe('key-2')
  })

  it('hands on the basket when items ran out of stock before paying', async () => {
    const { basketOf, item } = await import('../test-support/baskets.ts')
    const now = basketOf([item(2)])
    const handed: unknown[] = []
    const checkout = createCheckout({
      call: async () => refused<CheckoutValues>('COMMERCE_ERR_ITEMS_REMOVED', 'removed', { basket: now }),
      newKey: () => 'k',
      onRefused: (basket) => handed.push(basket),
    })
    checkout.setTerms(true)
    expect(await checkout.submit(card)).toEqual({ kind: 'items-removed' })
    expect(handed).toEqual([now])
  })

  it('keeps the server words of an unexpected refusal', async () => {
    const { checkout } = harness([refused('COMMERCE_ERR_BASKET_EMPTY', 'Your basket is empty')])
    checkout.setTerms(true)
    expect(await checkout.submit(card)).toEqual({ kind: 'error', message: 'Your basket is empty' })
  })
})
