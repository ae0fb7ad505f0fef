// One TrueType font from several cut from the same face (../zh-page-face.ts): a page's Chinese
// characters sit in 10-20 slices of Noto Sans SC, and a file per slice cost a request each, on a
// phone's slow link one after another six at a time. The cuts share their units, metrics and
// hinting programs, so merging them is a matter of renumbering glyphs: each font's mapped glyphs
// (and the components they are built from) are copied in turn, the character map and metrics built
// anew. Of the layout tables only the half-width punctuation feature (halt) is carried over, which
// Chromium uses to trim the space between adjacent punctuation; the others (vertical forms and
// metrics, proportional alternates) are for vertical or opt-in setting, which the whole face still
// covers.
import { componentIndexes, i16, need, parse, readSinglePositioning, u16, u32 } from './read.ts'
import { assemble, buildCmap, buildSinglePositioning, type Table } from './write.ts'

const copy = (view: DataView) =>
  new Uint8Array(view.buffer.slice(view.byteOffset, view.byteOffset + view.byteLength))

// the fonts' mapped characters in one font, the first font's naming, hinting and general metrics
export function mergeTrueType(inputs: readonly Uint8Array[]): Uint8Array {
  const fonts = inputs.map(parse)
  const first = fonts[0]
  if (!first) throw new Error('nothing to merge')
  const unitsPerEm = u16(need(first.tables, 'head'), 18)
  for (const font of fonts) {
    if (u16(need(font.tables, 'head'), 18) !== unitsPerEm) throw new Error('the fonts differ in units per em')
  }

  // glyph 0 (.notdef) from the first font, then each font's mapped glyphs and their components
  const glyphs: { bytes: Uint8Array; advance: number; lsb: number }[] = [
    { bytes: first.glyph(0), advance: first.advance(0), lsb: first.lsb(0) },
  ]
  const cmap = new Map<number, number>()
  // halt, by the merged glyphs: Chromium trims the space between adjacent full-width punctuation
  // (text-spacing-trim) only where the face has it
  const halt = { format: 0, values: new Map<number, number[]>() }
  for (const font of fonts) {
    const renumbered = new Map<number, number>([[0, 0]])
    const take = (gid: number): number => {
      const known = renumbered.get(gid)
      if (known !== undefined) return known
      if (gid >= font.numGlyphs) throw new Error(`glyph ${gid} is not in the font`)
      const bytes = font.glyph(gid).slice()
      const id = glyphs.length
      renumbered.set(gid, id)
      glyphs.push({ bytes, advance: font.advance(gid), lsb: font.lsb(gid) })
      const view = new DataView(bytes.buffer)
      for (const at of componentIndexes(bytes)) view.setUint16(at, take(view.getUint16(at)))
      return id
    }
    for (const [code, gid] of [...font.cmap].sort((a, b) => a[0] - b[0])) {
      if (!cmap.has(code)) cmap.set(code, take(gid))
    }
    const own = readSinglePositioning(font.tables.get('GPOS'), 'halt')
    for (const [gid, value] of own?.values ?? []) {
      const id = renumbered.get(gid)
      if (id === undefined || halt.values.has(id)) continue
      halt.values.set(id, value)
      halt.format |= own?.format ?? 0
    }
  }
  if (glyphs.length > 0xffff) throw new Error('too many glyphs for one font')

  const locaView = new DataView(new ArrayBuffer((glyphs.length + 1) * 4))
  let glyfLength = 0
  glyphs.forEach((glyph, gid) => {
    locaView.setUint32(gid * 4, glyfLength)
    glyfLength += (glyph.bytes.byteLength + 3) & ~3
  })
  locaView.setUint32(glyphs.length * 4, glyfLength)
  const glyf = new Uint8Array(glyfLength)
  glyphs.forEach((glyph, gid) => {
    glyf.set(glyph.bytes, locaView.getUint32(gid * 4))
  })

  const hmtxView = new DataView(new ArrayBuffer(glyphs.length * 4))
  glyphs.forEach((glyph, gid) => {
    hmtxView.setUint16(gid * 4, glyph.advance)
    hmtxView.setInt16(gid * 4 + 2, glyph.lsb)
  })

  const head = copy(need(first.tables, 'head'))
  const headView = new DataView(head.buffer)
  headView.setUint32(8, 0)
  headView.setInt16(50, 1)
  const bounds = fonts.map((font) => need(font.tables, 'head'))
  headView.setInt16(36, Math.min(...bounds.map((b) => i16(b, 36))))
  headView.setInt16(38, Math.min(...bounds.map((b) => i16(b, 38))))
  headView.setInt16(40, Math.max(...bounds.map((b) => i16(b, 40))))
  headView.setInt16(42, Math.max(...bounds.map((b) => i16(b, 42))))

  const hheas = fonts.map((font) => need(font.tables, 'hhea'))
  const hhea = copy(need(first.tables, 'hhea'))
  const hheaView = new DataView(hhea.buffer)
  hheaView.setUint16(10, Math.max(...hheas.map((h) => u16(h, 10))))
  hheaView.setInt16(12, Math.min(...hheas.map((h) => i16(h, 12))))
  hheaView.setInt16(14, Math.min(...hheas.map((h) => i16(h, 14))))
  hheaView.setInt16(16, Math.max(...hheas.map((h) => i16(h, 16))))
  hheaView.setUint16(34, glyphs.length)

  // maxp 1.0: the number of glyphs, and each limit the largest any font declared
  const maxps = fonts.map((font) => need(font.tables, 'maxp'))
  const maxp = new DataView(new ArrayBuffer(32))
  maxp.setUint32(0, 0x00010000)
  maxp.setUint16(4, glyphs.length)
  for (let at = 6; at < 32; at += 2) {
    maxp.setUint16(at, Math.max(...maxps.map((m) => (m.byteLength >= at + 2 ? u16(m, at) : 0))))
  }

  const codes = [...cmap.keys()]
  const os2 = copy(need(first.tables, 'OS/2'))
  const os2View = new DataView(os2.buffer)
  for (let at = 42; at < 58; at += 4) {
    let bits = 0
    for (const font of fonts) bits |= u32(need(font.tables, 'OS/2'), at)
    os2View.setUint32(at, bits >>> 0)
  }
  os2View.setUint16(64, Math.min(0xffff, ...codes))
  os2View.setUint16(66, Math.min(0xffff, Math.max(...codes)))

  // post 3.0: no glyph names
  const post = copy(need(first.tables, 'post')).slice(0, 32)
  new DataView(post.buffer).setUint32(0, 0x00030000)

  const tables: Table[] = [
    { tag: 'OS/2', data: new DataView(os2.buffer) },
    { tag: 'cmap', data: new DataView(buildCmap([...cmap].sort((a, b) => a[0] - b[0])).buffer) },
    { tag: 'glyf', data: new DataView(glyf.buffer) },
    { tag: 'head', data: headView },
    { tag: 'hhea', data: hheaView },
    { tag: 'hmtx', data: hmtxView },
    { tag: 'loca', data: locaView },
    { tag: 'maxp', data: maxp },
    { tag: 'name', data: new DataView(copy(need(first.tables, 'name')).buffer) },
    { tag: 'post', data: new DataView(post.buffer) },
  ]
  if (halt.values.size > 0)
    tables.push({
      tag: 'GPOS',
      data: new DataView(buildSinglePositioning('halt', halt.format, halt.values).buffer),
    })
  for (const tag of ['cvt ', 'fpgm', 'gasp', 'prep']) {
    const table = first.tables.get(tag)
    if (table) tables.push({ tag, data: new DataView(copy(table).buffer) })
  }
  return assemble(tables)
}
