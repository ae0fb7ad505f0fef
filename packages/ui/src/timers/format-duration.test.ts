import { describe, expect, it } from '@jest/globals'
import { t } from '@showroom/i18n'
import { formatCountdown, formatElapsed, timerForm } from './format-duration.ts'

const HOUR = 3600
const DAY = 86400

describe('formatCountdown', () => {
  it.each([
    [45, '45 seconds'],
    [59, '59 seconds'],
    [60, '1 minute 0 seconds'],
    [2 * HOUR - 1, '119 minutes 59 seconds'],
    [2 * HOUR, '2 hours 0 minutes'],
    [72 * HOUR - 1, '71 hours 59 minutes'],
    [72 * HOUR, '3 days 0 hours'],
    [4 * DAY + HOUR, '4 days 1 hour'],
  ])('shows %i seconds left as "%s"', (seconds, text) => {
    expect(formatCountdown(seconds, 'long', t)).toBe(text)
  })

  it('uses short words when narrow and a single unit when narrower', () => {
    expect(formatCountdown(4 * DAY + 5 * HOUR, 'short', t)).toBe('4 days 5 hrs')
    expect(formatCountdown(90, 'short', t)).toBe('1 min 30 sec')
    expect(formatCountdown(4 * DAY + 5 * HOUR, 'tiny', t)).toBe('4d')
    expect(formatCountdown(3 * HOUR, 'tiny', t)).toBe('3h')
    expect(formatCountdown(42, 'tiny', t)).toBe('42s')
  })
})

describe('formatElapsed', () => {
  it.each([
    [0, 'Just now'],
    [59, 'Just now'],
    [60, '1 minute ago'],
    [2 * HOUR - 1, '119 minutes ago'],
    [2 * HOUR, '2 hours ago'],
    [72 * HOUR, '3 days ago'],
  ])('shows %i seconds ago as "%s"', (seconds, text) => {
    expect(formatElapsed(seconds, 'long', t)).toBe(text)
  })

  it('shortens with the space it has', () => {
    expect(formatElapsed(5 * 60, 'short', t)).toBe('5 min ago')
    expect(formatElapsed(5 * 60, 'tiny', t)).toBe('5m')
  })
})

describe('timerForm', () => {
  it('switches to short forms under 160 px and 115 px', () => {
    expect(timerForm(160)).toBe('long')
    expect(timerForm(159)).toBe('short')
    expect(timerForm(115)).toBe('short')
    expect(timerForm(114)).toBe('tiny')
  })

  it('assumes room when the width is not known yet', () => {
    expect(timerForm(0)).toBe('long')
  })
})
