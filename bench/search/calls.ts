// the calls the search benchmarks measure, and the database they run on
import type { BenchTarget } from './databases.ts'

// demo names, a typo, Chinese and common words: the mix the search box sees
const TERMS = ['atelier nord', 'atelier nrod', 'glass', '海港', '丝绸', 'sample sale', 'silk', 'linen studio']

export function target(): BenchTarget {
  const wantsPostgres = process.argv.includes('--postgres') || Boolean(process.env.DATABASE_URL)
  if (!wantsPostgres) return { kind: 'pglite', serverUrl: undefined }
  const serverUrl =
    process.env.DATABASE_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  return { kind: 'postgres', serverUrl }
}

function monthRange(): { from: string; to: string } {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
  return {
    from: `${now.getUTCFullYear()}/${pad(now.getUTCMonth() + 1)}/01`,
    to: `${next.getUTCFullYear()}/${pad(next.getUTCMonth() + 1)}/01`,
  }
}

export const CALLS = {
  search_autocomplete: TERMS.map(
    (t) => `/api/search_autocomplete?search_string=${encodeURIComponent(t)}&city_id=1`,
  ),
  'search.html fragment': TERMS.flatMap((t) => [
    `/london/search.html/?search_string=${encodeURIComponent(t)}`,
    `/zh/search.html/?search_string=${encodeURIComponent(t)}`,
  ]),
  calendar_in_city: [1, 2, 3, 4].map((city) => {
    const { from, to } = monthRange()
    return `/api/calendar_in_city?city_id=${city}&date_from=${from}&date_to=${to}&include_open_dates=1&include_expired=1`
  }),
} as const
