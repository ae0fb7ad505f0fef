import { describe, expect, it } from '@jest/globals'
import { formatDateRange, formatPublished } from './dates.ts'

describe('dates as the first view and the browser both draw them', () => {
  it('puts plain spaces in a range, whatever spaces the ICU in use puts there', () => {
    const range = formatDateRange('2026-11-21T10:00:00Z', '2026-11-24T18:00:00Z', 'en', 'Europe/London')
    expect(range).toBe('Sat, 21 Nov – Tue, 24 Nov 2026')
    expect(range).not.toMatch(/[\u2009\u202f]/)
    expect(formatDateRange('2026-11-21T10:00:00Z', '2026-11-21T18:00:00Z', 'en', 'Europe/London')).toBe(
      'Sat, 21 Nov 2026',
    )
  })

  it("dates a piece by UTC or the zone it is given, never by the reader's own", () => {
    expect(formatPublished('2026-11-24T23:30:00Z', 'en')).toBe('24/11/2026')
    expect(formatPublished('2026-11-24T23:30:00Z', 'en', 'Asia/Hong_Kong')).toBe('25/11/2026')
    expect(formatPublished('2026-11-24T23:30:00Z', 'zh')).toBe('2026/11/24')
    expect(formatPublished('not a date', 'en')).toBe('')
  })
})
