import {
  absoluteUrl,
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE,
  type PageMeta,
  type PageRoute,
  routeOf,
  SITE_NAME,
  sharedPostId,
  shortText,
} from './page-meta.ts'
import { POST_META_QUERY, type PostMetaData, postMeta } from './page-meta.post.ts'

export type Locale = 'en' | 'zh'

// runs a GraphQL operation against the gateway's own schema as a signed-out visitor
export type ExecuteQuery = (
  query: string,
  variables: Record<string, unknown>,
  locale: Locale,
) => Promise<{ data?: unknown; errors?: readonly unknown[] | null }>

export interface PageMetaLookupOptions {
  publicUrl: string
  execute: ExecuteQuery
  // pages change rarely and a stale title for a minute is harmless
  ttlMs?: number
  maxEntries?: number
  now?: () => number
}

interface Found {
  title: string
  description?: string | null
  url: string
  image?: string | null
  type?: PageMeta['type']
}

interface Lookup {
  query: string
  variables: Record<string, unknown>
  read: (data: unknown, locale: Locale) => Found | null
}

// each lookup reads the answer of its own query; the table holds them side by side
const lookup = <Data>(
  query: string,
  variables: Record<string, unknown>,
  read: (data: Data, locale: Locale) => Found | null,
): Lookup => ({
  query,
  variables,
  read: read as (data: unknown, locale: Locale) => Found | null,
})

interface Named {
  name: string
}
interface Described extends Named {
  description: string | null
  logoUrl: string | null
  detailUrl: string
}

const lookups: { [K in PageRoute['kind']]?: (route: Extract<PageRoute, { kind: K }>) => Lookup } = {
  post: (route) =>
    lookup(POST_META_QUERY, { id: route.id }, (data: PostMetaData, locale) => {
      const found = postMeta(data, locale)
      return found && { ...found, type: 'article' }
    }),
  city: (route) =>
    lookup(
      'query PageMetaCity($url: String) { city(url: $url) { name url } }',
      { url: `/${route.city}` },
      ({ city }: { city: { name: string; url: string } | null }) =>
        city && {
          title: `${SITE_NAME} ${city.name}: fashion events and sample sales`,
          description: `Sample sales, fashion events, exhibitions and talks in ${city.name} this week, with the designers and venues behind them.`,
          url: `${city.url}/`,
        },
    ),
  event: (route) =>
    lookup(
      'query PageMetaEvent($slug: String!) { event(slug: $slug) { name summary heroUrl detailUrl city { name } venue { name } } }',
      { slug: route.slug },
      ({
        event,
      }: {
        event:
          | (Named & {
              summary: string | null
              heroUrl: string | null
              detailUrl: string
              city: Named
              venue: Named | null
            })
          | null
      }) =>
        event && {
          title: `${event.name} | ${event.venue?.name ? `${event.venue.name}, ` : ''}${event.city.name} | ${SITE_NAME}`,
          description: event.summary,
          url: event.detailUrl,
          image: event.heroUrl,
        },
    ),
  designer: (route) =>
    lookup(
      'query PageMetaDesigner($slug: String!) { designer(slug: $slug) { name description logoUrl detailUrl } }',
      { slug: route.slug },
      ({ designer }: { designer: Described | null }) =>
        designer && {
          title: `${designer.name} | ${SITE_NAME}`,
          description: designer.description ?? `Events, sample sales and lookbooks from ${designer.name}.`,
          url: designer.detailUrl,
          image: designer.logoUrl,
        },
    ),
  venue: (route) =>
    lookup(
      'query PageMetaVenue($slug: String!) { venue(slug: $slug) { name description logoUrl detailUrl address } }',
      { slug: route.slug },
      ({ venue }: { venue: (Described & { address: string | null }) | null }) =>
        venue && {
          title: `${venue.name} | ${SITE_NAME}`,
          description:
            venue.description ?? `Events at ${venue.name}${venue.address ? `, ${venue.address}` : ''}.`,
          url: venue.detailUrl,
          image: venue.logoUrl,
        },
    ),
  news: (route) =>
    lookup(
      'query PageMetaNews($slug: String!) { news(slug: $slug) { title summary heroUrl detailUrl } }',
      { slug: route.slug },
      ({
        news,
      }: {
        news: { title: string; summary: string | null; heroUrl: string | null; detailUrl: string } | null
      }) =>
        news && {
          title: `${news.title} | ${SITE_NAME}`,
          description: news.summary,
          url: news.detailUrl,
          image: news.heroUrl,
          type: 'article',
        },
    ),
  lookbook: (route) =>
    lookup(
      'query PageMetaLookbook($slug: String!) { lookbook(slug: $slug) { slug title season coverUrl designer { name } venue { name } } }',
      { slug: route.slug },
      ({
        lookbook,
      }: {
        lookbook: {
          slug: string
          title: string
          season: string | null
          coverUrl: string | null
          designer: Named | null
          venue: Named | null
        } | null
      }) =>
        lookbook && {
          title: `${lookbook.title} | ${SITE_NAME}`,
          description: `Lookbook${lookbook.season ? ` ${lookbook.season}` : ''} from ${lookbook.designer?.name ?? lookbook.venue?.name ?? SITE_NAME}.`,
          url: `/lookbook/${lookbook.slug}/`,
          image: lookbook.coverUrl,
        },
    ),
}

