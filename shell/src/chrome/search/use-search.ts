import { useEffect, useMemo, useState } from 'react'
import { createSearchController, type SearchController } from './search-controller.ts'
import { type SearchScope, searchSources } from './search-sources.ts'

export interface SearchState {
  html: string
  suggestions: string[]
  failed: boolean
  loading: boolean
}

const EMPTY: SearchState = { html: '', suggestions: [], failed: false, loading: false }

// the overlay's search: one controller per scope (city and language), reset when the scope changes
export function useSearch(scope: SearchScope): { state: SearchState; controller: SearchController } {
  const [state, setState] = useState<SearchState>(EMPTY)
  const { cityUrl, cityId, locale } = scope
  const controller = useMemo(
    () =>
      createSearchController(searchSources({ cityUrl, cityId, locale }), {
        showResults: (html) => setState((current) => ({ ...current, html })),
        showSuggestions: (suggestions) => setState((current) => ({ ...current, suggestions })),
        showError: (failed) => setState((current) => ({ ...current, failed })),
        showLoading: (loading) => setState((current) => ({ ...current, loading })),
      }),
    [cityUrl, cityId, locale],
  )
  useEffect(() => () => controller.reset(), [controller])
  return { state, controller }
}
