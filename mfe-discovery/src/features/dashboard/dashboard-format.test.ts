import { describe, expect, it } from '@jest/globals'
import { adSpendSymbol, formatAdSpend, formatCount, ticketsLabel } from './dashboard-format.ts'

describe('the organiser dashboard card', () => {
  it('shows ad spend in pounds for GBP and dollars otherwise, with 2 decimals', () => {
    expect(formatAdSpend(1234.5, 'GBP')).toBe('£1,234.50')
    expect(formatAdSpend(1234567, 'USD')).toBe('$1,234,567.00')
    expect(formatAdSpend(0, 'HKD')).toBe('$0.00')
    expect(adSpendSymbol('gbp')).toBe('£')
  })

  it('shows counts with thousands commas', () => {
    expect(formatCount(3_000_000_123)).toBe('3,000,000,123')
    expect(formatCount(999)).toBe('999')
  })

  it('labels tickets RSVPs for modes 1 and 3 and for mode 0 with tickets bought', () => {
    expect(ticketsLabel(1, 0)).toBe('rsvps')
    expect(ticketsLabel(3, 12)).toBe('rsvps')
    expect(ticketsLabel(0, 4)).toBe('rsvps')
  })

  it('labels paid tickets Sales and shows nothing for free entry with nothing bought', () => {
    expect(ticketsLabel(2, 0)).toBe('sales')
    expect(ticketsLabel(0, 0)).toBeNull()
  })
})
