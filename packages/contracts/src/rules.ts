import { LIMITS } from './limits.ts'
import { groupedFixed } from './number-text.ts'
import type { Session } from './page.ts'

// spec part 6: pro, or more than 200 points
export function isTrustedUser(session: Pick<Session, 'user_is_pro' | 'user_points'> | null): boolean {
  if (!session) return false
  return session.user_is_pro || session.user_points > LIMITS.trustedMinPoints
}

const formatters = new Map<number, Intl.NumberFormat>()

// thousands commas, 2 decimals by default (spec part 9)
export function formatNumber(value: number, decimals: number = LIMITS.numberDecimals): string {
  const text = groupedFixed(value, decimals)
  if (text !== null) return text
  let formatter = formatters.get(decimals)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: true,
    })
    formatters.set(decimals, formatter)
  }
  return formatter.format(value)
}
