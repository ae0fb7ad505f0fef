import { stat } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { isMfeShortName, loadRegistry } from './registry.ts'

// the first screen of a page in the HTML, before any script runs: a module that ships a server entry
// (mfe-<short>/dist/server/first-view.mjs, built with the module) renders the page's first view with
// its own components; the gateway puts it where the module's application mounts, with the module's
// styles and the data it was drawn from (docs/adr/0036-first-view-in-the-html.md)

export type Locale = 'en' | 'zh'

export type ExecuteAsVisitor = (
  query: string,
  variables: Record<string, unknown>,
  locale: Locale,
) => Promise<{ data?: unknown; errors?: readonly unknown[] | null }>

// what a module's server entry offers (mfe-discovery/src/server/first-view.tsx)
interface ServerEntry {
  renderFirstView(request: {
    url: string
    locale: Locale
    execute: (
      query: string,
      variables: Record<string, unknown>,
    ) => Promise<{ data?: unknown; errors?: readonly unknown[] | null }>
    signal?: AbortSignal
  }): Promise<{
    page: string
    html: string
    cache: Record<string, unknown>
    // a module built before it kept its texts sends none
    texts?: Record<string, string>
  } | null>
  firstViewCss(): string
  // the module's single-spa application the first view belongs to, e.g. pages
  APPLICATION: string
}

export interface FirstView {
  module: string
  application: string
  html: string
  css: string
  cache: Record<string, unknown>
  // the texts the render formatted (dates), which the module's hydration takes rather than formats
  texts: Record<string, string>
}

export interface FirstViewOptions {
  rootDir: string
  registryFile?: string
  execute: ExecuteAsVisitor
  // a page whose first view takes longer is sent without it (the module paints it)
  timeoutMs?: number
  // the same page asked again within this time gets the same first view
  ttlMs?: number
  maxEntries?: number
  now?: () => number
}

export const SERVER_ENTRY = path.join('dist', 'server', 'first-view.mjs')

// the module folders the registry points at on this site (`/mfe/<short>/...`): a module served from
// another host is never run here
async function localModules(registryFile: string | undefined): Promise<Array<[string, string]>> {
  const registry = await loadRegistry(registryFile)
  const found: Array<[string, string]> = []
  for (const [name, url] of Object.entries(registry)) {
    const short = /^\/mfe\/([a-z]+)\//.exec(url)?.[1]
    if (short && isMfeShortName(short) && name === `mfe-${short}`) found.push([name, short])
  }
  return found
}

export function createFirstView(options: FirstViewOptions) {
  const timeoutMs = options.timeoutMs ?? 3000
  const ttlMs = options.ttlMs ?? 5_000
  const maxEntries = options.maxEntries ?? 200
  const now = options.now ?? Date.now
  // a module's entry by its file's modification time: a redeployed module is loaded again
  const entries = new Map<string, { mtimeMs: number; entry: Promise<ServerEntry | null> }>()
  const cache = new Map<string, { view: FirstView | null; expires: number }>()

  const entryOf = async (short: string): Promise<ServerEntry | null> => {
    const file = path.join(options.rootDir, `mfe-${short}`, SERVER_ENTRY)
    const mtimeMs = await stat(file).then(
      (s) => s.mtimeMs,
      () => null,
    )
    if (mtimeMs === null) return null
    const known = entries.get(short)
    if (known && known.mtimeMs === mtimeMs) return known.entry
    const entry = import(`${pathToFileURL(file).href}?v=${mtimeMs}`).then(
      (loaded: Partial<ServerEntry>) =>
        typeof loaded.renderFirstView === 'function' && typeof loaded.firstViewCss === 'function'
          ? (loaded as ServerEntry)
          : null,
      () => null,
    )
    entries.set(short, { mtimeMs, entry })
    return entry
  }

  const render = async (
    url: string,
    locale: Locale,
    modules: Array<[string, string]>,
  ): Promise<FirstView | null> => {
    const signal = AbortSignal.timeout(timeoutMs)
    for (const [module, short] of modules) {
      const entry = await entryOf(short)
      if (!entry) continue
      const view = await entry.renderFirstView({
        url,
        locale,
        execute: (query, variables) => options.execute(query, variables, locale),
        signal,
      })
      // out of time: not remembered, the next visitor may get it
      if (signal.aborted) throw signal.reason
      if (view) {
        return {
          module,
          application: entry.APPLICATION ?? 'pages',
          html: view.html,
          css: entry.firstViewCss(),
          cache: view.cache,
          texts: view.texts ?? {},
        }
      }
    }
    return null
  }

  const drawing = new Map<string, Promise<FirstView | null>>()
  const draw = async (
    key: string,
    url: string,
    locale: Locale,
    modules: Array<[string, string]>,
  ): Promise<FirstView | null> => {
    let view: FirstView | null
    try {
      view = await render(url, locale, modules)
    } catch {
      // the page is still the shell's: the module paints it when it loads
      return null
    }
    cache.delete(key)
    cache.set(key, { view, expires: now() + ttlMs })
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string)
    return view
  }

  // off (ADR 36): no module's entry is loaded, not even at start
  if (timeoutMs <= 0) return async (_url: string, _locale: Locale): Promise<FirstView | null> => null

  // the modules' entries load while the gateway starts, not on the first visitor's time
  void localModules(options.registryFile)
    .then((modules) => Promise.all(modules.map(([, short]) => entryOf(short))))
    .catch(() => undefined)

  // the first view of a page for a signed-out visitor, or null (no module draws it, or it failed)
  return async (url: string, locale: Locale): Promise<FirstView | null> => {
    // the registry is read on every request: a module moved to another host (or back) is drawn, or
    // not, from that request on, never from a view remembered under the former registry
    const modules = await localModules(options.registryFile).catch(() => [])
    if (modules.length === 0) return null
    const key = `${locale} ${url} ${modules.map((m) => m[0]).join(',')}`
    const cached = cache.get(key)
    if (cached && cached.expires > now()) return cached.view
    // visitors landing on the same page at once share one render: drawing it again for each would
    // repeat the same queries and rendering, all competing for the time limit
    let pending = drawing.get(key)
    if (!pending) {
      pending = draw(key, url, locale, modules).finally(() => drawing.delete(key))
      drawing.set(key, pending)
    }
    return pending
  }
}

export type FirstViewLookup = ReturnType<typeof createFirstView>
