import { CURRENCY_SYMBOLS, type CurrencyCode } from '@showroom/contracts'

// the symbol of an ISO code the site sells in (gbp £, usd $, eur €, cad C); unknown codes show as given
export function currencySymbol(currency: string): string {
  return CURRENCY_SYMBOLS[currency.toLowerCase() as CurrencyCode] ?? currency.toUpperCase()
}

// the API answers major units (49.5); shown with thousands commas and 2 decimals (spec part 9)
export function formatMoney(amount: number, symbol: string): string {
  const sign = amount < 0 ? '-' : ''
  const units = Math.round(Math.abs(amount) * 100) / 100
  const text = units.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  return `${sign}${symbol}${text}`
}
