import { afterEach, describe, expect, it } from '@jest/globals'
import { fireEvent, render, screen } from '@testing-library/react'
import { ok, unreachable } from '../../test-support/fakes.ts'
import { restoreDeps, signIn, useFakeApi } from '../../test-support/render.tsx'
import { RecentOrders } from './RecentOrders.tsx'

const order = {
  id: 41,
  token: 'tok41',
  currency_symbol: '€',
  products: [{ product_name: 'Wool coat', qty: 1, price: 180, hero_thumb_url: '/media/c.jpg' }],
  url: '/my-orders/41/tok41/',
}

afterEach(restoreDeps)

describe('recent orders in the notifications panel', () => {
  it('lists current orders, each opening its page with its token', async () => {
    const { callsOf } = useFakeApi({ orders: async () => ok({ orders: [order] }) })
    signIn()
    render(<RecentOrders />)
    const row = await screen.findByTestId('recent-order')
    expect(row.getAttribute('href')).toBe('/my-orders/41/tok41/')
    expect(row.textContent).toContain('1 × Wool coat · €180.00')
    expect(callsOf('orders')).toHaveLength(1)
  })

  it('says there are none yet in the spec words', async () => {
    useFakeApi({ orders: async () => ok({ orders: [] }) })
    signIn()
    render(<RecentOrders />)
    expect(await screen.findByText('No orders yet')).toBeTruthy()
    expect(screen.getByText("Buy items in online sample sales - you'll see them here.")).toBeTruthy()
  })

  it('says the orders could not be got, and tries again on request', async () => {
    const answers = [unreachable<{ orders: (typeof order)[] }>(), ok({ orders: [order] })]
    useFakeApi({ orders: async () => answers.shift() ?? ok({ orders: [] }) })
    signIn()
    render(<RecentOrders />)
    expect(await screen.findByText('Could not get orders')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByTestId('recent-order')).toBeTruthy()
  })
})
