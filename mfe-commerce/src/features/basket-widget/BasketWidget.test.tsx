import { afterEach, describe, expect, it } from '@jest/globals'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import type { ApiResult } from '@showroom/graphql-client/fetch'
import type { CheckoutValues } from '../../model/checkout-controller.ts'
import { basketOf, item } from '../../test-support/baskets.ts'
import { deferred, ok, refused, unreachable } from '../../test-support/fakes.ts'
import { restoreDeps, signIn, useFakeApi } from '../../test-support/render.tsx'
import { BasketWidget } from './BasketWidget.tsx'

const soon = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
const twoItems = () =>
  basketOf([
    item(1, { hold_expires_at: soon(9) }),
    item(2, { hold_expires_at: soon(8), price: 30, original_price: 30 }),
  ])

async function openPanel() {
  fireEvent.click(await screen.findByTestId('basket-button'))
  return screen.findByTestId('basket-panel')
}

async function agreeAndPay(panel: HTMLElement, card: string) {
  fireEvent.click(within(panel).getByRole('checkbox'))
  fireEvent.change(within(panel).getByLabelText('Card number'), { target: { value: card } })
  await act(async () => {
    fireEvent.click(within(panel).getByTestId('checkout-pay'))
  })
}

afterEach(restoreDeps)

describe('the header basket', () => {
  it('shows nothing to a visitor and asks for nothing', () => {
    const { calls } = useFakeApi({})
    const { container } = render(<BasketWidget />)
    expect(container.innerHTML).toBe('')
    expect(calls).toHaveLength(0)
  })

  it('shows no icon while a member has nothing in the basket', async () => {
    const { callsOf } = useFakeApi({ get: async () => ok({ basket: basketOf([]) }) })
    signIn()
    render(<BasketWidget />)
    await waitFor(() => expect(callsOf('get')).toHaveLength(1))
    await act(async () => {})
    expect(screen.queryByTestId('basket-button')).toBeNull()
  })

  it('shows a member the item count and opens the panel with holds, savings, free shipping and total', async () => {
    useFakeApi({ get: async () => ok({ basket: twoItems() }) })
    signIn()
    render(<BasketWidget />)
    expect(await screen.findByTestId('basket-count')).toHaveProperty('textContent', '2')
    const panel = await openPanel()
    expect(await within(panel).findAllByTestId('basket-item')).toHaveLength(2)
    expect(within(panel).getAllByRole('timer')).toHaveLength(2)
    const summary = within(panel).getByTestId('basket-summary')
    expect(summary.textContent).toContain('2 items')
    expect(summary.textContent).toContain('Savings£75.00')
    expect(summary.textContent).toContain('ShippingFREE!')
    expect(summary.textContent).toContain('Total£75.00')
  })

  it('asks for the terms before paying and sends nothing without them', async () => {
    const { callsOf } = useFakeApi({ get: async () => ok({ basket: twoItems() }) })
    signIn()
    render(<BasketWidget />)
    const panel = await openPanel()
    await within(panel).findAllByTestId('basket-item')
    fireEvent.change(within(panel).getByLabelText('Card number'), { target: { value: '4242424242424242' } })
    fireEvent.click(within(panel).getByTestId('checkout-pay'))
    expect(await within(panel).findByText('Please check to agree with the terms')).toBeTruthy()
    expect(callsOf('checkout')).toHaveLength(0)
  })

  it('shows a declined card with Change card, then pays under the same key', async () => {
    const answers: ApiResult<CheckoutValues>[] = [
      refused('COMMERCE_ERR_CARD_DECLINED', 'declined', {}, 402),
      ok({ order: { id: 41, token: 'abc', currency_symbol: '£', products: [], url: '/my-orders/41/abc/' } }),
    ]
    const { callsOf } = useFakeApi({
      get: async () => ok({ basket: twoItems() }),
      checkout: async () => answers.shift() ?? unreachable(),
    })
    signIn()
    render(<BasketWidget />)
    const panel = await openPanel()
    await within(panel).findAllByTestId('basket-item')
    await agreeAndPay(panel, '4000 0000 0000 0002')
    const declined = await within(panel).findByTestId('checkout-declined')
    expect(declined.textContent).toContain(
      'Please check your payment details, and that your billing address matches your card address.',
    )
    fireEvent.click(within(declined).getByRole('button', { name: 'Change card' }))
    fireEvent.change(within(panel).getByLabelText('Card number'), {
      target: { value: '4242 4242 4242 4242' },
    })
    await act(async () => {
      fireEvent.click(within(panel).getByTestId('checkout-pay'))
    })
    const link = await within(panel).findByRole('link', { name: 'View your order' })
    expect(link.getAttribute('href')).toBe('/my-orders/41/abc/')
    const keys = callsOf('checkout').map(
      (call) => (call.args[0] as { idempotency_key: string }).idempotency_key,
    )
    expect(keys).toEqual(['key-1', 'key-1'])
    expect(screen.queryByTestId('basket-count')).toBeNull()
  })

  it('says the purchase failed in the catalogue words', async () => {
    useFakeApi({
      get: async () => ok({ basket: twoItems() }),
      checkout: async () => refused('COMMERCE_ERR_PAYMENT_FAILED', 'provider error', {}, 402),
    })
    signIn()
    render(<BasketWidget />)
    const panel = await openPanel()
    await within(panel).findAllByTestId('basket-item')
    await agreeAndPay(panel, '4000000000000119')
    expect((await within(panel).findByTestId('checkout-failed')).textContent).toBe(
      "Aww snap! Something went wrong and we couldn't complete your purchase. Please try later!",
    )
  })

  it('sends one checkout with one key when pay is clicked twice', async () => {
    const answer = deferred<ApiResult<CheckoutValues>>()
    const { callsOf } = useFakeApi({
      get: async () => ok({ basket: twoItems() }),
      checkout: () => answer.promise,
    })
    signIn()
    render(<BasketWidget />)
    const panel = await openPanel()
    await within(panel).findAllByTestId('basket-item')
    await agreeAndPay(panel, '4242424242424242')
    fireEvent.click(within(panel).getByTestId('checkout-pay'))
    await act(async () => {
      answer.resolve(ok({ order: { id: 5, token: 't', currency_symbol: '£', products: [] } }))
    })
    await within(panel).findByRole('link', { name: 'View your order' })
    expect(callsOf('checkout')).toHaveLength(1)
  })

  it('removes an item and tells the page the new count', async () => {
    const { bus } = await import('@showroom/bus')
    const told: number[] = []
    const subscription = bus
      .on('basket.contents.changed')
      .subscribe(({ item_count }) => told.push(item_count))
    useFakeApi({
      get: async () => ok({ basket: twoItems() }),
      remove: async () => ok({ basket: basketOf([item(2)]) }),
    })
    signIn()
    render(<BasketWidget />)
    const panel = await openPanel()
    const [first] = await within(panel).findAllByTestId('basket-item')
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(within(panel).getAllByTestId('basket-item')).toHaveLength(1))
    expect(told).toEqual([2, 1])
    subscription.unsubscribe()
  })
})
