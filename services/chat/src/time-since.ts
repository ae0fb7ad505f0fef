const UNITS: [number, string][] = [
  [365 * 24 * 3600, 'year'],
  [30 * 24 * 3600, 'month'],
  [7 * 24 * 3600, 'week'],
  [24 * 3600, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
]

// seconds between a message and now, never negative (clocks of two processes may disagree)
export const secondsSince = (at: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000))

// a message's age as the universal comments say it (spec part 3): 'Just now', '5 minutes ago'
export function describeSince(seconds: number): string {
  for (const [size, unit] of UNITS) {
    if (seconds >= size) {
      const n = Math.floor(seconds / size)
      return `${n} ${unit}${n === 1 ? '' : 's'} ago`
    }
  }
  return 'Just now'
}
