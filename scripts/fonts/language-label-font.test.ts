import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { en } from '../../packages/i18n/src/resources/en.ts'
import { zh } from '../../packages/i18n/src/resources/zh.ts'
import { LANGUAGE_LABEL_GLYPHS, ZH_SHORT_LABEL } from '../../shell/src/styles/language-label-font.ts'
import { codeOf, cutGlyph, LABEL_FONT_DIR, labelFontFile } from './language-label-font.ts'

const fontsCss = readFileSync(new URL('../../shell/src/styles/fonts.css', import.meta.url), 'utf8')
const labelFaces = (fontsCss.match(/@font-face\s*{[^}]*}/g) ?? []).filter((rule) =>
  rule.includes('"Showroom Language Label"'),
)

// An English page shows "中文" in its header: drawn with the Noto Sans SC slices that hold the two
// characters it would fetch 65 KB; the label's own face holds just them
describe("the language switch's Chinese label", () => {
  test('is drawn from characters the label face holds, in the switch and in both languages’ names', () => {
    const shown = `${ZH_SHORT_LABEL}${en.language.zh}${zh.language.zh}`
    for (const char of shown)
      assert.ok(LANGUAGE_LABEL_GLYPHS.includes(char), `${char} has no file of its own`)
    assert.ok(shown.length >= 4, 'the names were found')
  })

  test('declares one face per character, each with its file and only its own character', () => {
    assert.equal(labelFaces.length, LANGUAGE_LABEL_GLYPHS.length)
    for (const glyph of LANGUAGE_LABEL_GLYPHS) {
      const file = labelFontFile(glyph)
      const rule = labelFaces.find((r) => r.includes(`./fonts/${file}`))
      assert.ok(rule, `${glyph}: no @font-face names ${file}`)
      assert.match(rule, new RegExp(`unicode-range:\\s*U\\+${codeOf(glyph)};`, 'i'))
      assert.ok(existsSync(join(LABEL_FONT_DIR, file)))
    }
  })

  test('files are the ones the script cuts from the installed face, a few hundred bytes each', async () => {
    for (const glyph of LANGUAGE_LABEL_GLYPHS) {
      const committed = readFileSync(join(LABEL_FONT_DIR, labelFontFile(glyph)))
      const cut = await cutGlyph(glyph)
      assert.ok(
        committed.equals(cut),
        `${labelFontFile(glyph)} is out of date: npx node scripts/fonts/language-label-font.ts`,
      )
      assert.ok(committed.length > 200 && committed.length < 4_000, `${committed.length} bytes`)
    }
  })
})
