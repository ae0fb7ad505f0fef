// a seeded generator, so the demo data set is the same on every machine and every run
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
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  return {
    next,
    int,
    pick,
    chance: (probability: number) => next() < probability,
    // items chosen with the given relative weights
    weighted: <T>(items: readonly T[], weightOf: (item: T) => number): T => {
      const total = items.reduce((sum, item) => sum + weightOf(item), 0)
      let left = next() * total
      for (const item of items) {
        left -= weightOf(item)
        if (left < 0) return item
      }
      return items[items.length - 1] as T
    },
    // count distinct items, in a random order
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items]
      const chosen: T[] = []
      while (chosen.length < count && pool.length > 0)
        chosen.push(pool.splice(int(0, pool.length - 1), 1)[0] as T)
      return chosen
    },
  }
}

export type Random = ReturnType<typeof createRandom>

export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
