import { type FragmentLabels, type FragmentLocale, LABELS } from './search-labels.ts'
import { type SaleHit, saleItem } from './search-sales.ts'

export interface SearchData {
  // the words the results were found for when a misspelt word was corrected
  searchedAs?: string | null
  events: Array<{
    name: string
    detailUrl: string
    heroUrl: string | null
    startsAt: string
    endsAt: string
    venue: { name: string } | null
    city: { name: string; timezone: string } | null
  }>
  designers: Array<{ name: string; detailUrl: string; thumbnailUrl: string | null; logoUrl: string | null }>
  venues: Array<{
    name: string
    detailUrl: string
    logoUrl: string | null
    address: string | null
    city: { name: string } | null
  }>
  news: Array<{ title: string; detailUrl: string; heroUrl: string | null; publishedAt: string }>
  // commerce's sales, merged in beside discovery's results
  sales?: SaleHit[]
}

interface Item {
  name: string
  url: string
  image: string | null
  meta: string[]
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!)

// only site-relative links and http(s) images make it into an href or src
const safeUrl = (url: string | null) => (url && /^(\/(?!\/)|https?:\/\/)/i.test(url) ? url : null)

// building an Intl.DateTimeFormat costs far more than formatting with one (it was a quarter of the
// fragment's processor time): one per language and time zone, made once
const dayFormats = new Map<string, Intl.DateTimeFormat>()

function dayFormat(dateLocale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${dateLocale} ${timeZone ?? ''}`
  let format = dayFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(timeZone ? { timeZone } : {}),
    })
    // time zones come from the data: a handful of cities, but never let the map grow without bound
    if (dayFormats.size >= 200) dayFormats.clear()
    dayFormats.set(key, format)
  }
  return format
}

function day(iso: string, labels: FragmentLabels, timeZone: string | undefined): string {
  return dayFormat(labels.dateLocale, timeZone).format(new Date(iso))
}

function dateRange(startsAt: string, endsAt: string, labels: FragmentLabels, timeZone?: string): string {
  const first = day(startsAt, labels, timeZone)
  const last = day(endsAt, labels, timeZone)
  return first === last ? first : `${first} – ${last}`
}

function renderItem(item: Item): string {
  const url = safeUrl(item.url) ?? '#'
  const image = safeUrl(item.image)
  const picture = image
    ? `<img class="search-result__image" src="${escapeHtml(image)}" alt="" loading="lazy">`
    : '<span class="search-result__image search-result__image--none"></span>'
  const meta = item.meta.filter(Boolean).map(escapeHtml).join(' · ')
  return `<li class="search-result"><a href="${escapeHtml(url)}">${picture}<span class="search-result__name">${escapeHtml(item.name)}</span>${meta ? `<span class="search-result__meta">${meta}</span>` : ''}</a></li>`
}

function renderSection(kind: string, heading: string, items: Item[]): string {
  if (items.length === 0) return ''
  return `<section class="search-results__section search-results__section--${kind}"><h2>${escapeHtml(heading)}</h2><ul>${items.map(renderItem).join('')}</ul></section>`
}

const wrap = (locale: FragmentLocale, inner: string) =>
  `<div class="search-results" lang="${locale === 'zh' ? 'zh-CN' : 'en'}">${inner}</div>`

export const renderEmptyFragment = (locale: FragmentLocale) => wrap(locale, '')

export const renderUnknownCityFragment = (locale: FragmentLocale) =>
  wrap(locale, `<p class="search-results__empty">${escapeHtml(LABELS[locale].unknownCity)}</p>`)

// the results fragment the search overlay drops into its results area
export function renderSearchFragment(term: string, data: SearchData, locale: FragmentLocale): string {
  const labels = LABELS[locale]
  const sections = [
    renderSection(
      'events',
      labels.events,
      data.events.map((e) => ({
        name: e.name,
        url: e.detailUrl,
        image: e.heroUrl,
        meta: [
          dateRange(e.startsAt, e.endsAt, labels, e.city?.timezone),
          e.venue?.name ?? e.city?.name ?? '',
        ],
      })),
    ),
    renderSection(
      'sales',
      labels.sales,
      (data.sales ?? []).map((sale) => saleItem(sale, labels, (from, to) => dateRange(from, to, labels))),
    ),
    renderSection(
      'designers',
      labels.designers,
      data.designers.map((d) => ({
        name: d.name,
        url: d.detailUrl,
        image: d.thumbnailUrl ?? d.logoUrl,
        meta: [],
      })),
    ),
    renderSection(
      'venues',
      labels.venues,
      data.venues.map((v) => ({
        name: v.name,
        url: v.detailUrl,
        image: v.logoUrl,
        meta: [v.address ?? '', v.city?.name ?? ''],
      })),
    ),
    renderSection(
      'news',
      labels.news,
      data.news.map((n) => ({
        name: n.title,
        url: n.detailUrl,
        image: n.heroUrl,
        meta: [day(n.publishedAt, labels, undefined)],
      })),
    ),
  ].join('')
  if (!sections)
    return wrap(locale, `<p class="search-results__empty">${escapeHtml(labels.noResults(term))}</p>`)
  // results found for other words than those typed say so, as the first thing read
  const searchedAs = data.searchedAs
    ? `<p class="search-results__searched-as">${escapeHtml(labels.searchedAs(data.searchedAs))}</p>`
    : ''
  return wrap(locale, `${searchedAs}${sections}`)
}
