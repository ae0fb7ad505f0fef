import { describe, expect, it } from '@jest/globals'
import { sale } from '../test-support/sales.ts'
import { applyLiveUpdate } from './sale-live.ts'
import { arrangeSales, saleIdFromPath, storeUrlOf } from './sale-list.ts'

describe('a city list of sales', () => {
  const sales = [
    sale(1, {
      name: 'Zeta',
      status: 'upcoming',
      starts_at: '2026-12-03T10:00:00Z',
      ends_at: '2026-12-05T10:00:00Z',
    }),
    sale(2, {
      name: 'Alpha',
      status: 'open',
      starts_at: '2026-11-20T10:00:00Z',
      ends_at: '2026-12-09T10:00:00Z',
    }),
    sale(3, {
      name: 'Mid',
      status: 'open',
      starts_at: '2026-11-22T10:00:00Z',
      ends_at: '2026-11-30T10:00:00Z',
    }),
  ]

  it('sorts by opening, ending or name', () => {
    expect(arrangeSales(sales, { sort: 'soonest', filter: 'all' }).map((s) => s.id)).toEqual([2, 3, 1])
    expect(arrangeSales(sales, { sort: 'ending', filter: 'all' }).map((s) => s.id)).toEqual([3, 1, 2])
    expect(arrangeSales(sales, { sort: 'name', filter: 'all' }).map((s) => s.id)).toEqual([2, 3, 1])
  })

  it('keeps only the open or the coming sales when asked', () => {
    expect(arrangeSales(sales, { sort: 'soonest', filter: 'open' }).map((s) => s.id)).toEqual([2, 3])
    expect(arrangeSales(sales, { sort: 'soonest', filter: 'upcoming' }).map((s) => s.id)).toEqual([1])
  })

  it('links a sale at its store link, making one from the name when the server sends none', () => {
    expect(storeUrlOf({ id: 4, name: 'x', store_url: '/flash/olga-trade-4/' })).toBe('/flash/olga-trade-4/')
    expect(storeUrlOf({ id: 4, name: 'Atelier Nord: Winter Sale' })).toBe(
      '/flash/atelier-nord-winter-sale-trade-4/',
    )
    expect(saleIdFromPath('atelier-nord-winter-sale-trade-4/')).toBe(4)
  })

  it('reads the sale id from a store link', () => {
    expect(saleIdFromPath('atelier-nord-trade-42')).toBe(42)
    expect(saleIdFromPath('a-trade-b-trade-7/')).toBe(7)
    expect(saleIdFromPath('nothing-here')).toBeNull()
  })
})

describe('live stock', () => {
  it('takes remaining, badges, sold out and the stats from a live message', () => {
    const before = sale(5)
    const after = applyLiveUpdate(before, {
      flashSaleId: 5,
      soldOut: false,
      sizes: [{ id: 501, productId: 50, remaining: 1 }],
      products: [{ id: 50, remaining: 1, badges: [{ type: 'last_one', label: 'Last one!' }] }],
      stats: { soldRecently: 4, boughtRecently: 3, viewingNow: 12, waitingToShop: 0 },
    })
    expect(after.products?.[0]?.remaining).toBe(1)
    expect(after.products?.[0]?.badges).toEqual([{ type: 'last_one', label: 'Last one!' }])
    expect(after.products?.[0]?.sizes.map((size) => size.remaining)).toEqual([1, 0])
    expect(after.stats).toEqual({ sold_recently: 4, bought_recently: 3, viewing_now: 12, waiting_to_shop: 0 })
  })

  it('ignores a message about another sale', () => {
    const before = sale(5)
    expect(
      applyLiveUpdate(before, {
        flashSaleId: 6,
        soldOut: true,
        sizes: [],
        products: [],
        stats: { soldRecently: 0, boughtRecently: 0, viewingNow: 0, waitingToShop: 0 },
      }),
    ).toBe(before)
  })
})
