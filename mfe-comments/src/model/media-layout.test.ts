import { describe, expect, it } from '@jest/globals'
import { makeHeart, shouldSpawnHeart } from './hearts.ts'
import { orientationOf } from './media-layout.ts'

describe('the media aspect rules', () => {
  it('is horizontal when the width exceeds 1.2 times the height, vertical the reverse', () => {
    expect(orientationOf(1210, 1000)).toBe('horizontal')
    expect(orientationOf(1200, 1000)).toBe('square')
    expect(orientationOf(1000, 1200)).toBe('square')
    expect(orientationOf(1000, 1201)).toBe('vertical')
  })
})

describe('the heart animation', () => {
  it('adds a heart every 20 ticks while fewer than 10 are showing', () => {
    expect(shouldSpawnHeart(20, 0)).toBe(true)
    expect(shouldSpawnHeart(21, 0)).toBe(false)
    expect(shouldSpawnHeart(40, 9)).toBe(true)
    expect(shouldSpawnHeart(40, 10)).toBe(false)
  })

  it('draws hearts 15-30 px wide, opacity 0.5-1, turned -45 to 45 degrees', () => {
    expect(makeHeart(1, () => 0)).toMatchObject({ widthPx: 15, opacity: 0.5, rotationDeg: -45 })
    expect(makeHeart(2, () => 1)).toMatchObject({ widthPx: 30, opacity: 1, rotationDeg: 45 })
  })
})
