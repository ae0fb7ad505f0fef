import { usePrefersReducedMotion } from '@showroom/ui'
import { useEffect, useRef, useState } from 'react'
import { type Heart, makeHeart, shouldSpawnHeart } from '../model/hearts.ts'

const TICK_MS = 16
const RUN_TICKS = 200
const HEART_LIFE_MS = 1200

// the like animation of spec part 9: hearts float up for a moment after a like
export function Hearts({ run }: { run: number }) {
  const reduced = usePrefersReducedMotion()
  const [hearts, setHearts] = useState<Heart[]>([])
  const serial = useRef(0)

  useEffect(() => {
    if (run === 0 || reduced) return
    let tick = 0
    let alive = 0
    const timer = setInterval(() => {
      tick += 1
      if (tick > RUN_TICKS) return clearInterval(timer)
      if (!shouldSpawnHeart(tick, alive)) return
      const heart = makeHeart(++serial.current)
      alive += 1
      setHearts((list) => [...list, heart])
      setTimeout(() => {
        alive -= 1
        setHearts((list) => list.filter((h) => h.id !== heart.id))
      }, HEART_LIFE_MS)
    }, TICK_MS)
    return () => clearInterval(timer)
  }, [run, reduced])

  if (hearts.length === 0) return null
  return (
    <span className="sr-hearts" aria-hidden="true">
      {hearts.map((heart) => (
        <svg
          key={heart.id}
          className="sr-hearts__heart"
          aria-hidden="true"
          viewBox="0 0 24 24"
          style={{
            width: heart.widthPx,
            opacity: heart.opacity,
            left: `${heart.leftPercent}%`,
            ['--sr-heart-rotate' as string]: `${heart.rotationDeg}deg`,
          }}
        >
          <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.5 3 5 6.4 5c2 0 3.6 1.1 4.6 2.7h2C14 6.1 15.6 5 17.6 5 21 5 23.1 8.5 21.6 11.8 19.5 16.4 12 21 12 21z" />
        </svg>
      ))}
    </span>
  )
}
