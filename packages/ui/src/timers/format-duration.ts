import { LIMITS } from '@showroom/contracts'
import type { Translate } from '@showroom/i18n'

// long words, short words under 160 px, single-unit letters under 115 px
export type TimerForm = 'long' | 'short' | 'tiny'

export function timerForm(widthPx: number): TimerForm {
  // 0 means not measured (no layout yet): assume there is room
  if (widthPx <= 0 || widthPx >= LIMITS.timerShortUnderPx) return 'long'
  return widthPx >= LIMITS.timerShortestUnderPx ? 'short' : 'tiny'
}

type Unit = 'second' | 'minute' | 'hour' | 'day'

const SECONDS_IN: Record<Unit, number> = { second: 1, minute: 60, hour: 3600, day: 86400 }

function unitText(t: Translate, unit: Unit, count: number, form: TimerForm): string {
  if (form === 'tiny') return t(`time.${unit}Tiny`, { count })
  if (form === 'short') return t(`time.${unit}Short`, { count })
  return t(`time.${unit}`, { count })
}

// the largest unit for a span and the one below it: units switch at 60 s, 2 h and 72 h
function unitsFor(seconds: number): [Unit, Unit | null] {
  if (seconds < LIMITS.timerMinutesFromSeconds) return ['second', null]
  if (seconds < LIMITS.timerHoursFromSeconds) return ['minute', 'second']
  if (seconds < LIMITS.timerDaysFromSeconds) return ['hour', 'minute']
  return ['day', 'hour']
}

export function formatCountdown(seconds: number, form: TimerForm, t: Translate): string {
  const remaining = Math.max(0, Math.floor(seconds))
  const [major, minor] = unitsFor(remaining)
  const majorCount = Math.floor(remaining / SECONDS_IN[major])
  const first = unitText(t, major, majorCount, form)
  if (!minor || form === 'tiny') return first
  const minorCount = Math.floor((remaining % SECONDS_IN[major]) / SECONDS_IN[minor])
  return t('time.pair', { first, second: unitText(t, minor, minorCount, form) })
}

export function formatElapsed(seconds: number, form: TimerForm, t: Translate): string {
  const elapsed = Math.max(0, Math.floor(seconds))
  if (elapsed < LIMITS.timerMinutesFromSeconds) return t('time.justNow')
  const [unit] = unitsFor(elapsed)
  const text = unitText(t, unit, Math.floor(elapsed / SECONDS_IN[unit]), form)
  return form === 'tiny' ? text : t('time.ago', { time: text })
}

export function toEpochMs(time: number | Date | string): number {
  if (typeof time === 'number') return time
  return time instanceof Date ? time.getTime() : Date.parse(time)
}
