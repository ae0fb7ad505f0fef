import type { CityRow } from './discovery.store.ts'

type KeptCity = Readonly<CityRow>

export interface KeptCitiesOptions {
  keptMs?: number
  maxEntries?: number
  now?: () => number
}

const KEPT_MS = 60_000
const MAX_ENTRIES = 1_000

// cities by id for every request of this process, each kept a minute. Cities are only ever added,
// never renamed, moved or removed, so a kept row is the row; an id not found is not kept, so a city
// added since is found on the next read. The rows are frozen: requests share them
export function keptCities(
  read: (ids: readonly number[]) => Promise<CityRow[]>,
  options: KeptCitiesOptions = {},
) {
  const keptMs = options.keptMs ?? KEPT_MS
  const maxEntries = options.maxEntries ?? MAX_ENTRIES
  const now = options.now ?? Date.now
  const kept = new Map<number, { row: KeptCity; until: number }>()

  return async (ids: readonly number[]): Promise<Map<number, KeptCity>> => {
    const at = now()
    const found = new Map<number, KeptCity>()
    const missing: number[] = []
    for (const id of ids) {
      const entry = kept.get(id)
      if (entry && entry.until > at) found.set(id, entry.row)
      else missing.push(id)
    }
    if (missing.length === 0) return found
    for (const row of await read(missing)) {
      const frozen = Object.freeze({ ...row })
      if (kept.size >= maxEntries) kept.clear()
      kept.set(row.id, { row: frozen, until: now() + keptMs })
      found.set(row.id, frozen)
    }
    return found
  }
}
