import { afterEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { ok } from '../../test-support/fakes.ts'
import { restoreDeps, signIn, useFakeApi } from '../../test-support/render.tsx'
import { ProPurchasePage } from './ProPurchasePage.tsx'

afterEach(restoreDeps)

describe('/pro-purchase/', () => {
  it('buys pro through the checkout and makes the session pro at once', async () => {
    const { callsOf } = useFakeApi({
      proPurchase: async () =>
        ok({
          order: { id: 8, token: 'p8', currency_symbol: '£', products: [], url: '/my-orders/8/p8/' },
          is_pro: true,
          pro_until: '2026-12-24T09:00:00.000Z',
        }),
    })
    signIn()
    render(<ProPurchasePage />)
    expect(screen.getByText('30 days for £4.99')).toBeTruthy()
    fireEvent.click(screen.getByRole('checkbox'))
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: '4242 4242 4242 4242' } })
    await act(async () => {
      fireEvent.click(screen.getByTestId('checkout-pay'))
    })
    expect(await screen.findByTestId('pro-paid')).toBeTruthy()
    expect(bus.session$.getValue()?.user_is_pro).toBe(true)
    expect(callsOf('proPurchase')[0]?.args[0]).toMatchObject({
      card_number: '4242424242424242',
      terms_accepted: 1,
    })
  })

  it('asks a visitor to sign up first', () => {
    useFakeApi({})
    render(<ProPurchasePage />)
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy()
    expect(screen.queryByTestId('checkout-form')).toBeNull()
  })
})
