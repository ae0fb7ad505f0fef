import { describe, expect, it, jest } from '@jest/globals'
import { createSearchController, type SearchSources, type SearchView } from './search-controller.ts'
import { searchFragmentUrl } from './search-sources.ts'

interface Call<T> {
  term: string
  signal: AbortSignal
  resolve(value: T): void
  reject(error: unknown): void
}

// sources the test answers by hand, and a view that records what it was told
function harness() {
  const resultCalls: Call<string>[] = []
  const suggestionCalls: Call<string[]>[] = []
  const sources: SearchSources = {
    results: (term, signal) =>
      new Promise((resolve, reject) => {
        resultCalls.push({ term, signal, resolve, reject })
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      }),
    suggestions: (term, signal) =>
      new Promise((resolve, reject) => {
        suggestionCalls.push({ term, signal, resolve, reject })
        signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      }),
  }
  const seen = { results: [] as string[], suggestions: [] as string[][], errors: [] as boolean[] }
  const view: SearchView = {
    showResults: (html) => seen.results.push(html),
    showSuggestions: (list) => seen.suggestions.push(list),
    showError: (failed) => seen.errors.push(failed),
    showLoading: () => {},
  }
  return { controller: createSearchController(sources, view), resultCalls, suggestionCalls, seen }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the search overlay', () => {
  it('waits 50 ms after the last keystroke before searching', () => {
    jest.useFakeTimers()
    try {
      const { controller, resultCalls } = harness()
      controller.input('a')
      controller.input('at')
      controller.input('ate')
      jest.advanceTimersByTime(49)
      expect(resultCalls).toHaveLength(0)
      jest.advanceTimersByTime(1)
      expect(resultCalls.map((call) => call.term)).toEqual(['ate'])
    } finally {
      jest.useRealTimers()
    }
  })

  it('clears the results for an empty term without a call', () => {
    const { controller, resultCalls, seen } = harness()
    controller.runNow('atelier')
    controller.runNow('   ')
    expect(resultCalls).toHaveLength(1)
    expect(resultCalls[0]?.signal.aborted).toBe(true)
    expect(seen.results.at(-1)).toBe('')
    expect(seen.suggestions.at(-1)).toEqual([])
  })

  it('ignores a term identical to the last one', () => {
    const { controller, resultCalls } = harness()
    controller.runNow('atelier')
    controller.runNow(' atelier ')
    expect(resultCalls).toHaveLength(1)
  })

  it('aborts the older request when a newer one starts and drops its late answer', async () => {
    const { controller, resultCalls, seen } = harness()
    controller.runNow('ate')
    controller.runNow('atelier')
    expect(resultCalls[0]?.signal.aborted).toBe(true)
    resultCalls[1]?.resolve('<p>new</p>')
    // a server that ignores the abort and answers late
    resultCalls[0]?.resolve('<p>old</p>')
    await settle()
    expect(seen.results).toEqual(['<p>new</p>'])
  })

  it('shows the error when the search fails but not when it was aborted', async () => {
    const { controller, resultCalls, seen } = harness()
    controller.runNow('ate')
    controller.runNow('atelier')
    await settle()
    expect(seen.errors).not.toContain(true)
    resultCalls[1]?.reject(new TypeError('Failed to fetch'))
    await settle()
    expect(seen.errors).toEqual([true])
  })

  it('asks for suggestions from 2 characters and shows at most 15', async () => {
    const { controller, suggestionCalls, seen } = harness()
    controller.runNow('a')
    expect(suggestionCalls).toHaveLength(0)
    expect(seen.suggestions.at(-1)).toEqual([])
    controller.runNow('at')
    expect(suggestionCalls.map((call) => call.term)).toEqual(['at'])
    suggestionCalls[0]?.resolve(Array.from({ length: 20 }, (_, n) => `Atelier ${n}`))
    await settle()
    expect(seen.suggestions.at(-1)).toHaveLength(15)
  })

  it('counts a two-character Chinese term as long enough for suggestions', () => {
    const { controller, suggestionCalls } = harness()
    controller.runNow('海港')
    expect(suggestionCalls.map((call) => call.term)).toEqual(['海港'])
  })

  it('searches the same text again after being reset (reopening the overlay)', () => {
    const { controller, resultCalls } = harness()
    controller.runNow('atelier')
    controller.reset()
    expect(resultCalls[0]?.signal.aborted).toBe(true)
    controller.runNow('atelier')
    expect(resultCalls).toHaveLength(2)
  })
})

describe('the search fragment url', () => {
  it('uses the city url and the /zh prefix', () => {
    expect(searchFragmentUrl('silk & co', { cityUrl: '/london', cityId: 1, locale: 'en' })).toBe(
      '/london/search.html/?search_string=silk+%26+co',
    )
    expect(searchFragmentUrl('海港', { cityUrl: '/hong-kong', cityId: 4, locale: 'zh' })).toBe(
      '/zh/hong-kong/search.html/?search_string=%E6%B5%B7%E6%B8%AF',
    )
    expect(searchFragmentUrl('x', { cityUrl: null, cityId: null, locale: 'en' })).toBe(
      '/search.html/?search_string=x',
    )
  })
})
