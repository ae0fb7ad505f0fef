import assert from 'node:assert/strict'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import cookie from '@fastify/cookie'
import Fastify, { type FastifyInstance } from 'fastify'
import type { FirstView } from './first-view.ts'
import { webPlugin } from './web.plugin.ts'
import { drawnText } from './zh-font.ts'
import {
  type CutFont,
  faceKey,
  MAX_CUT_CHARS,
  MAX_PAGE_CUTS,
  MAX_CUTS,
  MAX_SLICES_CUT_ON_REQUEST_PER_MINUTE,
  MAX_PENDING_CUTS,
  PAGE_FACE_FAMILY,
  PageFaces,
  pageFaceTags,
  partOf,
  planPageFace,
  workerCutter,
} from './zh-page-face.ts'

// 伦 U+4F26, 敦 U+6566, 施 U+65BD
const slices = [
  { url: '/assets/fonts/a.aaaaaaaaaa.woff2', ranges: [[0x4f00, 0x4fff]] as [number, number][] },
  { url: '/assets/fonts/b.bbbbbbbbbb.woff2', ranges: [[0x6500, 0x65ff]] as [number, number][] },
]
const face = `noto-sans-sc-400.${faceKey(slices)}`

describe("a page's own cut of the Chinese face", () => {
  test('holds the text a browser draws: not the head, scripts or styles, but field placeholders', () => {
    const html =
      '<html><head><title>头</title></head><body><p>伦</p><script type="application/json">{"x":"敦"}</script>' +
      '<style>.x{content:"施"}</style><input placeholder="搜索" /></body></html>'
    const text = drawnText(html)
    assert.match(text, /伦/)
    assert.match(text, /搜索/)
    assert.doesNotMatch(text, /[头敦施]/)
  })

  test('holds all the characters in one cut, once each, in code point order, by the slice holding each', () => {
    const parts = planPageFace(slices, '<p>敦伦施敦本</p>')
    assert.equal(parts.length, 1)
    assert.deepEqual(parts[0]?.pieces, [
      { slice: '/assets/fonts/a.aaaaaaaaaa.woff2', chars: '伦' },
      { slice: '/assets/fonts/b.bbbbbbbbbb.woff2', chars: '敦施' },
    ])
    // the address names the face and the characters: the same characters give the same file
    assert.equal(parts[0]?.id, `${face}-4f26.6566.65bd`)
    assert.equal(planPageFace(slices, '<p>施伦敦</p>')[0]?.id, parts[0]?.id)
    assert.deepEqual(planPageFace(slices, '<p>Events in London</p>'), [])
  })

  test('names the build of the face it is cut from', () => {
    const rebuilt = [{ ...slices[0], url: '/assets/fonts/a.cccccccccc.woff2' }, slices[1]] as typeof slices
    assert.notEqual(planPageFace(rebuilt, '<p>伦</p>')[0]?.id, planPageFace(slices, '<p>伦</p>')[0]?.id)
    assert.equal(partOf(rebuilt, planPageFace(slices, '<p>伦</p>')[0]?.id ?? ''), null)
  })

  test('splits a page with many characters into a few cuts, and leaves one with more to the whole face', () => {
    const wide = [
      { url: '/assets/fonts/w.wwwwwwwwww.woff2', ranges: [[0x4e00, 0x9fff]] as [number, number][] },
    ]
    const text = (count: number) =>
      Array.from({ length: count }, (_, i) => String.fromCodePoint(0x4e00 + i)).join('')
    assert.equal(planPageFace(wide, `<p>${text(MAX_CUT_CHARS)}</p>`).length, 1)
    const split = planPageFace(wide, `<p>${text(MAX_CUT_CHARS + 1)}</p>`)
    assert.deepEqual(
      split.map((part) => [...part.chars].length),
      [MAX_CUT_CHARS, 1],
    )
    assert.equal(planPageFace(wide, `<p>${text(MAX_CUT_CHARS * MAX_PAGE_CUTS)}</p>`).length, MAX_PAGE_CUTS)
    assert.deepEqual(planPageFace(wide, `<p>${text(MAX_CUT_CHARS * MAX_PAGE_CUTS + 1)}</p>`), [])
  })

  test('reads back from an address only a cut of this face, characters it holds once and in order', () => {
    assert.deepEqual(partOf(slices, `${face}-4f26.6566.65bd`), planPageFace(slices, '<p>伦敦施</p>')[0])
    for (const id of [
      'noto-sans-sc-400.0123456789-6566', // another build of the face
      `other-face.${faceKey(slices)}-6566`, // another face
      `${face}-4e00`, // a character no slice holds
      `${face}-65bd.6566`, // out of order
      `${face}-6566.6566`, // twice
      `${face}-`, // nothing
      '../index-6566', // not an address
      `${face}-${Array.from({ length: MAX_CUT_CHARS + 1 }, (_, i) => (0x4f00 + i).toString(16)).join('.')}`,
    ])
      assert.equal(partOf(slices, id), null, id)
  })

  test('is declared as a family of its own for exactly its characters, its file preloaded', () => {
    const tags = pageFaceTags(planPageFace(slices, '<p>伦敦</p>'))
    assert.equal(
      tags.match(
        /<link rel="preload" href="\/assets\/page-fonts\/[a-z0-9.-]+\.woff2" as="font" type="font\/woff2" crossorigin="anonymous" \/>/g,
      )?.length,
      1,
    )
    assert.match(tags, new RegExp(`font-family:"${PAGE_FACE_FAMILY}"`))
    assert.match(tags, /unicode-range:U\+4f26,U\+6566}/)
  })
})

