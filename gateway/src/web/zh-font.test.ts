import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { MAX_PAGE_SLICES, pageSlices, zhFontTags } from './zh-font.ts'

const font = {
  stylesheet: '/assets/208.0123456789.css',
  preload: ['/assets/fonts/common.woff2'],
  slices: [
    // 伦 U+4F26, 敦 U+6566
    { url: '/assets/fonts/a.woff2', ranges: [[0x4f26, 0x4f26]] as [number, number][] },
    { url: '/assets/fonts/b.woff2', ranges: [[0x6500, 0x65ff]] as [number, number][] },
    { url: '/assets/fonts/c.woff2', ranges: [[0x9999, 0x9999]] as [number, number][] },
    // full-width punctuation
    { url: '/assets/fonts/d.woff2', ranges: [[0xff01, 0xff0c]] as [number, number][] },
  ],
}

describe("a Chinese page's font preloads", () => {
  test('are the slices holding the characters of its HTML, those holding the most first', () => {
    // b holds 敦, 斯 and 施; a holds 伦; d holds the comma; nothing holds 本
    assert.deepEqual(pageSlices(font, '<h1>伦敦</h1><p>斯施，本</p>'), [
      '/assets/fonts/b.woff2',
      '/assets/fonts/a.woff2',
      '/assets/fonts/d.woff2',
    ])
  })

  test('are the common slices for a page with no Chinese of its own', () => {
    assert.deepEqual(pageSlices(font, '<main id="sr-main"></main>'), font.preload)
    assert.deepEqual(pageSlices(font, '<p>龘</p>'), font.preload)
  })

  test('stop at a bound however much the page holds', () => {
    const many = {
      ...font,
      slices: Array.from({ length: 100 }, (_, i) => ({
        url: `/assets/fonts/s${i}.woff2`,
        ranges: [[0x4e00 + i, 0x4e00 + i]] as [number, number][],
      })),
    }
    const text = Array.from({ length: 100 }, (_, i) => String.fromCodePoint(0x4e00 + i)).join('')
    assert.equal(pageSlices(many, text).length, MAX_PAGE_SLICES)
  })

  test('come as preload links before the stylesheet', () => {
    const tags = zhFontTags(font, '伦')
    assert.match(
      tags,
      /^<link rel="preload" href="\/assets\/fonts\/a\.woff2" as="font" type="font\/woff2" crossorigin="anonymous" \/>/,
    )
    assert.match(tags, /<link rel="stylesheet" href="\/assets\/208\.0123456789\.css" \/>$/)
  })
})
