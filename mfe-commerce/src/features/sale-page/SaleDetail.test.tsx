import { afterEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import type { ApiResult } from '@showroom/graphql-client/fetch'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { commerceDeps } from '../../api/commerce-deps.ts'
import type { SaleLiveUpdate } from '../../model/sale-live.ts'
import type { Basket, QueueState } from '../../model/types.ts'
import { basketOf, item } from '../../test-support/baskets.ts'
import { ok, refused } from '../../test-support/fakes.ts'
import { restoreDeps, signIn, useFakeApi } from '../../test-support/render.tsx'
import { product, sale } from '../../test-support/sales.ts'
import { SaleDetail } from './SaleDetail.tsx'

// the live stream, driven by the test
function fakeLive() {
  let push: ((update: SaleLiveUpdate) => void) | null = null
  commerceDeps.live = {
    subscribe(_id, next) {
      push = next
      return () => {
        push = null
      }
    },
  }
  return (update: SaleLiveUpdate) => act(() => push?.(update))
}

const stats = { soldRecently: 0, boughtRecently: 0, viewingNow: 3, waitingToShop: 0 }
const queue = (extra: Partial<QueueState>): QueueState => ({
  position: 3,
  waiting_to_shop: 7,
  admitted: false,
  admitted_until: null,
  status: 'waiting',
  sold_out: false,
  ...extra,
})

afterEach(restoreDeps)

describe('a sale page', () => {
  it('shows the badges the server gives, and nothing for figures of zero', async () => {
    fakeLive()
    useFakeApi({
      sale: async () =>
        ok({
          flash_sale: sale(5, {
            products: [
              product(50, {
                badges: [
                  { type: 'hot_now', label: 'Hot now!' },
                  { type: 'remaining', label: '', count: 3 },
                ],
              }),
              product(51, { badges: [] }),
            ],
          }),
        }),
    })
    render(<SaleDetail saleId={5} isPreview={false} />)
    const products = await screen.findAllByTestId('product')
    expect(
      within(products[0] as HTMLElement)
        .getAllByTestId('badge')
        .map((b) => b.textContent),
    ).toEqual(['Hot now!', '3 remaining'])
    expect(within(products[1] as HTMLElement).queryAllByTestId('badge')).toHaveLength(0)
    expect(screen.queryByTestId('sale-stats')).toBeNull()
  })

  it('updates stock and stats live, and says at once when the sale sells out', async () => {
    const push = fakeLive()
    useFakeApi({ sale: async () => ok({ flash_sale: sale(5) }) })
    render(<SaleDetail saleId={5} isPreview={false} />)
    await screen.findAllByTestId('product')
    push({
      flashSaleId: 5,
      soldOut: false,
      sizes: [{ id: 501, productId: 50, remaining: 1 }],
      products: [{ id: 50, remaining: 1, badges: [{ type: 'last_one', label: 'Last one!' }] }],
      stats,
    })
    expect(screen.getByTestId('badge').textContent).toBe('Last one!')
    expect(screen.getByTestId('sale-stats').textContent).toBe('3 people viewing now')
    push({
      flashSaleId: 5,
      soldOut: true,
      sizes: [{ id: 501, productId: 50, remaining: 0 }],
      products: [{ id: 50, remaining: 0, badges: [] }],
      stats,
    })
    expect(screen.getByTestId('sale-sold-out').textContent).toBe('Oh no! This product has now sold out!')
  })

  it('adds the chosen size to the basket and says so when it has just sold out', async () => {
    fakeLive()
    const answers: ApiResult<{ basket: Basket }>[] = [
      ok({ basket: basketOf([item(1)]) }),
      refused('COMMERCE_ERR_SOLD_OUT', 'sold out'),
    ]
    const { callsOf } = useFakeApi({
      sale: async () => ok({ flash_sale: sale(5) }),
      add: async () => answers.shift() ?? refused<{ basket: Basket }>('X'),
    })
    signIn()
    render(<SaleDetail saleId={5} isPreview={false} />)
    const card = (await screen.findAllByTestId('product'))[0] as HTMLElement
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Add to basket' }))
    })
    expect(callsOf('add')[0]?.args).toEqual([501, 1])
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Add to basket' }))
    })
    expect(within(card).getByRole('alert').textContent).toBe('Oh no! This product has now sold out!')
  })

  it('registers a member for a coming sale', async () => {
    fakeLive()
    const { callsOf } = useFakeApi({
      sale: async () =>
        ok({ flash_sale: sale(5, { status: 'upcoming', starts_at: '2099-01-01T00:00:00Z' }) }),
      register: async () => ok({ is_registered: true }),
    })
    signIn()
    render(<SaleDetail saleId={5} isPreview={false} />)
    const button = await screen.findByTestId('register-button')
    expect(button.textContent).toBe('Register')
    await act(async () => {
      fireEvent.click(button)
    })
    expect(screen.getByTestId('register-button').textContent).toBe("You're Registered")
    expect(callsOf('register')[0]?.args).toEqual([5, true])
  })

  it('puts a member in the waiting room with their place and the queue length, shopping only once admitted', async () => {
    fakeLive()
    useFakeApi({
      sale: async () => ok({ flash_sale: sale(5, { serve_capacity: 2 }) }),
      queueStatus: async () => ok({ queue: queue({ status: 'not_joined', position: null }) }),
      joinQueue: async () => ok({ queue: queue({}) }),
    })
    signIn()
    render(<SaleDetail saleId={5} isPreview={false} />)
    const join = await screen.findByRole('button', { name: 'Join the queue' })
    expect(screen.getByRole('button', { name: 'Add to basket' })).toHaveProperty('disabled', true)
    await act(async () => {
      fireEvent.click(join)
    })
    const room = screen.getByTestId('waiting-room')
    expect(room.textContent).toContain('Your place in the queue: 3')
    expect(room.textContent).toContain('7 waiting to shop')
  })

  it('reports a sale as ended, saying so while it waits', async () => {
    fakeLive()
    let finish: (value: ReturnType<typeof ok<{ reported: boolean }>>) => void = () => {}
    useFakeApi({
      sale: async () => ok({ flash_sale: sale(5) }),
      reportEnded: () =>
        new Promise((resolve) => {
          finish = resolve
        }),
    })
    signIn()
    render(<SaleDetail saleId={5} isPreview={false} />)
    fireEvent.click(await screen.findByTestId('report-ended'))
    expect(screen.getByTestId('report-ended').textContent).toBe('Reporting...')
    await act(async () => finish(ok({ reported: true })))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        "You reported this sale as ended. We'll check it out!",
      ),
    )
  })

  it('tells a member when the report could not be sent', async () => {
    fakeLive()
    useFakeApi({
      sale: async () => ok({ flash_sale: sale(5) }),
      reportEnded: async () => refused('COMMERCE_ERR_SALE_NOT_FOUND', 'nope', {}, 404),
    })
    signIn()
    render(<SaleDetail saleId={5} isPreview={false} />)
    const report = await screen.findByTestId('report-ended')
    await act(async () => {
      fireEvent.click(report)
    })
    expect(screen.getByRole('alert').textContent).toContain('Could not report the sale as ended')
  })

  it('asks a visitor to sign in to add to the basket', async () => {
    fakeLive()
    const asked: unknown[] = []
    const subscription = bus.on('signup.prompt.requested').subscribe((prompt) => asked.push(prompt))
    useFakeApi({ sale: async () => ok({ flash_sale: sale(5) }) })
    render(<SaleDetail saleId={5} isPreview={false} />)
    const card = (await screen.findAllByTestId('product'))[0] as HTMLElement
    fireEvent.click(within(card).getByRole('button', { name: 'Add to basket' }))
    expect(asked).toHaveLength(1)
    subscription.unsubscribe()
    act(() => bus.closeOverlay())
  })
})
