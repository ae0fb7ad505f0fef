// the <head> tags of an HTML page (title, description, canonical, Open Graph, Twitter), so links
// shared on other sites and search results show the event, brand or news the page is about

export interface PageMeta {
  title: string
  description: string
  // absolute
  canonicalUrl: string
  imageUrl?: string
  type: 'website' | 'article'
}

export type PageRoute =
  | { kind: 'home' }
  | { kind: 'city'; city: string }
  | { kind: 'event'; city: string; slug: string }
  | { kind: 'news'; slug: string }
  | { kind: 'designer'; slug: string }
  | { kind: 'venue'; slug: string }
  | { kind: 'lookbook'; slug: string }
  | { kind: 'other' }

export const SITE_NAME = 'Showroom'
export const DEFAULT_TITLE = 'Showroom: fashion events, designers and sample sales'
export const DEFAULT_DESCRIPTION =
  'Fashion events, designers, venues and online sample sales in London, New York, Los Angeles and Hong Kong.'
const DESCRIPTION_LENGTH = 160
const SLUG = '[a-z0-9][a-z0-9-]*'

// first match wins; the city pattern is last so /brand/ and /venue/ are not taken for cities
const ROUTES: [RegExp, (m: RegExpMatchArray) => PageRoute][] = [
  [new RegExp(`^/(${SLUG})/event/(${SLUG})/?$`), (m) => ({ kind: 'event', city: m[1]!, slug: m[2]! })],
  [new RegExp(`^/(?:${SLUG}/)?news/(${SLUG})/?$`), (m) => ({ kind: 'news', slug: m[1]! })],
  [new RegExp(`^/brand/(${SLUG})/?$`), (m) => ({ kind: 'designer', slug: m[1]! })],
  [new RegExp(`^/venue/(${SLUG})/?$`), (m) => ({ kind: 'venue', slug: m[1]! })],
  [new RegExp(`^/lookbook/(${SLUG})/?$`), (m) => ({ kind: 'lookbook', slug: m[1]! })],
  [/^\/?$/, () => ({ kind: 'home' })],
  [new RegExp(`^/(${SLUG})/?$`), (m) => ({ kind: 'city', city: m[1]! })],
]

export function routeOf(path: string): PageRoute {
  const clean = decodeURIComponentSafe(path.split(/[?#]/)[0] ?? '/').toLowerCase()
  for (const [pattern, route] of ROUTES) {
    const match = clean.match(pattern)
    if (match) return route(match)
  }
  return { kind: 'other' }
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

export function escapeAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
}

// one line of plain text, cut at a word boundary
export function shortText(text: string | null | undefined, length = DESCRIPTION_LENGTH): string {
  const plain = (text ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (plain.length <= length) return plain
  const cut = plain.slice(0, length - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`
}

export function absoluteUrl(publicUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url
  return `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`
}

export function renderMetaTags(meta: PageMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`
  const tags = [
    `<title>${escapeAttribute(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeAttribute(meta.canonicalUrl)}" />`,
    tag('property', 'og:site_name', SITE_NAME),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.canonicalUrl),
    tag('property', 'og:type', meta.type),
    ...(meta.imageUrl ? [tag('property', 'og:image', meta.imageUrl)] : []),
    tag('name', 'twitter:card', meta.imageUrl ? 'summary_large_image' : 'summary'),
  ]
  return tags.join('\n    ')
}

// the tags the page already has for these (the shell's defaults) give way to ours
const REPLACED = [
  /<title>[\s\S]*?<\/title>\s*/i,
  /<meta\s+name="description"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
  /<meta\s+(?:property|name)="(?:og|twitter):[^"]*"[^>]*>\s*/gi,
]

export function withPageMeta(html: string, meta: PageMeta): string {
  const stripped = REPLACED.reduce((text, pattern) => text.replace(pattern, ''), html)
  const tags = renderMetaTags(meta)
  if (/<\/head>/i.test(stripped)) return stripped.replace(/<\/head>/i, () => `  ${tags}\n  </head>`)
  return `${tags}\n${stripped}`
}
