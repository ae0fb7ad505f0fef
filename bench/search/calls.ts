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

// what people type on their way to a name of the generated events (demo/src/scale.ts): a first word,
// then the second one letter by letter. 620 terms, each asked once per city or language in a run
const FIRST_WORDS = ['linen', 'indigo', 'selvedge', 'tweed', 'pleat', 'hem', 'bias', 'canvas', 'felt', 'loom']
const SECOND_WORDS = ['atelier', 'studio', 'works', 'house', 'collective', 'supply', 'label', 'row'].concat([
  'hall',
  'loft',
  'rooms',
  'gallery',
  'depot',
  'yard',
])
export const TYPED = FIRST_WORDS.flatMap((first) =>
  SECOND_WORDS.flatMap((second) =>
    Array.from({ length: second.length - 1 }, (_, n) => `${first} ${second.slice(0, n + 2)}`),
  ),
)

// the same with the first word mistyped, its last two letters swapped ('linne at', 'hme st'): terms
// no document holds, together or apart, so each goes to the typo pass
function mistyped(term: string): string {
  const [first = '', ...rest] = term.split(' ')
  return [`${first.slice(0, -2)}${first.at(-1)}${first.at(-2)}`, ...rest].join(' ')
}
export const MISTYPED = TYPED.map(mistyped)

// a fixed shuffle, so neighbouring requests are not one person's keystrokes
function shuffled<T>(list: T[]): T[] {
  let seed = 7
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed / 2_147_483_648
  }
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

export const CITY_SLUGS = ['london', 'new-york', 'los-angeles', 'hong-kong']

// each term asked once per city, in a fixed shuffle
const everyCityAutocomplete = (terms: string[]) =>
  shuffled(
    terms.flatMap((t) =>
      [1, 2, 3, 4].map(
        (city) => `/api/search_autocomplete?search_string=${encodeURIComponent(t)}&city_id=${city}`,
      ),
    ),
  )

// each term's results page asked once per city and once on the Chinese site, in a fixed shuffle
const everyCityFragment = (terms: string[]) =>
  shuffled(
    terms.flatMap((t) =>
      [...CITY_SLUGS.map((slug) => `/${slug}`), '/zh'].map(
        (prefix) => `${prefix}/search.html/?search_string=${encodeURIComponent(t)}`,
      ),
    ),
  )

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
  // every request a search this run has not made before: what a search costs when no answer is kept
  'search_autocomplete, new terms': everyCityAutocomplete(TYPED),
  'search.html fragment, new terms': everyCityFragment(TYPED),
  // the same for terms only the typo pass finds
  'search_autocomplete, new typos': everyCityAutocomplete(MISTYPED),
  'search.html fragment, new typos': everyCityFragment(MISTYPED),
} as const

// the call sets whose every path is meant to be asked once: a run says when it had to ask one again
export const ONCE_EACH: ReadonlySet<string> = new Set([
  'search_autocomplete, new terms',
  'search.html fragment, new terms',
  'search_autocomplete, new typos',
  'search.html fragment, new typos',
])
