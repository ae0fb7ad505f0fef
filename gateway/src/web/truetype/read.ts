// Reading the TrueType fonts a page's cut is merged from (merge.ts): the table directory, the
// Unicode character map, each glyph's outline bytes and horizontal metrics.

export interface ParsedFont {
  tables: Map<string, DataView>
  numGlyphs: number
  // the glyph's bytes in glyf, by glyph id
  glyph(gid: number): Uint8Array
  advance(gid: number): number
  lsb(gid: number): number
  // code point to glyph id
  cmap: Map<number, number>
}

export const u16 = (view: DataView, at: number) => view.getUint16(at)
export const i16 = (view: DataView, at: number) => view.getInt16(at)
export const u32 = (view: DataView, at: number) => view.getUint32(at)

function tablesOf(font: Uint8Array): Map<string, DataView> {
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength)
  if (u32(view, 0) !== 0x00010000) throw new Error('not a TrueType font')
  const tables = new Map<string, DataView>()
  const count = u16(view, 4)
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16
    const tag = String.fromCharCode(
      view.getUint8(record),
      view.getUint8(record + 1),
      view.getUint8(record + 2),
      view.getUint8(record + 3),
    )
    const offset = u32(view, record + 8)
    const length = u32(view, record + 12)
    if (offset + length > font.byteLength) throw new Error(`the ${tag} table runs past the font`)
    tables.set(tag, new DataView(font.buffer, font.byteOffset + offset, length))
  }
  return tables
}

export function need(tables: Map<string, DataView>, tag: string): DataView {
  const table = tables.get(tag)
  if (!table) throw new Error(`the font has no ${tag} table`)
  return table
}

// the Unicode subtable a browser reads: format 12 when present, else format 4
function readCmap(cmap: DataView): Map<number, number> {
  const map = new Map<number, number>()
  const subtables = [...Array(u16(cmap, 2)).keys()].map((i) => ({
    platform: u16(cmap, 4 + i * 8),
    encoding: u16(cmap, 6 + i * 8),
    offset: u32(cmap, 8 + i * 8),
  }))
  const unicode = subtables.filter(
    (s) => s.platform === 0 || (s.platform === 3 && (s.encoding === 1 || s.encoding === 10)),
  )
  const format = (s: { offset: number }) => u16(cmap, s.offset)
  const chosen = unicode.find((s) => format(s) === 12) ?? unicode.find((s) => format(s) === 4)
  // a cut that holds none of its characters has an empty map
  if (!chosen) return map
  const at = chosen.offset
  if (format(chosen) === 12) {
    const groups = u32(cmap, at + 12)
    for (let g = 0; g < groups; g++) {
      const start = u32(cmap, at + 16 + g * 12)
      const end = u32(cmap, at + 20 + g * 12)
      const gid = u32(cmap, at + 24 + g * 12)
      for (let code = start; code <= end; code++) map.set(code, gid + code - start)
    }
    return map
  }
  const segments = u16(cmap, at + 6) / 2
  const ends = at + 14
  const starts = ends + segments * 2 + 2
  const deltas = starts + segments * 2
  const rangeOffsets = deltas + segments * 2
  for (let s = 0; s < segments; s++) {
    const end = u16(cmap, ends + s * 2)
    const start = u16(cmap, starts + s * 2)
    const delta = i16(cmap, deltas + s * 2)
    const rangeOffset = u16(cmap, rangeOffsets + s * 2)
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let gid: number
      if (rangeOffset === 0) gid = (code + delta) & 0xffff
      else {
        const glyphAt = rangeOffsets + s * 2 + rangeOffset + (code - start) * 2
        const raw = u16(cmap, glyphAt)
        gid = raw === 0 ? 0 : (raw + delta) & 0xffff
      }
      if (gid !== 0) map.set(code, gid)
    }
  }
  return map
}

export function parse(font: Uint8Array): ParsedFont {
  const tables = tablesOf(font)
  const head = need(tables, 'head')
  const loca = need(tables, 'loca')
  const glyf = need(tables, 'glyf')
  const hmtx = need(tables, 'hmtx')
  const numGlyphs = u16(need(tables, 'maxp'), 4)
  const metrics = u16(need(tables, 'hhea'), 34)
  const long = i16(head, 50) === 1
  const offset = (gid: number) => (long ? u32(loca, gid * 4) : u16(loca, gid * 2) * 2)
  return {
    tables,
    numGlyphs,
    glyph(gid) {
      const from = offset(gid)
      const to = offset(gid + 1)
      return new Uint8Array(glyf.buffer, glyf.byteOffset + from, Math.max(0, to - from))
    },
    advance: (gid) => u16(hmtx, Math.min(gid, metrics - 1) * 4),
    lsb: (gid) => (gid < metrics ? i16(hmtx, gid * 4 + 2) : i16(hmtx, metrics * 4 + (gid - metrics) * 2)),
    cmap: readCmap(need(tables, 'cmap')),
  }
}

