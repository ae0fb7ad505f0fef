// Cuts the characters of the language switch's Chinese label (shell/src/styles/language-label-font.ts)
// from the Chinese face (Noto Sans SC, from the @fontsource slice that holds each) into one small
// WOFF2 file per character, which shell/src/styles/fonts.css declares. Run again when the label or
// @fontsource/noto-sans-sc changes: npx node scripts/fonts/language-label-font.ts
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGE_LABEL_GLYPHS } from '../../shell/src/styles/language-label-font.ts'
import { cutFromSlice, sliceHolding } from './noto-sans-sc.ts'

export const LABEL_FONT_DIR = new URL('../../shell/src/styles/fonts/', import.meta.url).pathname

export const codeOf = (glyph: string) => (glyph.codePointAt(0) ?? 0).toString(16)
export const labelFontFile = (glyph: string) => `language-label-${codeOf(glyph)}.woff2`

export function cutGlyph(glyph: string): Promise<Buffer> {
  return cutFromSlice(sliceHolding(glyph.codePointAt(0) ?? 0).file, glyph)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const glyph of LANGUAGE_LABEL_GLYPHS) {
    const cut = await cutGlyph(glyph)
    writeFileSync(join(LABEL_FONT_DIR, labelFontFile(glyph)), cut)
    process.stdout.write(
      `${glyph} U+${codeOf(glyph)} from ${sliceHolding(glyph.codePointAt(0) ?? 0).file}: ${cut.length} bytes\n`,
    )
  }
}
