import { describe, expect, it } from '@jest/globals'
import { cjkOnly, formatUnicodeRange, intersectRanges, parseUnicodeRange } from './cjk-face.ts'

// rules as @fontsource writes them: a comment, then the face with its slice's unicode-range
const face = (slice: string, range: string | null) => `/* noto-sans-sc-[${slice}]-400-normal */
@font-face {
  font-family: 'Noto Sans SC';
  font-style: normal;
  font-display: swap;
  font-weight: 400;
  src: url(./files/noto-sans-sc-${slice}-400-normal.woff2) format('woff2');${range ? `\n  unicode-range: ${range};` : ''}
}
`

const rangesOf = (css: string) => [...css.matchAll(/unicode-range: ([^;]+);/g)].map((match) => match[1])

describe('the Chinese face kept to CJK', () => {
  it('reads and writes unicode ranges, wildcards included', () => {
    expect(parseUnicodeRange('U+0000-00FF, U+4e00,U+9F??')).toEqual([
      [0x0, 0xff],
      [0x4e00, 0x4e00],
      [0x9f00, 0x9fff],
    ])
    expect(
      formatUnicodeRange([
        [0x4e00, 0x4e00],
        [0x3000, 0x303f],
      ]),
    ).toBe('U+4e00,U+3000-303f')
  })

  it('keeps the CJK part of a range: ideographs, CJK punctuation, fullwidth forms', () => {
    expect(
      intersectRanges(parseUnicodeRange('U+20-7e,U+2026,U+3001-3002,U+4e00-4e10,U+ff0c,U+1f600')),
    ).toEqual([
      [0x3001, 0x3002],
      [0x4e00, 0x4e10],
      [0xff0c, 0xff0c],
    ])
  })

  it('drops the Latin, Cyrillic and emoji slices and trims mixed ones, leaving the rest as they were', () => {
    const css = [
      face('latin', 'U+0000-00FF,U+0131,U+2000-206F'),
      face('cyrillic', 'U+0301,U+0400-045F'),
      face('4', 'U+1f300,U+1f302-1f308'),
      face('5', 'U+2010-2027,U+ff01-ff0f,U+1f004'),
      face('118', 'U+4e00-4e2f,U+5e74'),
    ].join('\n')
    const kept = cjkOnly(css)
    expect(kept).not.toMatch(/latin|cyrillic|\[4\]/)
    expect(rangesOf(kept)).toEqual(['U+ff01-ff0f', 'U+4e00-4e2f,U+5e74'])
    expect(kept).toContain("src: url(./files/noto-sans-sc-118-400-normal.woff2) format('woff2');")
    expect(kept.match(/@font-face/g)).toHaveLength(2)
  })

  it("keeps each of @fontsource's rules to its WOFF2 source", () => {
    // as @fontsource/noto-sans-sc/400.css writes its slices: WOFF2 first, then a WOFF fallback
    const withWoff = (slice: string) =>
      face(slice, 'U+4e00-4e0f').replace(
        "format('woff2');",
        `format('woff2'), url(./files/noto-sans-sc-${slice}-400-normal.woff) format('woff');`,
      )
    const kept = cjkOnly(withWoff('4') + withWoff('5'))
    expect(kept.match(/@font-face/g)).toHaveLength(2)
    expect(kept).toContain("src: url(./files/noto-sans-sc-4-400-normal.woff2) format('woff2');")
    expect(kept).toContain("src: url(./files/noto-sans-sc-5-400-normal.woff2) format('woff2');")
    expect(kept).not.toMatch(/\.woff\)|format\('woff'\)/)
  })

  it('gives a face declared without a range the CJK blocks only', () => {
    const [range] = rangesOf(cjkOnly(face('all', null)))
    expect(range).toContain('U+4e00-9fff')
    expect(range).not.toMatch(/U\+0-|U\+20-/)
  })
})
