import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { fireEvent, render, screen } from '@testing-library/react'
import { ok, refused } from '../../test-support/fakes.ts'
import { restoreDeps, signIn } from '../../test-support/render.tsx'
import { sale } from '../../test-support/sales.ts'
import { ReportsPage } from './ReportsPage.tsx'
import { previewUrlOf, SaleEditor } from './SaleEditor.tsx'
import { SaleOrders } from './SaleOrders.tsx'
import { sellerApi } from './seller-api.ts'

const real = { ...sellerApi }
const persona = { type: 'designer' as const, id: 3, name: 'Atelier Nord' }
const CSV = 'order_id,paid_at,buyer_user_id,product,size,qty,price,currency\n'

beforeEach(() => signIn())
afterEach(() => {
  Object.assign(sellerApi, real)
  restoreDeps()
})

describe("a seller's pages", () => {
  it('opens a preview with its own address, keeping the store link', () => {
    expect(previewUrlOf({ id: 8, name: 'x', store_url: '/flash/atelier-nord-trade-8/' })).toBe(
      '/flash/atelier-nord-trade-8/?is_preview=1',
    )
    expect(
      previewUrlOf({ id: 8, name: 'x', store_url: '/flash/a-trade-8/?utm_route=comment-products' }),
    ).toBe('/flash/a-trade-8/?utm_route=comment-products&is_preview=1')
  })

  it('shows a preview as such and opens it for everyone on request', async () => {
    const preview = sale(8, { is_preview: true, status: 'upcoming' })
    const actions: string[] = []
    Object.assign(sellerApi, {
      sale: async () => ok({ flash_sale: preview }),
      orders: async () => ok({ orders: [], csv: CSV }),
      setState: async (_id: number, action: string) => {
        actions.push(action)
        return ok({
          flash_sale: {
            ...preview,
            is_preview: false,
            status: 'open',
            starts_at: '2026-11-24T10:00:00.000Z',
          },
        })
      },
    })
    render(<SaleEditor persona={persona} saleId={8} />)
    expect(await screen.findByText('Preview: only you see this sale')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe(
      '/flash/atelier-nord-trade-8/?is_preview=1',
    )
    fireEvent.click(screen.getByRole('button', { name: 'Open now' }))
    expect(await screen.findByText('Open')).toBeTruthy()
    expect(actions).toEqual(['open'])
    expect(screen.queryByRole('button', { name: 'Open now' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Close now' })).toBeTruthy()
    // the form shows the times the server moved
    const opens = screen.getByLabelText('Opens') as HTMLInputElement
    expect(new Date(opens.value).getTime()).toBe(new Date('2026-11-24T10:00:00.000Z').getTime())
  })

  it("saves the server's CSV as a text/csv file named after the sale", async () => {
    Object.assign(sellerApi, { orders: async () => ok({ orders: [], csv: CSV }) })
    const made: Blob[] = []
    const saved: string[] = []
    const createObjectURL = URL.createObjectURL
    const revokeObjectURL = URL.revokeObjectURL
    const click = HTMLAnchorElement.prototype.click
    URL.createObjectURL = (blob: Blob) => {
      made.push(blob)
      return 'blob:orders'
    }
    URL.revokeObjectURL = () => {}
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`)
    }
    try {
      render(<SaleOrders saleId={8} />)
      expect(await screen.findByText('No orders yet.')).toBeTruthy()
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
      expect(saved).toEqual(['sale-8-orders.csv blob:orders'])
      expect(made[0]?.type).toBe('text/csv;charset=utf-8')
      expect(made[0]?.size).toBe(CSV.length)
    } finally {
      URL.createObjectURL = createObjectURL
      URL.revokeObjectURL = revokeObjectURL
      HTMLAnchorElement.prototype.click = click
    }
  })

  it('lists the reported sales for a moderator, and tells anyone else they are not theirs to see', async () => {
    Object.assign(sellerApi, {
      reports: async () =>
        ok({
          reports: [
            {
              flash_sale_id: 8,
              name: 'Ended already',
              status: 'open',
              ends_at: '2099-01-01T00:00:00.000Z',
              report_count: 2,
              last_reported_at: '2026-11-24T10:00:00.000Z',
              store_url: '/flash/ended-already-trade-8/',
            },
          ],
        }),
    })
    const { unmount } = render(<ReportsPage />)
    const link = await screen.findByRole('link', { name: 'Ended already' })
    expect(link.getAttribute('href')).toBe('/flash/ended-already-trade-8/')
    expect(screen.getByTestId('seller-reports').textContent).toContain('Reported by 2 members')
    unmount()
    Object.assign(sellerApi, {
      reports: async () => refused('COMMERCE_ERR_NOT_ALLOWED', 'You cannot do this.', {}, 403),
    })
    render(<ReportsPage />)
    expect(await screen.findByText('Only moderators see reported sales.')).toBeTruthy()
  })
})
