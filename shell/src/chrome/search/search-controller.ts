import { LIMITS } from '@showroom/contracts'

export interface SearchSources {
  // the results fragment for a term (throws on failure, rejects with AbortError when aborted)
  results(term: string, signal: AbortSignal): Promise<string>
  // autocomplete suggestions for a term of at least 2 characters
  suggestions(term: string, signal: AbortSignal): Promise<string[]>
}

export interface SearchView {
  showResults(html: string): void
  showSuggestions(suggestions: string[]): void
  // true when the search failed ('Could not fetch the search results'); false clears it
  showError(failed: boolean): void
  showLoading(loading: boolean): void
}

export interface SearchController {
  // typing: runs the search after the debounce
  input(text: string): void
  // runs the search for the text at once (opening the overlay, picking a suggestion)
  runNow(text: string): void
  // forgets the last term and drops anything in flight (closing the overlay)
  reset(): void
}

interface Timers {
  setTimeout(run: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const browserTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
}

const isAbort = (error: unknown) =>
  (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError'

// spec parts 5, 7, 8 and 9: debounce 50 ms; an empty term clears the results without a call; the
// same term twice is ignored; a newer search aborts the older one and late answers are dropped;
// suggestions need 2 characters and show at most 15
export function createSearchController(
  sources: SearchSources,
  view: SearchView,
  timers: Timers = browserTimers,
): SearchController {
  let lastTerm = ''
  let pending: unknown = null
  let results: AbortController | null = null
  let suggestions: AbortController | null = null

  function cancelTimer() {
    if (pending !== null) timers.clearTimeout(pending)
    pending = null
  }

  function abortInFlight() {
    results?.abort()
    suggestions?.abort()
    results = null
    suggestions = null
  }

  function search(text: string) {
    const term = text.trim()
    if (term === lastTerm) return
    lastTerm = term
    abortInFlight()
    if (term === '') {
      view.showLoading(false)
      view.showError(false)
      view.showResults('')
      view.showSuggestions([])
      return
    }

    const resultsCall = new AbortController()
    results = resultsCall
    view.showLoading(true)
    sources.results(term, resultsCall.signal).then(
      (html) => {
        if (results !== resultsCall) return
        results = null
        view.showLoading(false)
        view.showError(false)
        view.showResults(html)
      },
      (error: unknown) => {
        if (results !== resultsCall || isAbort(error)) return
        results = null
        view.showLoading(false)
        view.showError(true)
      },
    )

    if ([...term].length < LIMITS.suggestionsMinChars) {
      view.showSuggestions([])
      return
    }
    const suggestionsCall = new AbortController()
    suggestions = suggestionsCall
    sources.suggestions(term, suggestionsCall.signal).then(
      (list) => {
        if (suggestions !== suggestionsCall) return
        suggestions = null
        view.showSuggestions(list.slice(0, LIMITS.suggestionsMax))
      },
      () => {
        // suggestions are a help, not the search: a failure just shows none
        if (suggestions !== suggestionsCall) return
        suggestions = null
        view.showSuggestions([])
      },
    )
  }

  return {
    input(text) {
      cancelTimer()
      pending = timers.setTimeout(() => {
        pending = null
        search(text)
      }, LIMITS.searchDebounceMs)
    },
    runNow(text) {
      cancelTimer()
      search(text)
    },
    reset() {
      cancelTimer()
      abortInFlight()
      lastTerm = ''
    },
  }
}
