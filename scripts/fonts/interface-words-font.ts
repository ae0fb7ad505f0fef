// Cuts the characters of the words a visitor's page draws from script in Chinese
// (shell/src/styles/interface-words.ts)
// from the Chinese face (Noto Sans SC): one small WOFF2 file per @fontsource slice that holds some of
// them, and the stylesheet declaring them as "Showroom Interface Words"
// (shell/src/styles/interface-words.css).
// Run again when one of those messages or @fontsource/noto-sans-sc changes:
//   npx node scripts/fonts/interface-words-font.ts
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { i18n } from '@showroom/i18n'
import { CJK } from '../../gateway/src/web/zh-font.ts'
import { NS as COMMENTS_NS } from '../../mfe-comments/src/messages.ts'
import { SHELL_NS } from '../../shell/src/chrome/shell-messages.ts'
import {
  COMMENTS_WORDS,
  COMMON_WORDS,
  INTERFACE_WORDS_FAMILY,
  SHELL_WORDS,
} from '../../shell/src/styles/interface-words.ts'
import { cutFromSlice, sliceHolding } from './noto-sans-sc.ts'

export const STYLES_DIR = new URL('../../shell/src/styles/', import.meta.url).pathname
export const INTERFACE_WORDS_CSS = join(STYLES_DIR, 'interface-words.css')

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
  // the slice's file, e.g. noto-sans-sc-118-400-normal.woff2
  slice: string
  file: string
  chars: string
}

// the words' characters grouped by the slice that holds each, in code point order
export function interfaceWordsParts(words: readonly string[] = interfaceWords()): InterfaceWordsPart[] {
  const codes = [...new Set(words.join('').match(CJK) ?? [])].map((char) => char.codePointAt(0) ?? 0)
  const bySlice = new Map<string, number[]>()
  for (const code of codes.sort((a, b) => a - b)) {
    const { file } = sliceHolding(code)
    bySlice.set(file, [...(bySlice.get(file) ?? []), code])
  }
  return [...bySlice].map(([slice, list]) => ({
    slice,
    file: `interface-words-${slice.replace(/^noto-sans-sc-(\d+)-.*$/, '$1')}.woff2`,
    chars: String.fromCodePoint(...list),
  }))
}

export function cutPart(part: InterfaceWordsPart): Promise<Buffer> {
  return cutFromSlice(part.slice, part.chars)
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
