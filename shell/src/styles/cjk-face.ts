// The Chinese face is declared on every page (a Chinese member's message can appear on an English
// one) and sits in every font stack after the Latin faces. @fontsource splits it into slices by
// unicode-range, but some slices cover Latin, Cyrillic, symbols and emoji: in the stack those would
// be fetched for an English page's odd character and would draw emoji without colour. This keeps
// each slice to the CJK blocks only, so a browser fetches a slice only when CJK text appears.

type Range = readonly [number, number]

// Chinese and Japanese text: radicals, CJK punctuation, kana, bopomofo, strokes, enclosed and
// compatibility forms, the unified ideographs with their extensions, fullwidth forms
export const CJK_RANGES: readonly Range[] = [
  [0x2e80, 0x2fdf],
  [0x2ff0, 0x30ff],
  [0x3100, 0x312f],
  [0x3190, 0x31ff],
  [0x3200, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe1f],
  [0xfe30, 0xfe4f],
  [0xff00, 0xffef],
  [0x20000, 0x3134f],
]

export function parseUnicodeRange(value: string): Range[] {
  return value
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter((part) => part !== '')
    .map((part): Range => {
      // U+4E?? is a range written with wildcards
      if (part.includes('?')) {
        return [
          Number.parseInt(part.replaceAll('?', '0'), 16),
          Number.parseInt(part.replaceAll('?', 'f'), 16),
        ]
      }
      const [from = '', to] = part.split('-')
      const start = Number.parseInt(from, 16)
      return [start, to ? Number.parseInt(to, 16) : start]
    })
}

export function formatUnicodeRange(ranges: readonly Range[]): string {
  return ranges
    .map(([from, to]) =>
      from === to ? `U+${from.toString(16)}` : `U+${from.toString(16)}-${to.toString(16)}`,
    )
    .join(',')
}

export function intersectRanges(ranges: readonly Range[], limits: readonly Range[] = CJK_RANGES): Range[] {
  const kept: Range[] = []
  for (const [from, to] of ranges) {
    for (const [low, high] of limits) {
      const start = Math.max(from, low)
      const end = Math.min(to, high)
      if (start <= end) kept.push([start, end])
    }
  }
  return kept.sort((a, b) => a[0] - b[0])
}

// an @font-face rule with the comment @fontsource puts before it
const FACE_RULE = /(?:\/\*[^*]*\*+(?:[^/*][^*]*\*+)*\/\s*)?@font-face\s*{[^}]*}/g
const UNICODE_RANGE = /unicode-range\s*:\s*([^;}]+)/

// a WOFF source after the WOFF2 one: every browser the site supports reads WOFF2, and the second
// source's URL is part of the stylesheet a Chinese page waits for before its first paint
const WOFF_FALLBACK = /,\s*url\([^)]*\.woff\)\s*format\(\s*["']?woff["']?\s*\)/g

// every @font-face rule of the stylesheet limited to CJK and to its WOFF2 source; a rule left with
// no characters is dropped
export function cjkOnly(css: string): string {
  return css.replace(FACE_RULE, (rule) => {
    const declared = rule.match(UNICODE_RANGE)?.[1]
    const ranges = declared ? intersectRanges(parseUnicodeRange(declared)) : [...CJK_RANGES]
    if (ranges.length === 0) return ''
    const range = `unicode-range: ${formatUnicodeRange(ranges)}`
    const woff2 = rule.replace(WOFF_FALLBACK, '')
    return declared ? woff2.replace(UNICODE_RANGE, range) : woff2.replace(/}\s*$/, `  ${range};\n}`)
  })
}
