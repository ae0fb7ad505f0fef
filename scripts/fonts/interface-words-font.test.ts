import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import {
  INTERFACE_WORDS_CSS,
  STYLES_DIR,
  interfaceWords,
  interfaceWordsCss,
  interfaceWordsParts,
  cutPart,
} from './interface-words-font.ts'

const REGENERATE = 'npx node scripts/fonts/interface-words-font.ts'

// A Chinese page's own cut of the face holds its first view's characters; the chrome (skip link,
// header, footer, notices) and the comments widget draw their words from script, and without a face
// of their own they fetched whole slices of Noto Sans SC
describe('the words a page draws from script, in Chinese', () => {
  test('every word is a Chinese message, and the face holds each of its characters', () => {
    const words = interfaceWords()
    assert.ok(words.length >= 20, `${words.length} words`)
    const held = interfaceWordsParts(words)
      .map((part) => part.chars)
      .join('')
    for (const word of words)
      for (const char of word.match(/\p{Script=Han}/gu) ?? [])
        assert.ok(held.includes(char), `${char} of ${word}`)
    assert.ok(
      held.includes('跳') && held.includes('接') && held.includes('写'),
      'the skip link, the cookie notice and the comment box are in it',
    )
  })

  test('the stylesheet declares each file for exactly its characters', () => {
    const parts = interfaceWordsParts()
    assert.equal(
      readFileSync(INTERFACE_WORDS_CSS, 'utf8'),
      interfaceWordsCss(parts),
      `out of date: ${REGENERATE}`,
    )
    for (const part of parts) assert.ok(existsSync(join(STYLES_DIR, 'fonts', part.file)), part.file)
  })

  test('the files are the ones the script cuts from the installed face, a few KB at most each', async () => {
    let total = 0
    for (const part of interfaceWordsParts()) {
      const committed = readFileSync(join(STYLES_DIR, 'fonts', part.file))
      assert.ok(committed.equals(await cutPart(part)), `${part.file} is out of date: ${REGENERATE}`)
      assert.ok(committed.length < 8_000, `${part.file}: ${committed.length} bytes`)
      total += committed.length
    }
    assert.ok(total < 40_000, `${total} bytes in all`)
  })
})
