import assert from 'node:assert/strict'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createFirstView, SERVER_ENTRY } from './first-view.ts'

// a module's server entry as the gateway sees it: /slow/ pages wait until they are given up on,
// /none/ pages are not drawn, every render is counted
const ENTRY = `
export const APPLICATION = 'pages'
export const firstViewCss = () => '.sr-x{color:red}'
export async function renderFirstView({ url, locale, execute, signal }) {
  globalThis.firstViewRenders = (globalThis.firstViewRenders ?? 0) + 1
  if (url.startsWith('/slow/')) await new Promise((resolve) => signal.addEventListener('abort', resolve))
  if (url === '/none/') return null
  const { data } = await execute('{ city { name } }', {})
  const view = { page: 'city-home', html: '<h1>' + locale + ' ' + url + '</h1>', cache: { ROOT_QUERY: data } }
  // an entry built before it kept its texts sends none (/paris/ stands for one)
  return url === '/paris/' ? view : { ...view, texts: { ['month|' + locale + '|2026-12']: locale + ' December' } }
}
`

const renders = () => (globalThis as { firstViewRenders?: number }).firstViewRenders ?? 0

describe("a page's first view drawn by its module's server entry", () => {
  let root: string
  const asked: string[] = []
  const execute = async (query: string, _variables: Record<string, unknown>, locale: string) => {
    asked.push(`${locale} ${query}`)
    return { data: { city: { name: 'London' } } }
  }

  before(() => {
    root = mkdtempSync(path.join(tmpdir(), 'showroom-first-view-'))
    const entry = path.join(root, 'mfe-discovery', SERVER_ENTRY)
    mkdirSync(path.dirname(entry), { recursive: true })
    writeFileSync(entry, ENTRY)
  })
  after(() => rmSync(root, { recursive: true, force: true }))

  test('is drawn with the module, its styles, its data and its texts, and kept a moment per language and page', async () => {
    let now = 1_000
    const firstView = createFirstView({
      rootDir: root,
      execute,
      timeoutMs: 5_000,
      ttlMs: 100,
      now: () => now,
    })
    const before = renders()
    const view = await firstView('/london/', 'en')
    assert.deepEqual(view, {
      module: 'mfe-discovery',
      application: 'pages',
      html: '<h1>en /london/</h1>',
      css: '.sr-x{color:red}',
      cache: { ROOT_QUERY: { city: { name: 'London' } } },
      texts: { 'month|en|2026-12': 'en December' },
    })
    assert.deepEqual(await firstView('/london/', 'en'), view)
    assert.deepEqual((await firstView('/paris/', 'en'))?.texts, {})
    assert.equal(renders() - before, 2)
    assert.equal((await firstView('/london/', 'zh'))?.html, '<h1>zh /london/</h1>')
    assert.equal(renders() - before, 3)
    now += 101
    await firstView('/london/', 'en')
    assert.equal(renders() - before, 4)
  })

  test('is drawn once for visitors landing on the same page at the same time', async () => {
    const firstView = createFirstView({ rootDir: root, execute, timeoutMs: 5_000 })
    const before = renders()
    const views = await Promise.all([1, 2, 3].map(() => firstView('/paris/', 'en')))
    assert.equal(renders() - before, 1)
    assert.ok(views.every((view) => view?.html === '<h1>en /paris/</h1>'))
  })

  test('is not drawn when the page is not one the module draws, nor when it takes too long', async () => {
    const firstView = createFirstView({ rootDir: root, execute, timeoutMs: 50 })
    assert.equal(await firstView('/none/', 'en'), null)
    const before = renders()
    assert.equal(await firstView('/slow/page/', 'en'), null)
    // out of time is not remembered: the next visitor's page is tried again
    assert.equal(await firstView('/slow/page/', 'en'), null)
    assert.equal(renders() - before, 2)
  })

  test('is not drawn for a module the registry loads from another host', async () => {
    const registryFile = path.join(root, 'registry.json')
    writeFileSync(
      registryFile,
      JSON.stringify({ 'mfe-discovery': 'https://cdn.example.test/discovery/mf-manifest.json' }),
    )
    const firstView = createFirstView({ rootDir: root, registryFile, execute, timeoutMs: 5_000 })
    const before = renders()
    assert.equal(await firstView('/london/', 'en'), null)
    assert.equal(renders(), before)
  })

  test('is never drawn when turned off (no time allowed), and asks the graph nothing', async () => {
    const firstView = createFirstView({ rootDir: root, execute, timeoutMs: 0 })
    const before = { renders: renders(), asked: asked.length }
    assert.equal(await firstView('/london/', 'en'), null)
    assert.deepEqual({ renders: renders(), asked: asked.length }, before)
  })
})

describe("the discovery module's built server entry", () => {
  const file = path.join(fileURLToPath(new URL('../../..', import.meta.url)), 'mfe-discovery', SERVER_ENTRY)
  const LONDON = {
    __typename: 'City',
    id: 1,
    nameEn: 'London',
    nameZh: '伦敦',
    url: '/london/',
    slug: 'london',
  }

  test('draws an English and a Chinese page side by side, each in its own language', async () => {
    assert.ok(existsSync(file), `${file} is built (npm run build in mfe-discovery)`)
    const entry = (await import(pathToFileURL(file).href)) as {
      renderFirstView(request: {
        url: string
        locale: 'en' | 'zh'
        execute: (query: string, variables: Record<string, unknown>) => Promise<{ data?: unknown }>
        signal?: AbortSignal
      }): Promise<{ page: string; html: string; texts?: Record<string, string> } | null>
    }
    // each render's query is answered only once both renders have asked: two renders taking turns
    // would never both ask, and the signal gives them up
    let asking = 0
    let release = () => {}
    const bothAsked = new Promise<void>((resolve) => {
      release = resolve
    })
    const executeIn = (locale: 'en' | 'zh') => async (query: string) => {
      if (!query.includes('DiscoveryCities')) return { data: null, errors: [{ message: 'not in this test' }] }
      asking += 1
      if (asking === 2) release()
      await bothAsked
      return { data: { cities: [{ ...LONDON, name: locale === 'zh' ? '伦敦' : 'London' }] } }
    }
    const signal = AbortSignal.timeout(15_000)
    const url = '/london/calendar/?month=2026-11'
    const [en, zh] = await Promise.all([
      entry.renderFirstView({ url, locale: 'en', execute: executeIn('en'), signal }),
      entry.renderFirstView({ url, locale: 'zh', execute: executeIn('zh'), signal }),
    ])
    assert.equal(signal.aborted, false, 'both renders asked for their data before either was answered')
    assert.match(en?.html ?? '', /<h1 id="sr-calendar-title"[^>]*>November 2026<\/h1>/)
    assert.match(en?.html ?? '', /Every fashion event in London, day by day/)
    assert.match(zh?.html ?? '', /<h1 id="sr-calendar-title"[^>]*>2026年11月<\/h1>/)
    assert.match(zh?.html ?? '', /伦敦的所有时装活动，逐日一览/)
    // the month and weekday names it formatted travel with each view, for the browser to take
    assert.equal(en?.texts?.['month|en-GB|2026-11'], 'November 2026')
    assert.equal(zh?.texts?.['month|zh-CN|2026-11'], '2026年11月')
    assert.ok(
      Object.keys(zh?.texts ?? {}).some((key) => key.startsWith('weekday|zh-CN|')),
      'the weekday names are kept too',
    )
  })
})
