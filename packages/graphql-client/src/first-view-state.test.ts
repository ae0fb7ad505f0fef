/**
 * @jest-environment jsdom
 */
import { describe, expect, it, jest } from '@jest/globals'
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client/core'

type State = typeof import('./first-view-state.ts')

async function freshState(): Promise<State> {
  let module: State | undefined
  await jest.isolateModulesAsync(async () => {
    module = await import('./first-view-state.ts')
  })
  if (!module) throw new Error('first-view-state did not load')
  return module
}

const client = () => new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() })

function pageWith(state: unknown): void {
  document.body.innerHTML = `<script type="application/json" id="sr-first-view-state">${JSON.stringify(state)}</script>`
}

describe('texts formatted for the first view', () => {
  it('are collected on the server per render, renders side by side seeing each other’s', async () => {
    const { collectFirstViewTexts, firstViewText } = await freshState()
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const english = collectFirstViewTexts(async () => {
      firstViewText('month|en|2026-12', () => 'December 2026')
      await held
      return 'en'
    })
    const chinese = collectFirstViewTexts(async () => {
      firstViewText('month|zh|2026-12', () => '2026年12月')
      return 'zh'
    })
    release()
    const [en, zh] = await Promise.all([english, chinese])
    expect(en).toEqual({
      result: 'en',
      texts: { 'month|en|2026-12': 'December 2026', 'month|zh|2026-12': '2026年12月' },
    })
    expect(zh.texts).toEqual({ 'month|zh|2026-12': '2026年12月' })
    // outside a render nothing is collected
    const after = await collectFirstViewTexts(async () => null)
    firstViewText('month|en|2027-01', () => 'January 2027')
    expect(after.texts).toEqual({})
  })

  it('are the server’s in the browser for the path the first view was drawn for, formatted otherwise', async () => {
    window.history.replaceState(null, '', '/london/calendar/')
    pageWith({ path: '/london/calendar/', cache: {}, texts: { 'month|en|2026-12': 'December 2026' } })
    const { firstViewText, restoreFirstView } = await freshState()
    restoreFirstView(client())
    const format = jest.fn(() => 'formatted here')
    expect(firstViewText('month|en|2026-12', format)).toBe('December 2026')
    expect(format).not.toHaveBeenCalled()
    expect(firstViewText('month|en|2027-01', format)).toBe('formatted here')
    expect(format).toHaveBeenCalledTimes(1)
  })

  it('are not taken for another path', async () => {
    window.history.replaceState(null, '', '/paris/calendar/')
    pageWith({ path: '/london/calendar/', cache: {}, texts: { 'month|en|2026-12': 'not this page' } })
    const { firstViewText, restoreFirstView } = await freshState()
    restoreFirstView(client())
    expect(firstViewText('month|en|2026-12', () => 'December 2026')).toBe('December 2026')
  })
})
