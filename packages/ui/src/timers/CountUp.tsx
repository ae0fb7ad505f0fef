import { useT } from '@showroom/i18n/react'
import { useRef } from 'react'
import { useElementWidth } from '../hooks/use-element-width.ts'
import { formatElapsed, timerForm, toEpochMs } from './format-duration.ts'
import { useClock } from './use-clock.ts'
import './timers.css'

export interface CountUpProps {
  // when it started: epoch ms, a Date or an ISO string
  from: number | Date | string
  now?: () => number
}

// 'Just now' under a minute, then minutes, hours and days ago
export function CountUp({ from, now = Date.now }: CountUpProps) {
  const t = useT()
  const element = useRef<HTMLTimeElement>(null)
  const width = useElementWidth(element)
  const start = toEpochMs(from)
  const time = useClock(now)
  const known = Number.isFinite(start)
  const elapsed = known ? Math.max(0, Math.floor((time - start) / 1000)) : 0
  return (
    <time ref={element} className="sr-timer" dateTime={known ? new Date(start).toISOString() : undefined}>
      {formatElapsed(elapsed, timerForm(width), t)}
    </time>
  )
}