describe('the cuts made so far', () => {
  const fakeCut = () => {
    const asked: string[] = []
    const cut: CutFont = async (pieces) => {
      asked.push(pieces.map((piece) => `${path.basename(piece.file)} ${piece.chars}`).join(', '))
      const chars = pieces.map((piece) => piece.chars).join('')
      if (chars.includes('伤')) throw new Error('not a font')
      return new TextEncoder().encode(chars)
    }
    return { asked, cut }
  }

  test('answer nothing until all of a page is cut, then its tags and files', async () => {
    const { asked, cut } = fakeCut()
    const faces = new PageFaces('/dist', cut)
    assert.equal(faces.tags(slices, '<p>伦敦</p>'), null)
    // asked again while the cut is made: not cut twice
    assert.equal(faces.tags(slices, '<p>伦敦</p>'), null)
    await faces.settled()
    assert.deepEqual(asked, ['a.aaaaaaaaaa.woff2 伦, b.bbbbbbbbbb.woff2 敦'])
    const tags = faces.tags(slices, '<p>伦敦</p>')
    assert.ok(tags)
    const id = /page-fonts\/([a-z0-9.-]+)\.woff2/.exec(tags)?.[1] ?? ''
    assert.equal(new TextDecoder().decode(faces.file(id)), '伦敦')
    assert.equal(faces.file(`${face}-4f01`), undefined)
  })

  test('make a cut another gateway put in a page when asked for it, and nothing an address does not name', async () => {
    const { asked, cut } = fakeCut()
    const faces = new PageFaces('/dist', cut)
    const data = await faces.serve(slices, `${face}-4f26.6566.65bd`)
    assert.equal(new TextDecoder().decode(data), '伦敦施')
    assert.deepEqual(asked, ['a.aaaaaaaaaa.woff2 伦, b.bbbbbbbbbb.woff2 敦施'])
    // kept: not cut again
    await faces.serve(slices, `${face}-4f26.6566.65bd`)
    assert.equal(asked.length, 1)
    assert.equal(await faces.serve(slices, `${face}-4e00`), undefined)
    assert.equal(asked.length, 1)
  })

  test('cut at most a bounded number of slices a minute for addresses they did not put in a page', async () => {
    const { asked, cut } = fakeCut()
    let now = 0
    const faces = new PageFaces(
      '/dist',
      cut,
      () => {},
      MAX_CUTS,
      () => now,
    )
    // a slice per 16 characters: an address of two characters 16 apart needs two slices
    const narrow = Array.from({ length: 0x5200 / 16 }, (_, i) => ({
      url: `/assets/fonts/n${i}.nnnnnnnnnn.woff2`,
      ranges: [[0x4e00 + i * 16, 0x4e00 + i * 16 + 15]] as [number, number][],
    }))
    const address = (i: number) =>
      `noto-sans-sc-400.${faceKey(narrow)}-${(0x4e00 + i * 32).toString(16)}.${(0x4e00 + i * 32 + 16).toString(16)}`
    const budget = MAX_SLICES_CUT_ON_REQUEST_PER_MINUTE / 2
    for (let i = 0; i < budget; i++) assert.ok(await faces.serve(narrow, address(i)))
    assert.equal(await faces.serve(narrow, address(budget)), undefined)
    // one already made is still answered
    assert.ok(await faces.serve(narrow, address(0)))
    assert.equal(asked.length, budget)
    now += 60_000
    assert.ok(await faces.serve(narrow, address(budget)))
  })

  test('refuse to queue more than a bounded number of cuts at once', async () => {
    const waiting: (() => void)[] = []
    const slow: CutFont = (pieces) =>
      new Promise((resolve) => waiting.push(() => resolve(new TextEncoder().encode(pieces[0]?.chars))))
    const faces = new PageFaces('/dist', slow)
    const one = slices.slice(0, 1)
    const address = (code: number) => `noto-sans-sc-400.${faceKey(one)}-${code.toString(16)}`
    const pending = Array.from({ length: MAX_PENDING_CUTS }, (_, i) => faces.serve(one, address(0x4f00 + i)))
    assert.equal(await faces.serve(one, address(0x4fff)), undefined)
    for (const release of waiting) release()
    assert.equal((await Promise.all(pending)).filter(Boolean).length, MAX_PENDING_CUTS)
  })

  test('are not tried again when a cut fails, and the page keeps the whole face', async () => {
    const { asked, cut } = fakeCut()
    const errors: Error[] = []
    const faces = new PageFaces('/dist', cut, (error) => errors.push(error))
    assert.equal(faces.tags(slices, '<p>伦伤</p>'), null)
    await faces.settled()
    assert.equal(faces.tags(slices, '<p>伦伤</p>'), null)
    await faces.settled()
    assert.equal(asked.filter((line) => line.includes('伤')).length, 1)
    assert.equal(errors.length, 1)
  })

  test('keep the most recently used up to their bound', async () => {
    const { cut } = fakeCut()
    const faces = new PageFaces('/dist', cut, () => {}, 2)
    const one = slices.slice(0, 1)
    faces.tags(one, '<p>伦</p>')
    faces.tags(one, '<p>伫</p>')
    await faces.settled()
    assert.ok(faces.tags(one, '<p>伦</p>'))
    faces.tags(one, '<p>伩</p>')
    await faces.settled()
    assert.ok(faces.tags(one, '<p>伦</p>'), 'the one used last stays')
    assert.equal(faces.tags(one, '<p>伫</p>'), null, 'the one used least recently went')
  })
})

