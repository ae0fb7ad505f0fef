// Cuts the characters of the words a visitor's page draws from script in Chinese
// (shell/src/styles/interface-words.ts)
// from the Chinese face (Noto Sans SC): one small WOFF2 file per @fontsource slice that holds some of
// them, and the stylesheet declaring them as "Showroom Interface Words"
// (shell/src/styles/interface-words.css).
// Run again when one of those messages or @fontsource/noto-sans-sc changes:
//   npx node scripts/fonts/interface-words-font.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { i18n } from '@showroom/i18n'
import subsetFont from 'subset-font'
import { NS as COMMENTS_NS } from '../../mfe-comments/src/messages.ts'
import { SHELL_NS } from '../../shell/src/chrome/shell-messages.ts'
import {
  COMMENTS_WORDS,
  COMMON_WORDS,
  INTERFACE_WORDS_FAMILY,
  SHELL_WORDS,
} from '../../shell/src/styles/interface-words.ts'

const require = createRequire(import.meta.url)
const fontsource = dirname(require.resolve('@fontsource/noto-sans-sc/package.json'))
export const STYLES_DIR = new URL('../../shell/src/styles/', import.meta.url).pathname
export const INTERFACE_WORDS_CSS = join(STYLES_DIR, 'interface-words.css')

// CJK ideographs, their extensions and compatibility forms, CJK punctuation and full-width forms
const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/g

// the Chinese text of every word, a key that has none throws (a renamed message must be renamed here)
export function interfaceWords(): string[] {
  const text = (key: string, ns?: string) => {
    const options = { lng: 'zh', ns, defaultValue: '' }
    const value = i18n.t(key, options)
    if (!value) throw new Error(`no Chinese message ${ns ? `${ns}:` : ''}${key}`)
    return value.replace(/{{\s*\w+\s*}}/g, '')
  }
  return [
    ...SHELL_WORDS.map((key) => text(key, SHELL_NS)),
    ...COMMON_WORDS.map((key) => text(key)),
    ...COMMENTS_WORDS.map((key) => text(key, COMMENTS_NS)),
  ]
}

export interface InterfaceWordsPart {
  // the slice's file name without its extension, e.g. noto-sans-sc-118-400-normal
  slice: string
  file: string
  chars: string
}

interface Slice {
  file: string
  ranges: [number, number][]
}

function slices(): Slice[] {
  const css = readFileSync(join(fontsource, '400.css'), 'utf8')
  return (css.match(/@font-face\s*{[^}]*}/g) ?? []).flatMap((block) => {
    const file = block.match(/url\(\.\/files\/([^)]+-400-normal\.woff2)\)/)?.[1]
    const range = block.match(/unicode-range:([^;}]*)/)?.[1]
    if (!file || !range) return []
    const ranges = range.split(',').map((part): [number, number] => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-')
      const start = Number.parseInt(from ?? '', 16)
      return [start, to ? Number.parseInt(to, 16) : start]
    })
    return [{ file, ranges }]
  })
}

// the words' characters grouped by the slice that holds each, in code point order
export function interfaceWordsParts(words: readonly string[] = interfaceWords()): InterfaceWordsPart[] {
  const codes = [...new Set(words.join('').match(CJK) ?? [])].map((char) => char.codePointAt(0) ?? 0)
  const all = slices()
  const bySlice = new Map<string, number[]>()
  for (const code of codes.sort((a, b) => a - b)) {
    const slice = all.find((s) => s.ranges.some(([from, to]) => code >= from && code <= to))
    if (!slice) throw new Error(`no slice of Noto Sans SC holds U+${code.toString(16)}`)
    bySlice.set(slice.file, [...(bySlice.get(slice.file) ?? []), code])
  }
  return [...bySlice].map(([file, list]) => {
    const slice = file.replace(/\.woff2$/, '')
    return {
      slice,
      file: `interface-words-${slice.replace(/^noto-sans-sc-(\d+)-.*$/, '$1')}.woff2`,
      chars: String.fromCodePoint(...list),
    }
  })
}

export async function cutPart(part: InterfaceWordsPart): Promise<Buffer> {
  const slice = readFileSync(join(fontsource, 'files', `${part.slice}.woff2`))
  return subsetFont(slice, part.chars, { targetFormat: 'woff2' })
}

export function interfaceWordsCss(parts: readonly InterfaceWordsPart[]): string {
  const faces = parts.map((part) => {
    const range = [...part.chars].map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase()}`)
    return [
      '@font-face {',
      `  font-family: "${INTERFACE_WORDS_FAMILY}";`,
      '  font-style: normal;',
      '  font-weight: 400;',
      '  font-display: swap;',
      `  src: url("./fonts/${part.file}") format("woff2");`,
      // as the formatter writes it: on a line of its own past the line width
      `  unicode-range: ${range.join(', ')};`.length > 110
        ? `  unicode-range:\n    ${range.join(', ')};`
        : `  unicode-range: ${range.join(', ')};`,
      '}',
    ].join('\n')
  })
  return `/* written by scripts/fonts/interface-words-font.ts from shell/src/styles/interface-words.ts: do not edit */\n${faces.join('\n')}\n`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const parts = interfaceWordsParts()
  let bytes = 0
  for (const part of parts) {
    const cut = await cutPart(part)
    bytes += cut.length
    writeFileSync(join(STYLES_DIR, 'fonts', part.file), cut)
    process.stdout.write(`${part.file}: ${[...part.chars].length} characters, ${cut.length} bytes\n`)
  }
  writeFileSync(INTERFACE_WORDS_CSS, interfaceWordsCss(parts))
  process.stdout.write(`${parts.length} files, ${bytes} bytes\n`)
}
