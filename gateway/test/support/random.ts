// a seeded generator (mulberry32): the same seed gives the same run (chat-loss posts and disruptions,
// the cluster's plan, the query plans' shapes)
export function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
  }
}

export type Random = ReturnType<typeof createRandom>

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