// a composite glyph's components: the offset of each component's glyph index in the glyph's bytes
export function componentIndexes(glyph: Uint8Array): number[] {
  if (glyph.byteLength < 10) return []
  const view = new DataView(glyph.buffer, glyph.byteOffset, glyph.byteLength)
  if (i16(view, 0) >= 0) return []
  const at: number[] = []
  let p = 10
  for (;;) {
    const flags = u16(view, p)
    at.push(p + 2)
    p += 4 + (flags & 0x0001 ? 4 : 2)
    if (flags & 0x0008) p += 2
    else if (flags & 0x0040) p += 4
    else if (flags & 0x0080) p += 8
    if (!(flags & 0x0020)) return at
  }
}

// A single adjustment feature of the GPOS table (halt: full-width punctuation set half-width,
// which Chromium uses to trim the space between adjacent punctuation): each glyph's value record,
// written in the record's format. Value records with device tables (offsets) are left out.
export interface SinglePositioning {
  // the value record's format: which of x placement, y placement, x advance, y advance it holds
  format: number
  values: Map<number, number[]>
}

const coverage = (view: DataView, at: number): number[] => {
  const glyphs: number[] = []
  const format = u16(view, at)
  const count = u16(view, at + 2)
  for (let i = 0; i < count; i++) {
    if (format === 1) glyphs.push(u16(view, at + 4 + i * 2))
    else if (format === 2) {
      const from = u16(view, at + 4 + i * 6)
      const to = u16(view, at + 6 + i * 6)
      for (let gid = from; gid <= to; gid++) glyphs.push(gid)
    }
  }
  return glyphs
}

const valueFields = (format: number) => [0, 1, 2, 3].filter((bit) => format & (1 << bit)).length

export function readSinglePositioning(gpos: DataView | undefined, tag: string): SinglePositioning | null {
  if (!gpos || gpos.byteLength < 10 || u16(gpos, 0) !== 1) return null
  const features = u16(gpos, 6)
  const lookups = u16(gpos, 8)
  const indexes = new Set<number>()
  for (let i = 0; i < u16(gpos, features); i++) {
    const record = features + 2 + i * 6
    const name = String.fromCharCode(...[0, 1, 2, 3].map((c) => gpos.getUint8(record + c)))
    if (name !== tag) continue
    const feature = features + u16(gpos, record + 4)
    for (let l = 0; l < u16(gpos, feature + 2); l++) indexes.add(u16(gpos, feature + 4 + l * 2))
  }
  let format = 0
  const values = new Map<number, number[]>()
  for (const index of indexes) {
    const lookup = lookups + u16(gpos, lookups + 2 + index * 2)
    const lookupType = u16(gpos, lookup)
    for (let s = 0; s < u16(gpos, lookup + 4); s++) {
      let table = lookup + u16(gpos, lookup + 6 + s * 2)
      let type = lookupType
      // an extension subtable points on to the real one
      if (type === 9) {
        type = u16(gpos, table + 2)
        table += u32(gpos, table + 4)
      }
      if (type !== 1) continue
      const posFormat = u16(gpos, table)
      const valueFormat = u16(gpos, table + 4)
      if (valueFormat & 0xf0) continue
      const size = valueFields(valueFormat) * 2
      const record = (at: number) => {
        const fields = [0, 0, 0, 0]
        let p = at
        for (let bit = 0; bit < 4; bit++) {
          if (!(valueFormat & (1 << bit))) continue
          fields[bit] = i16(gpos, p)
          p += 2
        }
        return fields
      }
      coverage(gpos, table + u16(gpos, table + 2)).forEach((gid, i) => {
        if (values.has(gid)) return
        values.set(gid, record(posFormat === 1 ? table + 6 : table + 8 + i * size))
      })
      format |= valueFormat
    }
  }
  return values.size > 0 ? { format, values } : null
}
