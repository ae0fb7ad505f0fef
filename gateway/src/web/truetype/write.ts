// Writing a TrueType font (merge.ts): its character map and the sfnt around its tables.

export interface Table {
  tag: string
  data: DataView
}

function checksum(bytes: Uint8Array): number {
  const padded = new Uint8Array((bytes.byteLength + 3) & ~3)
  padded.set(bytes)
  const view = new DataView(padded.buffer)
  let sum = 0
  for (let i = 0; i < padded.byteLength; i += 4) sum = (sum + view.getUint32(i)) >>> 0
  return sum
}
// cmap with a format 4 subtable (and a format 12 one for characters past the BMP), one segment per
// run of consecutive characters on consecutive glyphs
export function buildCmap(map: [number, number][]): Uint8Array {
  const runs: { start: number; end: number; gid: number }[] = []
  for (const [code, gid] of map) {
    const last = runs.at(-1)
    if (last && code === last.end + 1 && gid === last.gid + code - last.start) last.end = code
    else runs.push({ start: code, end: code, gid })
  }
  const bmp = runs.filter((run) => run.end <= 0xfffe)
  const wide = runs.length !== bmp.length
  const segments = [...bmp, { start: 0xffff, end: 0xffff, gid: 0 }]
  const format4 = new DataView(new ArrayBuffer(16 + segments.length * 8))
  const n = segments.length
  const search = 2 ** Math.floor(Math.log2(n))
  format4.setUint16(0, 4)
  format4.setUint16(2, format4.byteLength)
  format4.setUint16(6, n * 2)
  format4.setUint16(8, search * 2)
  format4.setUint16(10, Math.log2(search))
  format4.setUint16(12, (n - search) * 2)
  segments.forEach((run, s) => {
    format4.setUint16(14 + s * 2, run.end)
    format4.setUint16(16 + n * 2 + s * 2, run.start)
    format4.setUint16(16 + n * 4 + s * 2, run.start === 0xffff ? 1 : (run.gid - run.start) & 0xffff)
    format4.setUint16(16 + n * 6 + s * 2, 0)
  })
  const format12 = new DataView(new ArrayBuffer(16 + runs.length * 12))
  format12.setUint16(0, 12)
  format12.setUint32(4, format12.byteLength)
  format12.setUint32(12, runs.length)
  runs.forEach((run, g) => {
    format12.setUint32(16 + g * 12, run.start)
    format12.setUint32(20 + g * 12, run.end)
    format12.setUint32(24 + g * 12, run.gid)
  })
  const subtables = wide ? [format4, format12] : [format4]
  const header = new DataView(new ArrayBuffer(4 + subtables.length * 8))
  header.setUint16(2, subtables.length)
  let offset = header.byteLength
  subtables.forEach((table, i) => {
    header.setUint16(4 + i * 8, 3)
    header.setUint16(6 + i * 8, i === 0 ? 1 : 10)
    header.setUint32(8 + i * 8, offset)
    offset += table.byteLength
  })
  const out = new Uint8Array(offset)
  out.set(new Uint8Array(header.buffer))
  let at = header.byteLength
  for (const table of subtables) {
    out.set(new Uint8Array(table.buffer), at)
    at += table.byteLength
  }
  return out
}
// the sfnt: its table directory in tag order, each table 4-byte aligned, and the head's checksum
// adjustment
export function assemble(tables: Table[]): Uint8Array {
  tables.sort((a, b) => (a.tag < b.tag ? -1 : 1))
  const count = tables.length
  const search = 2 ** Math.floor(Math.log2(count))
  let size = 12 + count * 16
  const offsets = tables.map((table) => {
    const at = size
    size += (table.data.byteLength + 3) & ~3
    return at
  })
  const out = new Uint8Array(size)
  const view = new DataView(out.buffer)
  view.setUint32(0, 0x00010000)
  view.setUint16(4, count)
  view.setUint16(6, search * 16)
  view.setUint16(8, Math.log2(search))
  view.setUint16(10, count * 16 - search * 16)
  let headAt = -1
  tables.forEach((table, i) => {
    const bytes = new Uint8Array(table.data.buffer, table.data.byteOffset, table.data.byteLength)
    const record = 12 + i * 16
    for (let c = 0; c < 4; c++) view.setUint8(record + c, table.tag.charCodeAt(c))
    view.setUint32(record + 4, checksum(bytes))
    view.setUint32(record + 8, offsets[i] ?? 0)
    view.setUint32(record + 12, bytes.byteLength)
    out.set(bytes, offsets[i])
    if (table.tag === 'head') headAt = offsets[i] ?? -1
  })
  if (headAt >= 0) view.setUint32(headAt + 8, (0xb1b0afba - checksum(out)) >>> 0)
  return out
}

// a GPOS table with one single adjustment feature (read.ts's SinglePositioning, by the merged font's
// glyph ids) for every script: one lookup, one subtable of format 2 over the glyphs in order
export function buildSinglePositioning(
  tag: string,
  format: number,
  values: Map<number, number[]>,
): Uint8Array {
  const glyphs = [...values.keys()].sort((a, b) => a - b)
  const bits = [0, 1, 2, 3].filter((bit) => format & (1 << bit))
  const record = bits.length * 2
  // header 10, script list 2 + 2 x 6, script 4, lang sys 8, feature list 8, feature 6, lookup list 4,
  // lookup 8, subtable 8 + records, coverage 4 + glyphs
  const scriptList = 10
  const script = scriptList + 14
  const langSys = script + 4
  const featureList = langSys + 8
  const feature = featureList + 8
  const lookupList = feature + 6
  const lookup = lookupList + 4
  const subtable = lookup + 8
  const coverage = subtable + 8 + glyphs.length * record
  const view = new DataView(new ArrayBuffer(coverage + 4 + glyphs.length * 2))
  const tagAt = (at: number, name: string) => {
    for (let c = 0; c < 4; c++) view.setUint8(at + c, name.charCodeAt(c))
  }
  view.setUint16(0, 1)
  view.setUint16(4, scriptList)
  view.setUint16(6, featureList)
  view.setUint16(8, lookupList)
  view.setUint16(scriptList, 2)
  ;['DFLT', 'hani'].forEach((name, i) => {
    tagAt(scriptList + 2 + i * 6, name)
    view.setUint16(scriptList + 6 + i * 6, script - scriptList)
  })
  view.setUint16(script, langSys - script)
  view.setUint16(langSys + 2, 0xffff)
  view.setUint16(langSys + 4, 1)
  view.setUint16(featureList, 1)
  tagAt(featureList + 2, tag)
  view.setUint16(featureList + 6, feature - featureList)
  view.setUint16(feature + 2, 1)
  view.setUint16(lookupList, 1)
  view.setUint16(lookupList + 2, lookup - lookupList)
  view.setUint16(lookup, 1)
  view.setUint16(lookup + 4, 1)
  view.setUint16(lookup + 6, subtable - lookup)
  view.setUint16(subtable, 2)
  view.setUint16(subtable + 2, coverage - subtable)
  view.setUint16(subtable + 4, format)
  view.setUint16(subtable + 6, glyphs.length)
  glyphs.forEach((gid, i) => {
    const fields = values.get(gid) ?? []
    bits.forEach((bit, f) => {
      view.setInt16(subtable + 8 + i * record + f * 2, fields[bit] ?? 0)
    })
    view.setUint16(coverage + 4 + i * 2, gid)
  })
  view.setUint16(coverage, 1)
  view.setUint16(coverage + 2, glyphs.length)
  return new Uint8Array(view.buffer)
}
