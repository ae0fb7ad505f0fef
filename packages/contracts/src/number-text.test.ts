import { describe, expect, it } from '@jest/globals'
import { groupedFixed } from './number-text.ts'

const intl = (value: number, decimals: number) =>
  new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: true,
  }).format(value)

// a fixed sequence, so a failure names the same values every run
function* numbers(): Generator<number> {
  let seed = 7
  const next = () => {
    seed = (seed * 48271) % 2147483647
    return seed / 2147483647
  }
  const edges = [
    0, -0, 1, -1, 0.5, 1.005, 2.675, 0.125, -0.001, 999.995, 9999.5, 1234567.891, 0.045, 1e20,
    123456789012345.67,
  ]
  yield* edges
  for (let i = 0; i < 4000; i++) {
    const scale = 10 ** Math.floor(next() * 12 - 3)
    const value = Math.round(next() * scale * 1000) / 1000
    yield next() < 0.2 ? -value : value
  }
}

describe('number text without Intl', () => {
  it('writes what Intl.NumberFormat en-US writes, for 0 to 4 decimals', () => {
    const differ: string[] = []
    for (const value of numbers())
      for (let decimals = 0; decimals <= 4; decimals++) {
        const text = groupedFixed(value, decimals)
        if (text !== null && text !== intl(value, decimals))
          differ.push(`${value} (${decimals}): ${text} vs ${intl(value, decimals)}`)
      }
    expect(differ).toEqual([])
  })

  it('leaves to Intl what needs an exponent, and what is not a number', () => {
    expect(groupedFixed(1e21, 2)).toBeNull()
    expect(groupedFixed(1e-7, 2)).toBeNull()
    expect(groupedFixed(Number.NaN, 2)).toBeNull()
    expect(groupedFixed(Number.POSITIVE_INFINITY, 0)).toBeNull()
    expect(groupedFixed(5, 1.5)).toBeNull()
  })
})
