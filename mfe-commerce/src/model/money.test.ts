import { describe, expect, it } from '@jest/globals'
import { currencySymbol, formatMoney } from './money.ts'

describe('money', () => {
  it('shows amounts with the sale currency symbol, thousands commas and two decimals', () => {
    expect(formatMoney(1234.56, currencySymbol('gbp'))).toBe('£1,234.56')
    expect(formatMoney(5, currencySymbol('usd'))).toBe('$5.00')
    expect(formatMoney(0.99, currencySymbol('EUR'))).toBe('€0.99')
    expect(formatMoney(20, currencySymbol('cad'))).toBe('C20.00')
  })

  it('keeps the sign of a negative amount in front of the symbol', () => {
    expect(formatMoney(-10.5, '£')).toBe('-£10.50')
  })
})
