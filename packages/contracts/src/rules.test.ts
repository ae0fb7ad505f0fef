import { describe, expect, it } from '@jest/globals'
import { formatNumber, isTrustedUser } from './rules.ts'

describe('formatNumber', () => {
  it('uses thousands commas and two decimals by default', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89')
    expect(formatNumber(12)).toBe('12.00')
  })

  it('honours a requested number of decimals', () => {
    expect(formatNumber(9876.5, 0)).toBe('9,877')
    expect(formatNumber(0.5, 1)).toBe('0.5')
  })
})

describe('isTrustedUser', () => {
  it('trusts pro users and users with more than 200 points only', () => {
    expect(isTrustedUser({ user_is_pro: true, user_points: 0 })).toBe(true)
    expect(isTrustedUser({ user_is_pro: false, user_points: 201 })).toBe(true)
    expect(isTrustedUser({ user_is_pro: false, user_points: 200 })).toBe(false)
    expect(isTrustedUser(null)).toBe(false)
  })
})
