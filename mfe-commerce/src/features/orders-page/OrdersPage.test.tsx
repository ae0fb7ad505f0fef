import { afterEach, describe, expect, it } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import { ok, refused } from '../../test-support/fakes.ts'
import { restoreDeps, signIn, useFakeApi } from '../../test-support/render.tsx'
import { OrdersPage } from './OrdersPage.tsx'

const paid = {
  id: 41,
  token: 'tok41',
  status: 'paid' as const,
  kind: 'goods' as const,
  currency_symbol: '£',
  products: [
    { product_name: 'Wool coat', size_label: 'M', qty: 2, price: 180, hero_thumb_url: '/media/c.jpg' },
  ],
  subtotal: 360,
  shipping: 0,
  total: 360,
  paid_at: '2026-11-24T09:00:00.000Z',
}

afterEach(() => {
  restoreDeps()
  window.history.replaceState(null, '', '/')
})

describe('the order page', () => {
  it('opens an order with its id and token', async () => {
    window.history.replaceState(null, '', '/my-orders/41/tok41/')
    const { callsOf } = useFakeApi({ order: async () => ok({ order: paid }) })
    signIn()
    render(<OrdersPage />)
    const detail = await screen.findByTestId('order-detail')
    expect(detail.textContent).toContain('Order 41')
    expect(detail.textContent).toContain('Wool coat')
    expect(detail.textContent).toContain('£360.00')
    expect(callsOf('order')[0]?.args).toEqual([41, 'tok41'])
  })

  it('shows someone else’s order or a wrong token as not found', async () => {
    window.history.replaceState(null, '', '/my-orders/41/wrong/')
    useFakeApi({ order: async () => refused('COMMERCE_ERR_ORDER_NOT_FOUND', 'Order not found', {}, 404) })
    signIn()
    render(<OrdersPage />)
    expect(await screen.findByText('This order could not be found.')).toBeTruthy()
  })

  it('asks a visitor to sign in and asks the server nothing', () => {
    window.history.replaceState(null, '', '/my-orders/41/tok41/')
    const { calls } = useFakeApi({})
    render(<OrdersPage />)
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
    expect(calls).toHaveLength(0)
  })
})
