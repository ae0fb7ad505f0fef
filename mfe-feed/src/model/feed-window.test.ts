import { describe, expect, it } from '@jest/globals'
import { atTop, disposalPlan, nearBottom } from './feed-window.ts'

const view = { scrollTop: 10_000, height: 800, contentBottom: 20_000 }

describe('the feed window', () => {
  it('asks for the next page within three window heights of the bottom', () => {
    expect(nearBottom({ scrollTop: 0, height: 800, contentBottom: 800 + 2400 })).toBe(true)
    expect(nearBottom({ scrollTop: 0, height: 800, contentBottom: 800 + 2401 })).toBe(false)
  })

  it('counts the very top as back at the top', () => {
    expect(atTop({ ...view, scrollTop: 0 })).toBe(true)
    expect(atTop({ ...view, scrollTop: 120 })).toBe(false)
  })

  it('empties items more than 2 screens above or 10 below, and reloads emptied ones within that', () => {
    const box = (id: number, top: number, empty = false) => ({ id, top, bottom: top + 400, empty })
    const plan = disposalPlan(
      [
        // ends above 10000 - 1600 = 8400
        box(1, 7900),
        // ends right at 8400: kept
        box(2, 8000),
        // starts at 10000 + 800 + 8000 = 18800: kept
        box(3, 18_800),
        // starts below it
        box(4, 18_801),
        box(5, 9000, true),
        box(6, 19_500, true),
      ],
      view,
    )
    expect(plan).toEqual({ dispose: [1, 4], restore: [5] })
  })
})
