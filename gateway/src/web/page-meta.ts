import { matchSiteRoute } from '@showroom/contracts'

// the <head> tags of an HTML page (title, description, canonical, Open Graph, Twitter), so links
// shared on other sites and search results show the event, brand or news the page is about

export interface PageMeta {
  title: string
  description: string
  // absolute
  canonicalUrl: string
  imageUrl?: string
  type: 'website' | 'article'
  // the page's subject (a city, event, designer...) does not exist: the page answers 404
  notFound?: boolean
}

export type PageRoute =
  | { kind: 'home' }
  | { kind: 'city'; city: string }
  | { kind: 'event'; city: string; slug: string }
  | { kind: 'news'; slug: string }
  | { kind: 'designer'; slug: string }
  | { kind: 'venue'; slug: string }
  | { kind: 'lookbook'; slug: string }
  // a shared activity post: {city_url}/social/?uai={id}
  | { kind: 'post'; city: string; id: number }
  | { kind: 'other' }

export const SITE_NAME = 'Showroom'
export const DEFAULT_TITLE = 'Showroom: fashion events, designers and sample sales'
export const DEFAULT_DESCRIPTION =
  'Fashion events, designers, venues and online sample sales in London, New York, Los Angeles and Hong Kong.'
const DESCRIPTION_LENGTH = 160
// the uai of a social page's query string ({city_url}/social/?uai={id}), when it is a plain id
export function sharedPostId(path: string): number | null {
  const query = path.split('?')[1]?.split('#')[0] ?? ''
  const uai = new URLSearchParams(query).get('uai')
  if (!uai || !/^\d{1,9}$/.test(uai)) return null
  const id = Number(uai)
  return id > 0 ? id : null
}

// the pages with a subject of their own, named as the site's route table names them
export function routeOf(path: string): PageRoute {
  const matched = matchSiteRoute(path.toLowerCase())
  if (!matched) return { kind: 'other' }
  const { city = '', slug = '' } = matched.params
  switch (matched.route.name) {
    case 'city-home':
      return city ? { kind: 'city', city } : { kind: 'home' }
    case 'event':
      return { kind: 'event', city, slug }
    case 'news':
      return { kind: 'news', slug }
    case 'designer':
      return { kind: 'designer', slug }
    case 'venue':
      return { kind: 'venue', slug }
    case 'lookbook':
      return { kind: 'lookbook', slug }
    case 'social': {
      const id = sharedPostId(path)
      return id === null ? { kind: 'other' } : { kind: 'post', city, id }
    }
    default:
      return { kind: 'other' }
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

// tags added at the end of the page's <head>
export function withHeadTags(html: string, tags: string): string {
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`)
  return `${tags}\n${html}`
}

export function withPageMeta(html: string, meta: PageMeta): string {
  const stripped = REPLACED.reduce((text, pattern) => text.replace(pattern, ''), html)
  return withHeadTags(stripped, renderMetaTags(meta))
}

// Chinese pages are Simplified Chinese, Hong Kong's included (docs/adr: Chinese is zh-Hans)
export function documentLanguage(locale: 'en' | 'zh'): string {
  return locale === 'zh' ? 'zh-Hans' : 'en'
}

// <html lang> as the visitor's language, so the browser picks the Chinese face and hyphenation
export function withDocumentLanguage(html: string, locale: 'en' | 'zh'): string {
  const lang = documentLanguage(locale)
  if (/<html\b[^>]*\slang=/i.test(html))
    return html.replace(/(<html\b[^>]*\slang=)("[^"]*"|'[^']*'|[^\s>]+)/i, `$1"${lang}"`)
  return html.replace(/<html\b/i, `<html lang="${lang}"`)
}
