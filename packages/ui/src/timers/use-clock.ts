import { useEffect, useState } from 'react'

const TICK_MS = 1000

// the current time, refreshed every second until `until` (epoch ms) has passed
export function useClock(now: () => number, until = Number.POSITIVE_INFINITY): number {
  const [time, setTime] = useState(now)
  const running = time < until
  useEffect(() => {
    if (!running) return
    const timer = setInterval(() => setTime(now()), TICK_MS)
    return () => clearInterval(timer)
  }, [now, running])
  return time
}
