import { describe, expect, it } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import { type HomeSale, homeSales } from './city-sales.graphql.ts'
import { SaleCards } from './SalesCarousel.tsx'

const sale = (over: Partial<HomeSale>): HomeSale => ({
  id: 1,
  name: 'Atelier Nord winter sample sale',
  storeUrl: '/flash/atelier-nord-winter-sample-sale-trade-1/',
  heroImageUrl: null,
  startsAt: '2026-12-01T10:00:00Z',
  endsAt: '2026-12-05T18:00:00Z',
  status: 'open',
  soldOut: false,
  ...over,
})

describe('the sample sales carousel of a city home', () => {
  it('links each sale card to its store link and says when it ends or opens', () => {
    render(
      <SaleCards
        sales={[
          sale({}),
          sale({
            id: 2,
            name: 'Spring preview',
            storeUrl: '/flash/spring-preview-trade-2/',
            status: 'upcoming',
            startsAt: '2027-03-02T10:00:00Z',
          }),
        ]}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Sample sales' })).toBeTruthy()
    const open = screen.getByRole('link', { name: /Atelier Nord winter sample sale/ })
    expect(open.getAttribute('href')).toBe('/flash/atelier-nord-winter-sample-sale-trade-1/')
    expect(open.textContent).toContain('Open now · ends')
    expect(screen.getByRole('link', { name: /Spring preview/ }).textContent).toContain('Opens')
  })

  it('says a sold-out sale is sold out, and shows nothing without sales', () => {
    const { container, rerender } = render(<SaleCards sales={[sale({ soldOut: true })]} />)
    expect(screen.getByText('Sold out')).toBeTruthy()
    rerender(<SaleCards sales={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('puts open sales first, ending soonest first, then the ones coming up, and leaves ended ones out', () => {
    const ordered = homeSales([
      sale({ id: 3, status: 'upcoming', startsAt: '2027-01-02T00:00:00Z' }),
      sale({ id: 4, status: 'open', endsAt: '2026-12-09T00:00:00Z' }),
      sale({ id: 5, status: 'ended' }),
      sale({ id: 6, status: 'open', endsAt: '2026-12-03T00:00:00Z' }),
      sale({ id: 7, status: 'upcoming', startsAt: '2026-12-20T00:00:00Z' }),
    ])
    expect(ordered.map((s) => s.id)).toEqual([6, 4, 7, 3])
  })
})
