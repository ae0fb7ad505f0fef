import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ViewerResolver } from '../auth/viewer.ts'
import { buildRequestContext } from '../graphql/graphql.plugin.ts'
import { queryOwnGraph } from '../graphql/own-graph.ts'
import {
  renderEmptyFragment,
  renderSearchFragment,
  renderUnknownCityFragment,
  type SearchData,
} from './search-html.ts'
import type { FragmentLocale } from './search-labels.ts'
import { searchSales } from './search-sales.ts'

export interface SearchFragmentOptions {
  resolveViewer: ViewerResolver
}

const MAX_TERM = 200
const CITY_SLUG = /^[a-z0-9][a-z0-9-]{0,62}$/

const CITY_QUERY = 'query SearchFragmentCity($url: String!) { city(url: $url) { id } }'

// a city's id by its slug, kept a minute: cities are only ever added (never renamed or removed), and
// looking the city up before searching was a round trip of its own on every keystroke. an unknown
// slug is not kept, so a city added since is found at once
const CITY_KEPT_MS = 60_000
const MAX_CITIES_KEPT = 100

function cityIds() {
  const kept = new Map<string, { id: number; until: number }>()
  return {
    get(slug: string): number | undefined {
      const entry = kept.get(slug)
      if (entry && entry.until > Date.now()) return entry.id
      kept.delete(slug)
      return undefined
    },
    set(slug: string, id: number) {
      if (kept.size >= MAX_CITIES_KEPT) kept.clear()
      kept.set(slug, { id, until: Date.now() + CITY_KEPT_MS })
    },
  }
}

// the same graph the /graphql and /api callers see, so the fragment and the api always agree
const SEARCH_QUERY = `query SearchFragment($term: String!, $cityId: Int) {
  search(term: $term, cityId: $cityId, first: 8) {
    searchedAs
    events { name detailUrl heroUrl startsAt endsAt venue { name } city { name timezone } }
    designers { name detailUrl thumbnailUrl logoUrl }
    venues { name detailUrl logoUrl address city { name } }
    news { title detailUrl heroUrl publishedAt }
  }
}`

// a repeated parameter arrives as an array: the first one counts; anything else is no term
function termOf(query: unknown): string {
  const raw = (query as { search_string?: unknown } | undefined)?.search_string
  const value = Array.isArray(raw) ? raw[0] : raw
  return typeof value === 'string' ? value.trim().slice(0, MAX_TERM) : ''
}

// GET /search.html/, /{city}/search.html/ and both with a /zh prefix: the search overlay's results
export async function searchFragmentPlugin(
  app: FastifyInstance,
  options: SearchFragmentOptions,
): Promise<void> {
  const cities = cityIds()
  const answer = async (request: FastifyRequest, reply: FastifyReply, locale: FragmentLocale) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
    const citySlug = (request.params as { city?: string }).city ?? null
    if (citySlug !== null && !CITY_SLUG.test(citySlug))
      return reply.code(404).send(renderUnknownCityFragment(locale))

    const context = { ...(await buildRequestContext(request, options.resolveViewer)), locale }
    const run = <T>(query: string, variables: Record<string, unknown>) =>
      queryOwnGraph<T>(app, query, context, variables)

    let cityId: number | null = null
    if (citySlug !== null) {
      cityId = cities.get(citySlug) ?? null
      if (cityId === null) {
        const found = await run<{ city: { id: number } | null }>(CITY_QUERY, { url: `/${citySlug}` })
        if (!found.city) return reply.code(404).send(renderUnknownCityFragment(locale))
        cityId = found.city.id
        cities.set(citySlug, cityId)
      }
    }
    const term = termOf(request.query)
    if (!term) return reply.send(renderEmptyFragment(locale))
    const [data, sales] = await Promise.all([
      run<{ search: SearchData }>(SEARCH_QUERY, { term, cityId }),
      searchSales(run, request.log, term, cityId),
    ])
    return reply.send(renderSearchFragment(term, { ...data.search, sales }, locale))
  }

  for (const path of ['/search.html', '/:city/search.html']) {
    for (const slash of ['', '/']) {
      app.get(`${path}${slash}`, (request, reply) => answer(request, reply, 'en'))
      app.get(`/zh${path}${slash}`, (request, reply) => answer(request, reply, 'zh'))
    }
  }
}
