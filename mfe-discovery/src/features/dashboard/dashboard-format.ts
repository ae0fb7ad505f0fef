import { formatNumber } from '@showroom/contracts'

// spec part 9: ad spend in £ for GBP, $ otherwise
export function adSpendSymbol(currency: string): string {
  return currency.toUpperCase() === 'GBP' ? '£' : '$'
}

// money: thousands commas and 2 decimals
export function formatAdSpend(amount: number, currency: string): string {
  return `${adSpendSymbol(currency)}${formatNumber(amount, 2)}`
}

// counts: thousands commas, no decimals
export function formatCount(value: number): string {
  return formatNumber(value, 0)
}

export type TicketsLabel = 'rsvps' | 'sales'

// spec part 9: ticket mode 1, 3 and 0-with-bought show RSVPs; 2 shows Sales; else nothing
export function ticketsLabel(ticketMode: number, boughtQuantity: number): TicketsLabel | null {
  if (ticketMode === 2) return 'sales'
  if (ticketMode === 1 || ticketMode === 3) return 'rsvps'
  if (ticketMode === 0 && boughtQuantity > 0) return 'rsvps'
  return null
}
