// Cuts the characters of the language switch's Chinese label (shell/src/styles/language-label-font.ts)
// from the Chinese face (Noto Sans SC, from the @fontsource slice that holds each) into one small
// WOFF2 file per character, which shell/src/styles/fonts.css declares. Run again when the label or
// @fontsource/noto-sans-sc changes: npx node scripts/fonts/language-label-font.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import subsetFont from 'subset-font'
import { LANGUAGE_LABEL_GLYPHS } from '../../shell/src/styles/language-label-font.ts'

const require = createRequire(import.meta.url)
const fontsource = dirname(require.resolve('@fontsource/noto-sans-sc/package.json'))
export const LABEL_FONT_DIR = new URL('../../shell/src/styles/fonts/', import.meta.url).pathname

export const codeOf = (glyph: string) => (glyph.codePointAt(0) ?? 0).toString(16)
export const labelFontFile = (glyph: string) => `language-label-${codeOf(glyph)}.woff2`

// the @fontsource slice whose unicode-range names this character
export function sliceHolding(glyph: string): string {
  const css = readFileSync(join(fontsource, '400.css'), 'utf8')
  const code = codeOf(glyph)
  const rule = (css.match(/@font-face\s*{[^}]*}/g) ?? []).find((block) =>
    new RegExp(`U\\+${code}\\b`, 'i').test(block.match(/unicode-range:([^;]*)/)?.[1] ?? ''),
  )
  const file = rule?.match(/url\(\.\/files\/([^)]+-400-normal\.woff2)\)/)?.[1]
  if (!file) throw new Error(`no slice of Noto Sans SC holds ${glyph} (U+${code})`)
  return file
}

export async function cutGlyph(glyph: string): Promise<Buffer> {
  const slice = readFileSync(join(fontsource, 'files', sliceHolding(glyph)))
  return subsetFont(slice, glyph, { targetFormat: 'woff2' })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const glyph of LANGUAGE_LABEL_GLYPHS) {
    const cut = await cutGlyph(glyph)
    writeFileSync(join(LABEL_FONT_DIR, labelFontFile(glyph)), cut)
    process.stdout.write(`${glyph} U+${codeOf(glyph)} from ${sliceHolding(glyph)}: ${cut.length} bytes\n`)
  }
}
