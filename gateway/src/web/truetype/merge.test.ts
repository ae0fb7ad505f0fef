import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { test } from 'node:test'
import { Blob, Buffer, Face, Feature, Font, shape } from 'harfbuzzjs'
import subsetFont from 'subset-font'
import { mergeTrueType } from './merge.ts'
import { parse } from './read.ts'

const require = createRequire(import.meta.url)
const files = path.join(
  path.dirname(require.resolve('@fontsource/noto-sans-sc/package.json', { paths: [path.resolve('shell')] })),
  'files',
)

// characters of Noto Sans SC by the slice holding each (@fontsource's 400.css): punctuation and
// common ideographs, a rarer ideograph, and full-width brackets
const PIECES = [
  { file: 'noto-sans-sc-119-400-normal.woff2', chars: '、。一中的' },
  { file: 'noto-sans-sc-118-400-normal.woff2', chars: '是活动（）' },
  { file: 'noto-sans-sc-113-400-normal.woff2', chars: '伦' },
  { file: 'noto-sans-sc-108-400-normal.woff2', chars: '敦' },
]

const fontOf = (data: Uint8Array) => new Font(new Face(new Blob(data)))

// each character drawn by the merged font: its outline and advance, read by HarfBuzz
function drawn(font: Font, char: string): { path: string; advance: number } {
  const gid = font.nominalGlyph(char.codePointAt(0) ?? 0)
  assert.ok(gid, `${char} is mapped`)
  return { path: font.glyphToPath(gid), advance: font.glyphHAdvance(gid) }
}

test("merged cuts of a face's slices draw every character as its own slice does", async () => {
  const cuts = await Promise.all(
    PIECES.map((piece) =>
      subsetFont(readFileSync(path.join(files, piece.file)), piece.chars, { targetFormat: 'truetype' }),
    ),
  )
  const merged = fontOf(mergeTrueType(cuts))
  PIECES.forEach((piece, i) => {
    const own = fontOf(cuts[i] as Uint8Array)
    for (const char of piece.chars) {
      const expected = drawn(own, char)
      assert.ok(expected.path.length > 0, `${char} has an outline`)
      assert.deepEqual(drawn(merged, char), expected, char)
    }
  })
  // nothing but the characters asked for, and .notdef
  assert.equal(merged.nominalGlyph('本'.codePointAt(0) ?? 0), undefined)
  assert.equal(merged.face.upem, 1000)
})

// the offset and advance HarfBuzz gives each glyph of a text, with the features named on
function advances(font: Font, text: string, features: string[]): number[][] {
  const buffer = new Buffer()
  buffer.addText(text)
  buffer.guessSegmentProperties()
  shape(
    font,
    buffer,
    features.map((name) => Feature.fromString(name) as Feature),
  )
  return buffer.getGlyphPositions().map((position) => [position.xOffset, position.xAdvance])
}

test('the merged font sets full-width punctuation half-width where halt asks, as its slice does', async () => {
  const cuts = await Promise.all(
    PIECES.map((piece) =>
      subsetFont(readFileSync(path.join(files, piece.file)), piece.chars, { targetFormat: 'truetype' }),
    ),
  )
  const merged = fontOf(mergeTrueType(cuts))
  const punctuation = '、。（）'
  const own = (char: string) =>
    fontOf(cuts[PIECES.findIndex((piece) => piece.chars.includes(char))] as Uint8Array)
  for (const char of punctuation) {
    assert.deepEqual(advances(merged, char, ['halt']), advances(own(char), char, ['halt']), char)
    assert.deepEqual(advances(merged, char, []), advances(own(char), char, []), char)
  }
  // halt halves them, and leaves an ideograph as it is
  assert.deepEqual(advances(merged, '、。', ['halt']), [
    [0, 500],
    [0, 500],
  ])
  assert.deepEqual(advances(merged, '（', ['halt']), [[-500, 500]])
  assert.deepEqual(advances(merged, '中', ['halt']), [[0, 1000]])
})

test('a glyph made of another keeps pointing at it under its new number', async () => {
  const slice = readFileSync(path.join(files, PIECES[0]?.file ?? ''))
  const first = await subsetFont(slice, '一', { targetFormat: 'truetype' })
  const composed = await subsetFont(slice, '中的', { targetFormat: 'truetype' })
  // 的 rewritten as a composite of one component, 中's glyph, at no offset (Noto Sans SC has none)
  const font = parse(composed)
  const zhong = font.cmap.get('中'.codePointAt(0) ?? 0) ?? 0
  const de = font.glyph(font.cmap.get('的'.codePointAt(0) ?? 0) ?? 0)
  const view = new DataView(de.buffer, de.byteOffset, de.byteLength)
  view.setInt16(0, -1)
  view.setUint16(10, 0x0003) // word arguments, x and y offsets; no more components
  view.setUint16(12, zhong)
  view.setInt16(14, 0)
  view.setInt16(16, 0)
  // merged after another cut, 中 takes a new number
  const merged = fontOf(mergeTrueType([first, composed]))
  assert.notEqual(merged.nominalGlyph('中'.codePointAt(0) ?? 0), zhong)
  assert.equal(drawn(merged, '的').path, drawn(merged, '中').path)
  assert.ok(drawn(merged, '的').path.length > 0)
})

test('one cut merged alone is the same font', async () => {
  const cut = await subsetFont(readFileSync(path.join(files, PIECES[0]?.file ?? '')), '中的', {
    targetFormat: 'truetype',
  })
  const alone = fontOf(mergeTrueType([cut]))
  for (const char of '中的') assert.deepEqual(drawn(alone, char), drawn(fontOf(cut), char))
})

test('refuses what is not a TrueType font', () => {
  assert.throws(() => mergeTrueType([]), /nothing to merge/)
  assert.throws(
    () => mergeTrueType([new TextEncoder().encode('wOF2 not a font at all')]),
    /not a TrueType font/,
  )
})
