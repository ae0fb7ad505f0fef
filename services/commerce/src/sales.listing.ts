import { readFileSync } from 'node:fs'
import { preparedShapes, type RequestContext, type SlotOf } from '@showroom/platform'
import { parse } from 'graphql'
import { type Kysely, type SqlBool, sql } from 'kysely'
import type { CommerceContext } from './commerce.deps.ts'
import type { CommerceTables } from './commerce.tables.ts'
import { commerceErrors } from './commerce.errors.ts'
import { isSoldOut, type SaleBase, saleStats, saleView } from './sales.view.ts'

const typeDefs = parse(readFileSync(new URL('./sales.listing.graphql', import.meta.url), 'utf8'))

const MAX_TERM = 200
const MAX_WORDS = 8
const MAX_RESULTS = 24
const MAX_SUGGESTIONS = 15
const MIN_SUGGESTION_LENGTH = 2
const MAX_RANGE_DAYS = 70
const MAX_IN_RANGE = 200
const DAY_MS = 86_400_000

const clamp = (n: number | null | undefined, max: number, fallback: number) =>
  Math.min(Math.max(Math.trunc(n ?? fallback), 1), max)

// lower-cased words of a term; LIKE's own characters are escaped so they match themselves
export function saleSearchWords(term: string): string[] {
  return term
    .slice(0, MAX_TERM)
    .normalize('NFKC')
    .toLowerCase()
    .replaceAll('\u0000', '')
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, MAX_WORDS)
}
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

type Matching = {
  now: Date
  cityId: number
  patterns: string[]
  limit: number
}

// published, not ended, in the city (or online), every word somewhere in the name. a search box asks
// it on every keystroke, so each shape (a city or not) is built once: the words are one array
// (LIKE's escape character is its default, the backslash)
function matching(db: Kysely<CommerceTables>, slot: SlotOf<Matching>, inCity: boolean) {
  let query = db.selectFrom('sales').where('is_published', '=', true).where('ends_at', '>', slot('now'))
  if (inCity)
    query = query.where((eb) => eb.or([eb('city_id', '=', slot('cityId')), eb('city_id', 'is', null)]))
  return query.where(sql<SqlBool>`lower(name) like all(${slot('patterns')}::text[])`)
}

const matchingSales = preparedShapes<{ inCity: boolean }, Matching, SaleBase, CommerceTables>(
  ({ inCity }) => (inCity ? 'city' : 'anywhere'),
  (db, slot, { inCity }) =>
    matching(db, slot, inCity)
      .selectAll()
      // open sales first, then the soonest to open
      .orderBy(sql`starts_at > ${slot('now')}`)
      .orderBy('starts_at')
      .orderBy('id')
      .limit(slot('limit')),
)

const matchingNames = preparedShapes<{ inCity: boolean }, Matching, { name: string }, CommerceTables>(
  ({ inCity }) => (inCity ? 'city' : 'anywhere'),
  (db, slot, { inCity }) =>
    matching(db, slot, inCity)
      .select(['name', sql<Date>`min(starts_at)`.as('first_start')])
      .groupBy('name')
      .orderBy('first_start')
      .orderBy('name')
      .limit(slot('limit')),
)

// a calendar's range: the sales of a city (and the online ones) open in it, ended ones only when asked
const salesBetween = preparedShapes<
  { includeEnded: boolean },
  { cityId: number; from: Date; to: Date; now: Date },
  SaleBase,
  CommerceTables
>(
  ({ includeEnded }) => (includeEnded ? 'all' : 'open'),
  (db, slot, { includeEnded }) => {
    let query = db
      .selectFrom('sales')
      .where('is_published', '=', true)
      .where((eb) => eb.or([eb('city_id', '=', slot('cityId')), eb('city_id', 'is', null)]))
      .where('starts_at', '<', slot('to'))
      .where('ends_at', '>', slot('from'))
    if (!includeEnded) query = query.where('ends_at', '>', slot('now'))
    return query.selectAll().orderBy('starts_at').orderBy('id').limit(MAX_IN_RANGE)
  },
)

