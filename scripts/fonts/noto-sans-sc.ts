// The @fontsource slices of Noto Sans SC that the font scripts cut characters from
// (language-label-font.ts, interface-words-font.ts): each slice's file and the code points its
// @font-face rule's unicode-range names
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import subsetFont from 'subset-font'

const require = createRequire(import.meta.url)
const FONTSOURCE = dirname(require.resolve('@fontsource/noto-sans-sc/package.json'))

export interface NotoSlice {
  // e.g. noto-sans-sc-118-400-normal.woff2
  file: string
  ranges: [number, number][]
}

let read: NotoSlice[] | undefined

export function notoSlices(): NotoSlice[] {
  read ??= (readFileSync(join(FONTSOURCE, '400.css'), 'utf8').match(/@font-face\s*{[^}]*}/g) ?? []).flatMap(
    (block) => {
      const file = block.match(/url\(\.\/files\/([^)]+-400-normal\.woff2)\)/)?.[1]
      const range = block.match(/unicode-range:([^;}]*)/)?.[1]
      if (!file || !range) return []
      const ranges = range.split(',').map((part): [number, number] => {
        const [from, to] = part.trim().replace(/^U\+/i, '').split('-')
        const start = Number.parseInt(from ?? '', 16)
        return [start, to ? Number.parseInt(to, 16) : start]
      })
      return [{ file, ranges }]
    },
  )
  return read
}

// the slice whose unicode-range holds this code point
export function sliceHolding(code: number): NotoSlice {
  const slice = notoSlices().find((s) => s.ranges.some(([from, to]) => code >= from && code <= to))
  if (!slice) throw new Error(`no slice of Noto Sans SC holds U+${code.toString(16)}`)
  return slice
}

// these characters cut out of one slice, as WOFF2
export function cutFromSlice(file: string, chars: string): Promise<Buffer> {
  return subsetFont(readFileSync(join(FONTSOURCE, 'files', file)), chars, { targetFormat: 'woff2' })
}
