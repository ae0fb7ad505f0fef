import { formatNumber, LIMITS } from '@showroom/contracts'
import { useEffect, useRef, useState } from 'react'
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion.ts'

export interface CountUpNumberProps {
  value: number
  decimals?: number
}

// counts up to the value in 40 steps of 20 ms; assistive technology reads only the final value.
// Each step writes the figure's text itself rather than rendering: a city home counts four figures,
// and a render per figure per step was 160 React renders and commits on a phone's main thread in the
// page's first second (ADR 45). React renders the starting figure once and never touches that text
// again (the same text on every render), so the steps and React do not overwrite each other.
export function CountUpNumber({ value, decimals = 0 }: CountUpNumberProps) {
  const reducedMotion = usePrefersReducedMotion()
  const [first] = useState(() => (reducedMotion ? value : 0))
  const figure = useRef<HTMLSpanElement>(null)
  // where the next animation starts: the number on screen, even mid-animation
  const onScreen = useRef(first)

  useEffect(() => {
    const show = (next: number) => {
      onScreen.current = next
      if (figure.current) figure.current.textContent = formatNumber(next, decimals)
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
  }, [value, decimals, reducedMotion])

  return (
    <span className="sr-count-up">
      <span aria-hidden="true" ref={figure}>
        {formatNumber(first, decimals)}
      </span>
      <span className="sr-visually-hidden">{formatNumber(value, decimals)}</span>
    </span>
  )
}