// the real face: a slice of Noto Sans SC from @fontsource, cut by the worker, served by the gateway
describe('a Chinese page drawn on the server', () => {
  const require = createRequire(import.meta.url)
  const fontsource = path.dirname(
    require.resolve('@fontsource/noto-sans-sc/package.json', { paths: [path.resolve('shell')] }),
  )
  // the slice holding the commonest characters (的 U+7684, 一 U+4E00, 中 U+4E2D)
  const sliceFile = 'noto-sans-sc-119-400-normal.woff2'
  const sliceUrl = '/assets/fonts/noto-sans-sc-119-400-normal.0123456789.woff2'
  let root: string
  let app: FastifyInstance
  const view: FirstView = {
    module: 'mfe-discovery',
    application: 'pages',
    html: '<h1>中一的</h1>',
    css: '',
    cache: {},
    texts: {},
  }

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'showroom-face-'))
    mkdirSync(path.join(root, 'shell/dist/assets/fonts'), { recursive: true })
    writeFileSync(
      path.join(root, 'shell/dist/index.html'),
      '<!doctype html><html lang="en"><head><title>Showroom</title></head><body><main id="sr-main"></main></body></html>',
    )
    copyFileSync(path.join(fontsource, 'files', sliceFile), path.join(root, 'shell/dist', sliceUrl))
    writeFileSync(
      path.join(root, 'shell/dist/assets/208.0123456789.css'),
      `@font-face{font-family:Noto Sans SC;src:url(${sliceUrl}) format("woff2");unicode-range:U+4e00,U+4e2d,U+7684}`,
    )
    app = Fastify()
    await app.register(cookie)
    await app.register(webPlugin, { rootDir: root, firstView: async () => view })
    await app.ready()
  })
  after(async () => {
    await app.close()
    rmSync(root, { recursive: true, force: true })
  })

  const page = () => app.inject({ url: '/london/', headers: { accept: 'text/html', cookie: 'locale=zh' } })

  test('gets the whole face first, then its own cut once made, which the gateway serves', async () => {
    const first = await page()
    assert.match(first.body, /<link rel="stylesheet" href="\/assets\/208\.0123456789\.css" \/>/)
    let cut = first.body
    for (let tries = 0; tries < 200 && !cut.includes('data-sr-page-face'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      cut = (await page()).body
    }
    assert.match(
      cut,
      /<style data-sr-page-face>@font-face\{font-family:"Noto Sans SC Page";[^}]*unicode-range:U\+4e00,U\+4e2d,U\+7684\}<\/style>/,
    )
    assert.equal(cut.match(/<link rel="preload" href="\/assets\/page-fonts\//g)?.length, 1)
    // the whole face is declared by the shell later, not from the head
    assert.doesNotMatch(cut, /<link rel="stylesheet" href="\/assets\/208/)
    const href = /<link rel="preload" href="(\/assets\/page-fonts\/[a-z0-9.-]+\.woff2)"/.exec(cut)?.[1] ?? ''
    const file = await app.inject({ url: href })
    assert.equal(file.statusCode, 200)
    assert.equal(file.headers['content-type'], 'font/woff2')
    assert.equal(file.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(file.rawPayload.subarray(0, 4).toString('latin1'), 'wOF2')
    const whole = statSync(path.join(root, 'shell/dist', sliceUrl)).size
    assert.ok(file.rawPayload.length * 4 < whole, `${file.rawPayload.length} bytes of ${whole}`)
  })

  test('answers 404 for a cut it does not hold or a name that is not one', async () => {
    for (const url of [
      '/assets/page-fonts/0123456789abcdef0123.woff2',
      '/assets/page-fonts/..%2Findex.html',
    ]) {
      assert.equal((await app.inject({ url })).statusCode, 404, url)
    }
  })

  test('an English page without Chinese gets no cut and no face', async () => {
    const english = { ...view, html: '<h1>London</h1>' }
    const local = Fastify()
    await local.register(cookie)
    await local.register(webPlugin, { rootDir: root, firstView: async () => english })
    const response = await local.inject({
      url: '/london/',
      headers: { accept: 'text/html', cookie: 'locale=en' },
    })
    await local.close()
    assert.doesNotMatch(response.body, /page-fonts|208\.0123456789/)
  })
})

test('the worker cuts real slices to the characters asked, in one file', async () => {
  const require = createRequire(import.meta.url)
  const fontsource = path.dirname(
    require.resolve('@fontsource/noto-sans-sc/package.json', { paths: [path.resolve('shell')] }),
  )
  const file = (slice: number) => path.join(fontsource, 'files', `noto-sans-sc-${slice}-400-normal.woff2`)
  const cutter = workerCutter()
  try {
    const data = await cutter.cut([
      { file: file(119), chars: '中' },
      { file: file(113), chars: '伦' },
    ])
    assert.equal(Buffer.from(data).subarray(0, 4).toString('latin1'), 'wOF2')
    await assert.rejects(cutter.cut([{ file: '/nonexistent.woff2', chars: '中' }]))
  } finally {
    await cutter.close()
  }
})
