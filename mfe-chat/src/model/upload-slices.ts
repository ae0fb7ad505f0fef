import { LIMITS } from '@showroom/contracts'

export interface SliceRange {
  // inclusive, as Content-Range counts
  start: number
  end: number
}

// a file cut into the upload protocol's 6,000,000-byte slices
export function sliceRanges(totalBytes: number, sliceBytes: number = LIMITS.uploadSliceBytes): SliceRange[] {
  const ranges: SliceRange[] = []
  for (let start = 0; start < totalBytes; start += sliceBytes)
    ranges.push({ start, end: Math.min(start + sliceBytes, totalBytes) - 1 })
  return ranges
}

export const contentRange = (range: SliceRange, totalBytes: number) =>
  `bytes ${range.start}-${range.end}/${totalBytes}`

// progress of the whole file: slices already sent plus the part of the current one on its way
export function overallPercent(totalBytes: number, sentBytes: number, currentSliceLoaded: number): number {
  if (totalBytes <= 0) return 0
  const done = Math.min(totalBytes, sentBytes + Math.max(0, currentSliceLoaded))
  return Math.round((done / totalBytes) * 1000) / 10
}

// one id per file, the same on every slice
export function newUploadId(random: () => number = Math.random, now: () => number = Date.now): string {
  return `sr-${now().toString(36)}-${Math.floor(random() * 2 ** 32).toString(36)}`
}
