import { LIMITS } from '@showroom/contracts'
import { apiCall } from '@showroom/graphql-client/fetch'
import type { SearchSources } from './search-controller.ts'

export interface SearchScope {
  // '/london' on a city's pages, null elsewhere (spec part 2: {city_url}/search.html/ or /search.html/)
  cityUrl: string | null
  cityId: number | null
  locale: 'en' | 'zh'
}

export function searchFragmentUrl(term: string, { cityUrl, locale }: SearchScope): string {
  const prefix = locale === 'zh' ? '/zh' : ''
  const city = cityUrl ? `/${cityUrl.replace(/^\/|\/$/g, '')}` : ''
  return `${prefix}${city}/search.html/?${new URLSearchParams({ search_string: term }).toString()}`
}

export function searchSources(scope: SearchScope): SearchSources {
  return {
    async results(term, signal) {
      const response = await fetch(searchFragmentUrl(term, scope), {
        credentials: 'same-origin',
        headers: { accept: 'text/html' },
        signal,
      })
      if (!response.ok) throw new Error(`search answered ${response.status}`)
      return response.text()
    },
    async suggestions(term, signal) {
      const result = await apiCall<{ suggestions?: unknown }>(
        'search_autocomplete',
        { search_string: term, city_id: scope.cityId ?? undefined },
        { method: 'GET', signal },
      )
      if (!result.valid) return []
      const list = result.envelope.values.suggestions
      return Array.isArray(list)
        ? list.filter((item): item is string => typeof item === 'string').slice(0, LIMITS.suggestionsMax)
        : []
    },
  }
}

// a click on a same-origin link inside the results: the path to navigate to in-app, else null
export function inAppHref(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const target = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(target instanceof HTMLAnchorElement)) return null
  if (target.target && target.target !== '_self') return null
  if (target.hasAttribute('download')) return null
  const url = new URL(target.href, origin)
  if (url.origin !== origin) return null
  return `${url.pathname}${url.search}${url.hash}`
}
