import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import Fastify from 'fastify'
import { modulePreloadTags } from './module-preload.ts'
import { defaultRegistry } from './registry.ts'
import { webPlugin } from './web.plugin.ts'

function manifest(chunks: string[]): string {
  return JSON.stringify({
    id: 'mfe_discovery',
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
    exposes: [
      {
        name: 'app',
        assets: { js: { sync: chunks, async: ['9.later0000.js'] }, css: { sync: [], async: [] } },
      },
      { name: 'other', assets: { js: { sync: ['7.other00000.js'], async: [] } } },
    ],
  })
}

describe('the preload tags of the module that draws a page', () => {
  let root: string
  const manifestFile = () => path.join(root, 'mfe-discovery', 'dist', 'mf-manifest.json')

  before(() => {
    root = mkdtempSync(path.join(tmpdir(), 'showroom-preload-'))
    mkdirSync(path.dirname(manifestFile()), { recursive: true })
    writeFileSync(manifestFile(), manifest(['499.84fba676a2.js', '__federation_expose_app.9d488ecce1.js']))
  })
  after(() => rmSync(root, { recursive: true, force: true }))

  test("names the page's module manifest, its remote entry and the chunks its page starts with", async () => {
    const tags = await modulePreloadTags(root, defaultRegistry(), '/london/')
    assert.deepEqual(
      tags.split('\n').map((t) => t.trim()),
      [
        '<link rel="preload" href="/mfe/discovery/mf-manifest.json" as="fetch" crossorigin="anonymous" />',
        '<link rel="preload" href="/mfe/discovery/remoteEntry.js" as="script" />',
        '<link rel="preload" href="/mfe/discovery/499.84fba676a2.js" as="script" />',
        '<link rel="preload" href="/mfe/discovery/__federation_expose_app.9d488ecce1.js" as="script" />',
      ],
    )
    // the event page is drawn by the same module; chunks loaded later and other exposes are not named
    const event = await modulePreloadTags(root, defaultRegistry(), '/london/event/spring-sale/?x=1')
    assert.equal(event, tags)
    assert.doesNotMatch(tags, /later0000|other00000/)
  })

  test('reads the manifest again when a new build replaces it', async () => {
    writeFileSync(manifestFile(), manifest(['1.aaaaaaaaaa.js']))
    const later = new Date(Date.now() + 5_000)
    utimesSync(manifestFile(), later, later)
    const tags = await modulePreloadTags(root, defaultRegistry(), '/brand/atelier-nord/')
    assert.match(tags, /\/mfe\/discovery\/1\.aaaaaaaaaa\.js/)
    assert.doesNotMatch(tags, /499\.84fba676a2/)
  })

  test('names nothing for shell pages, unknown paths, modules not built or served from another host', async () => {
    assert.equal(await modulePreloadTags(root, defaultRegistry(), '/signup/'), '')
    assert.equal(await modulePreloadTags(root, defaultRegistry(), '/no/such/page/here/'), '')
    // mfe-feed draws /user/ava but has no build in this root
    assert.equal(await modulePreloadTags(root, defaultRegistry(), '/user/ava'), '')
    const remote = {
      ...defaultRegistry(),
      'mfe-discovery': 'https://cdn.example.com/discovery/mf-manifest.json',
    }
    assert.equal(await modulePreloadTags(root, remote, '/london/'), '')
    const { 'mfe-discovery': _, ...without } = defaultRegistry()
    assert.equal(await modulePreloadTags(root, without, '/london/'), '')
  })

  test('names no file a manifest gives with an unsafe name, and nothing for a broken manifest', async () => {
    const odd = path.join(root, 'mfe-chat', 'dist', 'mf-manifest.json')
    mkdirSync(path.dirname(odd), { recursive: true })
    writeFileSync(odd, manifest(['"><script>alert(1)</script>.js', '../../secret.js', '12.abcdefabcd.js']))
    const tags = await modulePreloadTags(root, defaultRegistry(), '/c/12/')
    assert.match(tags, /\/mfe\/chat\/12\.abcdefabcd\.js/)
    assert.doesNotMatch(tags, /script>alert|secret/)
    writeFileSync(odd, '{ not json')
    const later = new Date(Date.now() + 10_000)
    utimesSync(odd, later, later)
    assert.equal(await modulePreloadTags(root, defaultRegistry(), '/c/12/'), '')
  })

  test("a page's HTML names its module's files in the head; a shell page's names none", async () => {
    mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true })
    writeFileSync(
      path.join(root, 'shell', 'dist', 'index.html'),
      '<!doctype html><html lang="en"><head><title>Showroom</title></head><body></body></html>',
    )
    const app = Fastify()
    await app.register(webPlugin, { rootDir: root, modulePreload: true })
    try {
      const home = await app.inject({ url: '/london/', headers: { accept: 'text/html' } })
      assert.equal(home.statusCode, 200)
      const head = home.body.slice(0, home.body.indexOf('</head>'))
      assert.match(
        head,
        /<link rel="preload" href="\/mfe\/discovery\/mf-manifest.json" as="fetch" crossorigin="anonymous" \/>/,
      )
      assert.match(head, /<link rel="preload" href="\/mfe\/discovery\/remoteEntry.js" as="script" \/>/)
      const signup = await app.inject({ url: '/signup/', headers: { accept: 'text/html' } })
      assert.equal(signup.statusCode, 200)
      assert.doesNotMatch(signup.body, /rel="preload"/)
    } finally {
      await app.close()
    }
  })
})
