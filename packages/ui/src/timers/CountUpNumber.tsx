import { formatNumber, LIMITS } from '@showroom/contracts'
import { useEffect, useRef, useState } from 'react'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion.ts'

export interface CountUpNumberProps {
  value: number
  decimals?: number
}

// counts up to the value in 40 steps of 20 ms; assistive technology reads only the final value
export function CountUpNumber({ value, decimals = 0 }: CountUpNumberProps) {
  const reducedMotion = usePrefersReducedMotion()
  const [shown, setShown] = useState(reducedMotion ? value : 0)
  // where the next animation starts: the number on screen, even mid-animation
  const onScreen = useRef(shown)

  useEffect(() => {
    const show = (next: number) => {
      onScreen.current = next
      setShown(next)
    }
    if (reducedMotion) {
      show(value)
      return
    }
    const start = onScreen.current
    let step = 0
    const timer = setInterval(() => {
      step += 1
      const done = step >= LIMITS.countUpSteps
      show(done ? value : start + ((value - start) * step) / LIMITS.countUpSteps)
      if (done) clearInterval(timer)
    }, LIMITS.countUpStepMs)
    return () => clearInterval(timer)
  }, [value, reducedMotion])

  return (
    <span className="sr-count-up">
      <span aria-hidden="true">{formatNumber(shown, decimals)}</span>
      <span className="sr-visually-hidden">{formatNumber(value, decimals)}</span>
    </span>
  )
}
