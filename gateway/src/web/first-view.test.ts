import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
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
  return { page: 'city-home', html: '<h1>' + locale + ' ' + url + '</h1>', cache: { ROOT_QUERY: data } }
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

  test('is drawn with the module, its styles and its data, and kept a moment per language and page', async () => {
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
    })
    assert.deepEqual(await firstView('/london/', 'en'), view)
    assert.equal(renders() - before, 1)
    assert.equal((await firstView('/london/', 'zh'))?.html, '<h1>zh /london/</h1>')
    assert.equal(renders() - before, 2)
    now += 101
    await firstView('/london/', 'en')
    assert.equal(renders() - before, 3)
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
