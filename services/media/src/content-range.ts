export interface ByteRange {
  // inclusive, as in Content-Range: bytes start-end/total
  start: number
  end: number
  total: number
}

const CONTENT_RANGE = /^bytes\s+(\d{1,15})-(\d{1,15})\/(\d{1,15})$/i

// null when the header is absent; a string when it is malformed, saying why
export function parseContentRange(header: string | undefined): ByteRange | null | string {
  if (header === undefined || header.trim() === '') return null
  const match = CONTENT_RANGE.exec(header.trim())
  if (!match) return 'The Content-Range header must read "bytes start-end/total".'
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (total < 1) return 'The Content-Range header declares an empty file.'
  if (start > end || end >= total)
    return `The slice bytes ${start}-${end} lie outside the declared size of ${total} bytes.`
  return { start, end, total }
}
