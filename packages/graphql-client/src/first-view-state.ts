import type { ApolloClient } from '@apollo/client/core'

// the page's HTML may carry the data its server-rendered first view was drawn from (the gateway's
// gateway/src/web/first-view.ts writes it): the client starts with it, so the module that replaces
// the first view renders it at once and does not ask the server again
export const FIRST_VIEW_STATE_ID = 'sr-first-view-state'

export interface FirstViewState {
  // the path the first view was rendered for; another path's data is not taken
  path: string
  cache: Record<string, unknown>
  // the texts the server formatted while it drew the first view (dates), by firstViewText's key
  texts?: Record<string, string>
}

let pending: ApolloClient | null = null
// what the server formatted for the first view on this page (firstViewText)
let texts: ReadonlyMap<string, string> = new Map()
// on the server: the renders under way, each collecting the texts it formats
const recording = new Set<Map<string, string>>()
let safety: ReturnType<typeof setTimeout> | undefined

function readState(): FirstViewState | null {
  if (typeof document === 'undefined') return null
  const element = document.getElementById(FIRST_VIEW_STATE_ID)
  if (!element?.textContent) return null
  try {
    const state = JSON.parse(element.textContent) as Partial<FirstViewState>
    if (typeof state.path !== 'string' || !state.cache || typeof state.cache !== 'object') return null
    return state as FirstViewState
  } catch {
    return null
  }
}

function release(): void {
  if (pending) pending.prioritizeCacheValues = false
  pending = null
  clearTimeout(safety)
}

// the page's data was restored for the path it still stands at, and its module has not yet mounted: the
// first view in the HTML was drawn from that data, so the module may hydrate it rather than draw anew
export function firstViewPending(): boolean {
  return pending !== null
}

// the module has mounted the first view: once the page is idle its queries have subscribed (React runs
// their effects in tasks of their own after the commit), and later reads and refetches go to the
// network again as their fetch policies say
export function firstViewMounted(): void {
  if (!pending) return
  if (typeof requestIdleCallback === 'function') requestIdleCallback(release)
  else setTimeout(release, 0)
}

export function restoreFirstView(client: ApolloClient): void {
  const state = readState()
  if (typeof document === 'undefined') return
  document.getElementById(FIRST_VIEW_STATE_ID)?.remove()
  if (!state || state.path !== window.location.pathname) return
  if (state.texts && typeof state.texts === 'object') texts = new Map(Object.entries(state.texts))
  client.cache.restore(state.cache as never)
  // cache-and-network queries answer from the restored cache until the first view has mounted
  client.prioritizeCacheValues = true
  pending = client
  safety = setTimeout(release, 10_000)
  const onRoute = () => {
    if (window.location.pathname === state.path) return
    window.removeEventListener('single-spa:before-routing-event', onRoute)
    release()
  }
  window.addEventListener('single-spa:before-routing-event', onRoute)
}

// A text the page formats from its data (a date in the viewer's words). The browser's first date
// formatter costs 40-80 ms of main thread in a fresh page on a desktop core (a phone four times that),
// inside the task that hydrates the first view, for text the server already drew: the server's texts travel with the first view's data, and
// the browser formats only what they do not hold. The key names the function and every input, so
// the same key always means the same text (the server's words are the ones on the screen).
export function firstViewText(key: string, format: () => string): string {
  const known = texts.get(key)
  if (known !== undefined) return known
  const text = format()
  for (const collected of recording) collected.set(key, text)
  return text
}

// on the server: the texts formatted while `render` runs, for the page's first-view state. Renders
// side by side each get the others' texts too (harmless: a key always means the same text)
export async function collectFirstViewTexts<T>(
  render: () => Promise<T>,
): Promise<{ result: T; texts: Record<string, string> }> {
  const collected = new Map<string, string>()
  recording.add(collected)
  try {
    const result = await render()
    return { result, texts: Object.fromEntries(collected) }
  } finally {
    recording.delete(collected)
  }
}