// the path as its canonical form: no query string, one trailing slash
const canonicalPath = (path: string) => `${(path.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '')}/`

// the meta of any page path, looked up through the graph; a small LRU cache with a short TTL
export function createPageMetaLookup(options: PageMetaLookupOptions) {
  const ttlMs = options.ttlMs ?? 60_000
  const maxEntries = options.maxEntries ?? 500
  const now = options.now ?? Date.now
  const cache = new Map<string, { meta: PageMeta; expires: number }>()

  const fallback = (path: string): PageMeta => ({
    title: DEFAULT_TITLE,
    description: DEFAULT_DESCRIPTION,
    canonicalUrl: absoluteUrl(options.publicUrl, canonicalPath(path)),
    type: 'website',
  })

  const lookUp = async (path: string, locale: Locale): Promise<PageMeta> => {
    const route = routeOf(path)
    const make = lookups[route.kind] as ((route: PageRoute) => Lookup) | undefined
    if (!make) return fallback(path)
    const { query, variables, read } = make(route)
    const result = await options.execute(query, variables, locale)
    const answered = result.data != null && !result.errors?.length
    const found = answered ? read(result.data, locale) : null
    // a shared post that is gone still leaves the community page, which exists
    if (!found && route.kind === 'post') return fallback(path)
    // answered without the subject: it does not exist (an error is not taken for that)
    if (!found) return answered ? { ...fallback(path), notFound: true } : fallback(path)
    return {
      title: found.title,
      description: shortText(found.description) || DEFAULT_DESCRIPTION,
      canonicalUrl: absoluteUrl(options.publicUrl, found.url),
      imageUrl: found.image ? absoluteUrl(options.publicUrl, found.image) : undefined,
      type: found.type ?? 'website',
    }
  }

  return async (path: string, locale: Locale): Promise<PageMeta> => {
    // a shared post is its own page: its uai is part of the key
    const uai = sharedPostId(path)
    const key = `${locale} ${canonicalPath(path)}${uai === null ? '' : `?uai=${uai}`}`
    const cached = cache.get(key)
    if (cached && cached.expires > now()) {
      // refresh its place: the least recently used entry goes first
      cache.delete(key)
      cache.set(key, cached)
      return cached.meta
    }
    let meta: PageMeta
    try {
      meta = await lookUp(path, locale)
    } catch {
      // a page must never fail because its preview tags could not be looked up
      return fallback(path)
    }
    cache.delete(key)
    cache.set(key, { meta, expires: now() + ttlMs })
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string)
    return meta
  }
}

export type PageMetaLookup = ReturnType<typeof createPageMetaLookup>
