import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib'
import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import { defaultRegistry, parseRegistry } from './registry.ts'
import { webPlugin } from './web.plugin.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

function write(root: string, file: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), content)
}

describe('the web plugin', () => {
  let root: string
  let app: FastifyInstance
  const registryFile = () => path.join(root, 'registry.json')

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'showroom-web-'))
    write(
      root,
      'shell/dist/index.html',
      // longer than the 1 KB below which a page is sent uncompressed
      `<!doctype html><html lang="en"><head><title>Showroom</title><style>${'.a{color:red}'.repeat(100)}</style></head><body><main id="sr-main"></main></body></html>`,
    )
    write(root, 'shell/dist/assets/100.0123456789.css', ':root{--sr-font-zh:"Noto Sans SC",sans-serif}')
    // one slice with the commonest characters (的 U+7684, 一 U+4E00), one with rare ones
    write(
      root,
      'shell/dist/assets/208.0123456789.css',
      [
        '@font-face{font-family:Noto Sans SC;src:url(/assets/fonts/sc-1.aaaaaaaaaa.woff2) format("woff2");unicode-range:U+4e00,U+7684}',
        '@font-face{font-family:Noto Sans SC;src:url(/assets/fonts/sc-2.bbbbbbbbbb.woff2) format("woff2");unicode-range:U+9fa0-9fa5}',
      ].join(''),
    )
    write(root, 'shell/dist/assets/main.0123456789.js', `console.info(${JSON.stringify('x'.repeat(4000))})`)
    write(root, 'shell/dist/robots.txt', 'User-agent: *\n')
    write(root, 'mfe-chat/dist/remoteEntry.js', 'var mfe_chat = {}')
    write(root, 'mfe-chat/dist/mf-manifest.json', '{"id":"mfe_chat"}')
    write(root, 'mfe-chat/dist/123.abcdef0123.js', 'export {}')
    // a build's compressed copies beside a module's file (packages/mfe-build/src/precompress.plugin.ts)
    const chunk = `export const text = ${JSON.stringify('y'.repeat(4000))}`
    write(root, 'mfe-chat/dist/456.abcdef0123.js', chunk)
    writeFileSync(path.join(root, 'mfe-chat/dist/456.abcdef0123.js.br'), brotliCompressSync(chunk))
    writeFileSync(path.join(root, 'mfe-chat/dist/456.abcdef0123.js.gz'), gzipSync(chunk))
    app = Fastify()
    await app.register(cookie)
    app.post('/api/:name', async () => ({ ok: true }))
    await app.register(webPlugin, { rootDir: root, registryFile: registryFile() })
    await app.ready()
  })
  after(async () => {
    await app.close()
    rmSync(root, { recursive: true, force: true })
  })

  test('the registry falls back to the five modules when no file is configured', () => {
    assert.deepEqual(defaultRegistry(), {
      'mfe-chat': '/mfe/chat/mf-manifest.json',
      'mfe-comments': '/mfe/comments/mf-manifest.json',
      'mfe-feed': '/mfe/feed/mf-manifest.json',
      'mfe-commerce': '/mfe/commerce/mf-manifest.json',
      'mfe-discovery': '/mfe/discovery/mf-manifest.json',
    })
  })

  test('a deploy changes the registry file and the next request sees it, uncached', async () => {
    writeFileSync(registryFile(), JSON.stringify({ 'mfe-chat': '/mfe/chat/mf-manifest.json' }))
    const first = await app.inject({ url: '/mfe/registry.json' })
    assert.equal(first.statusCode, 200)
    assert.equal(first.headers['cache-control'], 'no-cache')
    assert.deepEqual(first.json(), { 'mfe-chat': '/mfe/chat/mf-manifest.json' })

    writeFileSync(
      registryFile(),
      JSON.stringify({ 'mfe-chat': 'https://cdn.example/chat/v2/mf-manifest.json' }),
    )
    const second = await app.inject({ url: '/mfe/registry.json' })
    assert.deepEqual(second.json(), { 'mfe-chat': 'https://cdn.example/chat/v2/mf-manifest.json' })
  })

  test('a broken registry file answers a 500 with a reason instead of a half registry', async () => {
    writeFileSync(registryFile(), '{"mfe-chat": 12}')
    const response = await app.inject({ url: '/mfe/registry.json' })
    assert.equal(response.statusCode, 500)
    assert.equal(response.json().code, 'WEB_ERR_REGISTRY_UNAVAILABLE')
    assert.throws(() => parseRegistry('[]'))
    assert.throws(() => parseRegistry('{"../x": "/a"}'))
  })

  test('module manifests and remote entries are revalidated, hashed chunks cached for a year', async () => {
    const manifest = await app.inject({ url: '/mfe/chat/mf-manifest.json' })
    assert.equal(manifest.statusCode, 200)
    assert.equal(manifest.headers['cache-control'], 'no-cache')
    const entry = await app.inject({ url: '/mfe/chat/remoteEntry.js' })
    assert.equal(entry.headers['cache-control'], 'no-cache')
    assert.match(String(entry.headers['content-type']), /javascript/)
    const chunk = await app.inject({ url: '/mfe/chat/123.abcdef0123.js' })
    assert.equal(chunk.headers['cache-control'], IMMUTABLE)
  })

  test('unknown modules and missing files are 404s, never the shell page', async () => {
    assert.equal((await app.inject({ url: '/mfe/nope/remoteEntry.js' })).statusCode, 404)
    assert.equal(
      (await app.inject({ url: '/mfe/chat/missing.js', headers: { accept: 'text/html' } })).statusCode,
      404,
    )
    assert.equal((await app.inject({ url: '/mfe/chat/../../registry.json' })).statusCode, 404)
    assert.equal(
      (await app.inject({ url: '/assets/missing.js', headers: { accept: 'text/html' } })).statusCode,
      404,
    )
    assert.equal(
      (await app.inject({ url: '/api/nothing', headers: { accept: 'text/html' } })).statusCode,
      404,
    )
  })

  test('the shell assets are cached for a year and sent gzipped', async () => {
    const response = await app.inject({
      url: '/assets/main.0123456789.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    assert.equal(response.statusCode, 200)
    assert.equal(response.headers['cache-control'], IMMUTABLE)
    assert.equal(response.headers['content-encoding'], 'gzip')
  })

  test('a file the build compressed is sent as the copy the browser accepts, never compressed again', async () => {
    const url = '/mfe/chat/456.abcdef0123.js'
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    assert.equal(br.statusCode, 200)
    assert.equal(br.headers['content-encoding'], 'br')
    assert.match(String(br.headers['content-type']), /javascript/)
    assert.match(String(br.headers.vary), /accept-encoding/i)
    assert.equal(br.headers['cache-control'], IMMUTABLE)
    assert.match(brotliDecompressSync(br.rawPayload).toString(), /^export const text = "y{4000}"$/)
    const gzip = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.equal(
      gzip.rawPayload.length,
      gzipSync(`export const text = ${JSON.stringify('y'.repeat(4000))}`).length,
    )
    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } })
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.equal(plain.body, `export const text = ${JSON.stringify('y'.repeat(4000))}`)
    // the copies are not pages or other files' names: a missing file stays missing in every encoding
    const missing = await app.inject({
      url: '/mfe/chat/789.abcdef0123.js',
      headers: { 'accept-encoding': 'br' },
    })
    assert.equal(missing.statusCode, 404)
  })

  test('a page is compressed with brotli for a browser that takes it, with gzip for one that does not', async () => {
    const page = (encoding: string) =>
      app.inject({ url: '/london/', headers: { accept: 'text/html', 'accept-encoding': encoding } })
    const br = await page('gzip, deflate, br, zstd')
    assert.equal(br.headers['content-encoding'], 'br')
    assert.match(brotliDecompressSync(br.rawPayload).toString(), /<main id="sr-main">/)
    assert.equal((await page('gzip')).headers['content-encoding'], 'gzip')
  })

  test('deep links get the shell page, revalidated on every load', async () => {
    for (const url of ['/', '/c/12/', '/user/ava', '/london/', '/my-orders/3/abc/']) {
      const response = await app.inject({ url, headers: { accept: 'text/html,application/xhtml+xml' } })
      assert.equal(response.statusCode, 200, url)
      assert.match(response.body, /<title>Showroom<\/title>/)
      assert.equal(response.headers['cache-control'], 'no-cache')
    }
  })

  test('a non-HTML request for an unknown path stays a 404, top-level shell files are served', async () => {
    assert.equal((await app.inject({ url: '/favicon.ico', headers: { accept: 'image/*' } })).statusCode, 404)
    const robots = await app.inject({ url: '/robots.txt' })
    assert.equal(robots.statusCode, 200)
    assert.equal(robots.headers['cache-control'], 'no-cache')
  })

  test('a link-preview fetcher asking for */* or for nothing in particular gets the page', async () => {
    for (const accept of ['*/*', undefined, 'text/*;q=0.9']) {
      const response = await app.inject({ url: '/brand/atelier-nord/', headers: accept ? { accept } : {} })
      assert.equal(response.statusCode, 200, String(accept))
      assert.match(String(response.headers['content-type']), /text\/html/)
      assert.match(response.body, /<main id="sr-main">/)
    }
  })

  test('an unknown path answers the shell page with a 404 status, so the shell draws its 404 page', async () => {
    for (const url of ['/foo/bar/baz/', '/london/nothing/here/', '/brand/']) {
      const response = await app.inject({ url, headers: { accept: '*/*' } })
      assert.equal(response.statusCode, 404, url)
      assert.match(String(response.headers['content-type']), /text\/html/)
      assert.match(response.body, /<main id="sr-main">/)
    }
  })

  test('pages of features not built yet are real routes and answer 200', async () => {
    for (const url of [
      '/london/social/?uai=12',
      '/flash/ava-trade-3/?utm_route=comment-products',
      '/pro-purchase/',
    ]) {
      assert.equal((await app.inject({ url, headers: { accept: 'text/html' } })).statusCode, 200, url)
    }
  })

  test('a request for a missing file stays a plain 404 whatever it accepts', async () => {
    for (const url of ['/foo/logo.png', '/london/app.js', '/favicon.ico']) {
      const response = await app.inject({ url, headers: { accept: '*/*' } })
      assert.equal(response.statusCode, 404, url)
      assert.doesNotMatch(response.body, /sr-main/)
    }
  })

  test('a Chinese visitor gets <html lang="zh-Hans"> and the Chinese face from the first response', async () => {
    for (const headers of [{ cookie: 'locale=zh' }, { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' }]) {
      const response = await app.inject({ url: '/hong-kong/', headers: { accept: 'text/html', ...headers } })
      assert.match(response.body, /<html lang="zh-Hans">/)
      assert.equal(response.headers['content-language'], 'zh-Hans')
      assert.match(response.body, /<link rel="stylesheet" href="\/assets\/208\.0123456789\.css" \/>/)
      assert.match(
        response.body,
        /<link rel="preload" href="\/assets\/fonts\/sc-1\.aaaaaaaaaa\.woff2" as="font" type="font\/woff2" crossorigin="anonymous" \/>/,
      )
      assert.doesNotMatch(response.body, /sc-2\.bbbbbbbbbb/)
    }
  })

  test('an English visitor keeps lang="en" and loads no Chinese face up front', async () => {
    const response = await app.inject({
      url: '/london/',
      headers: { accept: 'text/html', cookie: 'locale=en', 'accept-language': 'zh-CN' },
    })
    assert.match(response.body, /<html lang="en">/)
    assert.doesNotMatch(response.body, /208\.0123456789/)
  })

  test('the API keeps its routes', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/anything', payload: {} })
    assert.deepEqual(response.json(), { ok: true })
  })
})
