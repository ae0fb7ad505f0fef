import { describe, expect, it } from '@jest/globals'
import { contentRange, newUploadId, overallPercent, sliceRanges } from './upload-slices.ts'

describe('upload slicing', () => {
  it('cuts a file into 6,000,000-byte slices with inclusive ends', () => {
    expect(sliceRanges(13_000_000)).toEqual([
      { start: 0, end: 5_999_999 },
      { start: 6_000_000, end: 11_999_999 },
      { start: 12_000_000, end: 12_999_999 },
    ])
    expect(sliceRanges(6_000_000)).toEqual([{ start: 0, end: 5_999_999 }])
    expect(sliceRanges(10)).toEqual([{ start: 0, end: 9 }])
  })

  it('writes the Content-Range header of a slice', () => {
    expect(contentRange({ start: 6_000_000, end: 11_999_999 }, 13_000_000)).toBe(
      'bytes 6000000-11999999/13000000',
    )
  })

  it('aggregates progress across slices', () => {
    expect(overallPercent(12_000_000, 0, 3_000_000)).toBe(25)
    expect(overallPercent(12_000_000, 6_000_000, 3_000_000)).toBe(75)
    expect(overallPercent(12_000_000, 12_000_000, 0)).toBe(100)
    expect(overallPercent(12_000_000, 12_000_000, 500)).toBe(100)
  })

  it('gives each file its own upload id', () => {
    expect(newUploadId()).not.toBe(newUploadId())
  })
})
