import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import {
  CHROME_WORDS_CSS,
  STYLES_DIR,
  chromeWords,
  chromeWordsCss,
  chromeWordsParts,
  cutPart,
} from './chrome-words-font.ts'

const REGENERATE = 'npx node scripts/fonts/chrome-words-font.ts'

// A Chinese page's own cut of the face holds its first view's characters; the chrome draws its words
// (skip link, header, footer, notices) from script, and without a face of their own they fetched
// whole slices of Noto Sans SC
describe("the chrome's words in Chinese", () => {
  test('every word is a Chinese message, and the face holds each of its characters', () => {
    const words = chromeWords()
    assert.ok(words.length >= 20, `${words.length} words`)
    const held = chromeWordsParts(words)
      .map((part) => part.chars)
      .join('')
    for (const word of words)
      for (const char of word.match(/\p{Script=Han}/gu) ?? [])
        assert.ok(held.includes(char), `${char} of ${word}`)
    assert.ok(held.includes('跳') && held.includes('接'), 'the skip link and the cookie notice are in it')
  })

  test('the stylesheet declares each file for exactly its characters', () => {
    const parts = chromeWordsParts()
    assert.equal(readFileSync(CHROME_WORDS_CSS, 'utf8'), chromeWordsCss(parts), `out of date: ${REGENERATE}`)
    for (const part of parts) assert.ok(existsSync(join(STYLES_DIR, 'fonts', part.file)), part.file)
  })

  test('the files are the ones the script cuts from the installed face, a few KB at most each', async () => {
    let total = 0
    for (const part of chromeWordsParts()) {
      const committed = readFileSync(join(STYLES_DIR, 'fonts', part.file))
      assert.ok(committed.equals(await cutPart(part)), `${part.file} is out of date: ${REGENERATE}`)
      assert.ok(committed.length < 8_000, `${part.file}: ${committed.length} bytes`)
      total += committed.length
    }
    assert.ok(total < 40_000, `${total} bytes in all`)
  })
})