const matchingOf = (words: string[], cityId: number | null | undefined, now: Date, limit: number) => ({
  shape: { inCity: cityId !== null && cityId !== undefined },
  values: { now, cityId: cityId ?? 0, patterns: words.map(likePattern), limit },
})

// /flash/{user_url}-trade-{id}/: the same link mfe-commerce makes from a sale's name
export function storeUrlOf(sale: { id: number; name: string }): string {
  const slug = sale.name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `/flash/${slug || 'sale'}-trade-${sale.id}/`
}

function isoTime(value: string, field: string): Date {
  const at = new Date(value)
  if (value.length > 40 || Number.isNaN(at.getTime()))
    throw commerceErrors.invalidInput(field, 'must be an ISO time')
  return at
}

// the read side other parts of the site list sales through (ADR 0034): only published sales, so a
// preview never shows outside its seller's own pages; figures are computed only when asked for
export function createSalesListing(c: CommerceContext, viewingNow: (saleId: number) => number) {
  function view(ctx: RequestContext, sale: SaleBase, now: Date) {
    return {
      ...saleView(sale, now, { isRegistered: false, soldOut: false }),
      isRegistered: async () => {
        if (!ctx.viewer) return false
        const row = await c.db
          .selectFrom('registrations')
          .select('sale_id')
          .where('sale_id', '=', sale.id)
          .where('user_id', '=', ctx.viewer.userId)
          .executeTakeFirst()
        return row !== undefined
      },
      soldOut: () => isSoldOut(c.db, sale.id),
      stats: () => saleStats(c.db, sale.id, now, viewingNow(sale.id)),
      products: null,
    }
  }

  async function search(
    ctx: RequestContext,
    args: { term: string; cityId?: number | null; first?: number | null },
  ) {
    const words = saleSearchWords(args.term)
    if (words.length === 0) return []
    const now = c.now()
    const { shape, values } = matchingOf(words, args.cityId, now, clamp(args.first, MAX_RESULTS, 8))
    const rows = await matchingSales(c.db, shape, values)
    return rows.map((sale) => view(ctx, sale, now))
  }

  async function suggestions(args: { term: string; cityId?: number | null; limit?: number | null }) {
    const words = saleSearchWords(args.term)
    if ([...words.join(' ')].length < MIN_SUGGESTION_LENGTH) return []
    const limit = clamp(args.limit, MAX_SUGGESTIONS, MAX_SUGGESTIONS)
    const { shape, values } = matchingOf(words, args.cityId, c.now(), limit)
    const rows = await matchingNames(c.db, shape, values)
    return rows.map((row) => row.name)
  }

  async function between(
    ctx: RequestContext,
    args: { cityId: number; from: string; to: string; includeEnded?: boolean | null },
  ) {
    const from = isoTime(args.from, 'date_from')
    const to = isoTime(args.to, 'date_to')
    if (to <= from || to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS)
      throw commerceErrors.invalidInput(
        'date_to',
        `must be after date_from, at most ${MAX_RANGE_DAYS} days on`,
      )
    const now = c.now()
    const shape = { includeEnded: Boolean(args.includeEnded) }
    const rows = await salesBetween(c.db, shape, { cityId: args.cityId, from, to, now })
    return rows.map((sale) => view(ctx, sale, now))
  }

  return {
    typeDefs,
    resolvers: {
      FlashSale: {
        storeUrl: (sale: { id: number; name: string }) => storeUrlOf(sale),
      },
      Query: {
        flashSaleSearch: (
          _: unknown,
          args: { term: string; cityId?: number | null; first?: number | null },
          ctx: RequestContext,
        ) => search(ctx, args),
        flashSaleSuggestions: (
          _: unknown,
          args: { term: string; cityId?: number | null; limit?: number | null },
        ) => suggestions(args),
        flashSalesBetween: (
          _: unknown,
          args: { cityId: number; from: string; to: string; includeEnded?: boolean | null },
          ctx: RequestContext,
        ) => between(ctx, args),
      },
    },
  }
}
