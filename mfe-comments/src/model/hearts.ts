import { LIMITS } from '@showroom/contracts'

export interface Heart {
  id: number
  widthPx: number
  opacity: number
  rotationDeg: number
  // horizontal start, percent of the button
  leftPercent: number
}

const between = ([low, high]: readonly [number, number], random: () => number) =>
  low + (high - low) * random()

// spec part 9: at most 10 hearts on screen, a new one every 20 ticks
export function shouldSpawnHeart(tick: number, alive: number): boolean {
  return tick % LIMITS.heartsEveryTicks === 0 && alive < LIMITS.heartsMax
}

// 15-30 px wide, opacity 0.5-1, turned -45 to 45 degrees
export function makeHeart(id: number, random: () => number = Math.random): Heart {
  return {
    id,
    widthPx: Math.round(between(LIMITS.heartWidthPx, random)),
    opacity: Math.round(between(LIMITS.heartOpacity, random) * 100) / 100,
    rotationDeg: Math.round(between(LIMITS.heartRotationDeg, random)),
    leftPercent: Math.round(random() * 80),
  }
}
