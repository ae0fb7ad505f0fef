import { readFileSync } from 'node:fs'
import type { RequestContext } from '@showroom/platform'
import { parse } from 'graphql'
import { type SqlBool, sql } from 'kysely'
import type { CommerceContext } from './commerce.deps.ts'
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
  const published = () => c.db.selectFrom('sales').where('is_published', '=', true)

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

  // not ended, in the city (or online), every word somewhere in the name
  function matching(words: string[], cityId: number | null, now: Date) {
    let query = published().where('ends_at', '>', now)
    if (cityId !== null)
      query = query.where((eb) => eb.or([eb('city_id', '=', cityId), eb('city_id', 'is', null)]))
    for (const word of words)
      query = query.where(sql<SqlBool>`lower(name) like ${likePattern(word)} escape '\\'`)
    return query
  }

  async function search(
    ctx: RequestContext,
    args: { term: string; cityId?: number | null; first?: number | null },
  ) {
    const words = saleSearchWords(args.term)
    if (words.length === 0) return []
    const now = c.now()
    const rows = await matching(words, args.cityId ?? null, now)
      .selectAll()
      // open sales first, then the soonest to open
      .orderBy(sql`starts_at > ${now}`)
      .orderBy('starts_at')
      .orderBy('id')
      .limit(clamp(args.first, MAX_RESULTS, 8))
      .execute()
    return rows.map((sale) => view(ctx, sale, now))
  }

  async function suggestions(args: { term: string; cityId?: number | null; limit?: number | null }) {
    const words = saleSearchWords(args.term)
    if ([...words.join(' ')].length < MIN_SUGGESTION_LENGTH) return []
    const rows = await matching(words, args.cityId ?? null, c.now())
      .select(['name', sql<Date>`min(starts_at)`.as('first_start')])
      .groupBy('name')
      .orderBy('first_start')
      .orderBy('name')
      .limit(clamp(args.limit, MAX_SUGGESTIONS, MAX_SUGGESTIONS))
      .execute()
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
    let query = published()
      .where((eb) => eb.or([eb('city_id', '=', args.cityId), eb('city_id', 'is', null)]))
      .where('starts_at', '<', to)
      .where('ends_at', '>', from)
    if (!args.includeEnded) query = query.where('ends_at', '>', now)
    const rows = await query.selectAll().orderBy('starts_at').orderBy('id').limit(MAX_IN_RANGE).execute()
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
