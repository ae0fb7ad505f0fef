import { useT } from '@showroom/i18n/react'
import { useEffect, useEffectEvent, useRef } from 'react'
import { useElementWidth } from '../hooks/use-element-width.ts'
import { formatCountdown, timerForm, toEpochMs } from './format-duration.ts'
import { useClock } from './use-clock.ts'
import './timers.css'

export interface CountdownProps {
  // when the countdown ends: epoch ms, a Date or an ISO string
  to: number | Date | string
  // called once, when a running countdown reaches zero (e.g. to reload the page once)
  onZero?: () => void
  label?: string
  now?: () => number
}

export function Countdown({ to, onZero, label, now = Date.now }: CountdownProps) {
  const t = useT()
  const element = useRef<HTMLSpanElement>(null)
  const width = useElementWidth(element)
  const end = toEpochMs(to)
  const time = useClock(now, end)
  const remaining = Number.isFinite(end) ? Math.max(0, Math.ceil((end - time) / 1000)) : 0

  // a countdown that mounts at zero has nothing to reach: no call, so no reload loop
  const wasRunning = useRef(remaining > 0)
  const called = useRef(false)
  const reachZero = useEffectEvent(() => onZero?.())
  useEffect(() => {
    if (remaining > 0) {
      wasRunning.current = true
    } else if (wasRunning.current && !called.current) {
      called.current = true
      reachZero()
    }
  }, [remaining])

  return (
    <span ref={element} className="sr-timer" role="timer" aria-label={label}>
      {formatCountdown(remaining, timerForm(width), t)}
    </span>
  )
}
