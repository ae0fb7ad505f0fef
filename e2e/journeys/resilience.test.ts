import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, test } from 'node:test'
import { distOf } from '../support/paths.ts'
import { buildModule, serveDir } from '../support/rebuild.ts'
import { mountedModules, openHome } from '../support/shell-page.ts'
import { defaultRegistry } from '../support/site.ts'
import { useSite } from '../support/suite.ts'

// nothing listens on port 9 (discard): the browser's request is refused at once
const DEAD_MANIFEST = 'http://127.0.0.1:9/mfe/discovery/mf-manifest.json'

describe('a site made of independently deployed modules', () => {
  // as the site ships: the first view drawn and the page's module preloaded
  const suite = useSite({ env: { FIRST_VIEW_TIMEOUT_MS: '3000' } })
  const { journey } = suite

  test('the registry follows its file on the next request, without a restart', async () => {
    suite.site.setRegistry({
      ...defaultRegistry(),
      'mfe-chat': 'https://cdn.example/chat/v2/mf-manifest.json',
    })
    const changed = await fetch(new URL('/mfe/registry.json', suite.site.url))
    assert.equal(changed.headers.get('cache-control'), 'no-cache')
    assert.equal((await changed.json())['mfe-chat'], 'https://cdn.example/chat/v2/mf-manifest.json')
    suite.site.setRegistry(defaultRegistry())
    const restored = await fetch(new URL('/mfe/registry.json', suite.site.url))
    assert.equal((await restored.json())['mfe-chat'], '/mfe/chat/mf-manifest.json')
  })

  test('hashed files are cached for a year, manifests and the page are revalidated', async () => {
    const html = await fetch(suite.site.url, { headers: { accept: 'text/html' } })
    assert.equal(html.headers.get('cache-control'), 'no-cache')
    // the entry is preloaded from the <head> and started after the first paint (ADR 43)
    const script = /href="(\/assets\/main\.[0-9a-f]+\.js)"[^>]*data-sr-start/.exec(await html.text())?.[1]
    assert.ok(script, 'the page links its hashed entry script')
    const asset = await fetch(new URL(script, suite.site.url), { headers: { 'accept-encoding': 'gzip' } })
    assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable')
    const manifest = await fetch(new URL('/mfe/discovery/mf-manifest.json', suite.site.url))
    assert.equal(manifest.headers.get('cache-control'), 'no-cache')
    const entry = await fetch(new URL('/mfe/discovery/remoteEntry.js', suite.site.url))
    assert.equal(entry.headers.get('cache-control'), 'no-cache')
  })

  test('a module at a dead URL shows its fallback and the rest of the page keeps working', () =>
    journey(async ({ page, allow }) => {
      suite.site.setRegistry({ ...defaultRegistry(), 'mfe-discovery': DEAD_MANIFEST })
      // the refused request is the point of this journey; Chromium logs it as a console error
      allow(/ERR_CONNECTION_REFUSED|Failed to load resource/)
      try {
        await page.goto(suite.site.url)
        await page.getByTestId('module-fallback').waitFor()
        assert.match(
          (await page.locator('#sr-main').textContent()) ?? '',
          /This part of the page could not be loaded/,
        )
        // a visitor's page mounts no other module until something asks for one
        assert.deepEqual(await mountedModules(page), [])
        // the chrome still works around the hole
        await page.getByRole('button', { name: 'Menu', exact: true }).click()
        await page.getByRole('dialog', { name: 'Menu' }).waitFor()
        await page.keyboard.press('Escape')
        // and the other modules' routes still load
        await page.getByRole('contentinfo').getByRole('link', { name: 'London' }).waitFor()
      } finally {
        suite.site.setRegistry(defaultRegistry())
      }
    }))

  test('with no module at all, the chrome still works and loads React only for its overlays', () =>
    journey(async ({ page }) => {
      suite.site.setRegistry({})
      try {
        const scripts: string[] = []
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
        })
        await page.goto(suite.site.url)
        await page.getByRole('contentinfo').getByRole('link', { name: 'Hong Kong' }).waitFor()
        await page.waitForLoadState('networkidle')
        assert.equal(
          await page.evaluate(() => '__SHOWROOM_DEBUG__' in window),
          false,
          'no React has rendered',
        )
        const before = scripts.length
        // the first overlay brings the React layer in, and the rest of the chrome keeps working
        await page.getByRole('button', { name: 'Menu', exact: true }).click()
        await page.getByRole('dialog', { name: 'Menu' }).waitFor()
        assert.ok(scripts.length > before, 'the overlay layer loaded on demand')
        await page.keyboard.press('Escape')
        await page.getByTestId('profile-button').click()
        await page.getByRole('dialog').waitFor()
        await page.keyboard.press('Escape')
        // the language switch reaches the header and the cities the footer lists
        await page.getByRole('button', { name: '中文' }).click()
        await page.getByRole('button', { name: '搜索', exact: true }).waitFor()
        await page.getByRole('contentinfo').getByRole('link', { name: '香港' }).waitFor()
        await page.getByRole('button', { name: 'English' }).click()
      } finally {
        suite.site.setRegistry(defaultRegistry())
      }
    }))

  test('a module that failed to load is tried again on the next navigation', () =>
    journey(async ({ page, allow }) => {
      allow(/ERR_FAILED|Failed to load resource/)
      // the module's server is down for the first page load only
      await page.route('**/mfe/discovery/**', (route) => route.abort())
      await page.goto(suite.site.url)
      await page.getByTestId('module-fallback').waitFor()
      // the page preloaded the module's files: Chromium can answer the next request for a preload
      // that failed with its failure, which the retry must get past
      const preloads = await page.locator('link[rel="preload"][href^="/mfe/discovery/"]').count()
      assert.ok(preloads >= 3, `the manifest, remote entry and start chunks were preloaded (${preloads})`)
      // whether Chromium still holds those failures depends on how the page was parsed; a preload the
      // page adds itself is held for sure, so the retry meets a replayed failure on every run
      await page.evaluate(() =>
        Promise.all(
          [
            ...document.querySelectorAll<HTMLLinkElement>(
              'link[rel="preload"][as="script"][href^="/mfe/discovery/"]',
            ),
          ].map(
            ({ href }) =>
              new Promise((settled) => {
                const link = Object.assign(document.createElement('link'), {
                  rel: 'preload',
                  as: 'script',
                  href,
                })
                link.onload = link.onerror = settled
                document.head.append(link)
              }),
          ),
        ),
      )
      await page.unroute('**/mfe/discovery/**')
      await page.getByRole('contentinfo').getByRole('link', { name: 'New York' }).click()
      await page.waitForFunction(
        () => document.querySelector('#sr-discovery-city-name')?.textContent === 'New York',
      )
      assert.equal(await page.getByTestId('module-fallback').count(), 0)
    }))

  test('a redeployed module shows on the next page load while the shell stays the same', () =>
    journey(async ({ page }) => {
      const shellHtml = () => readFileSync(path.join(distOf('shell'), 'index.html'), 'utf8')
      const shellAssets = async () =>
        page.evaluate(() =>
          [...document.querySelectorAll('script[src^="/assets/"], link[rel="stylesheet"][href^="/assets/"]')]
            .map((e) => e.getAttribute('src') ?? e.getAttribute('href'))
            .sort(),
        )
      await openHome(page, suite.site.url)
      const before = { html: shellHtml(), assets: await shellAssets() }
      assert.equal(await page.locator('.sr-discovery-home__build').count(), 0)

      // the module team's release goes to its own host; the registry is all the site changes
      const release = mkdtempSync(path.join(tmpdir(), 'showroom-discovery-release-'))
      const label = `redeploy-${Date.now()}`
      await buildModule('mfe-discovery', { SHOWROOM_BUILD_LABEL: label }, release)
      const host = await serveDir(release)
      try {
        suite.site.setRegistry({ ...defaultRegistry(), 'mfe-discovery': `${host.url}/mf-manifest.json` })
        await openHome(page, suite.site.url)
        await page.getByText(`Build ${label}`).waitFor()
        assert.equal(await page.locator('[data-mfe="mfe-discovery"]').getAttribute('data-build'), label)
        assert.equal(shellHtml(), before.html, 'the shell was not rebuilt')
        assert.deepEqual(await shellAssets(), before.assets, 'the page loads the same shell files')
      } finally {
        suite.site.setRegistry(defaultRegistry())
        await host.close()
        rmSync(release, { recursive: true, force: true })
      }
    }))
})
