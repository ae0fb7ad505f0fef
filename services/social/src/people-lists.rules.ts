// a member's followers, following and friends are read a page at a time, the most recent first;
// the cursor is the last row's (time, member id), opaque to clients

export const LIST_PAGE_DEFAULT = 6
export const LIST_PAGE_MAX = 50

export interface ListCursor {
  // ISO 8601 in UTC with microseconds, as PostgreSQL wrote it: compared exactly
  at: string
  id: number
}

export interface ListPage {
  first: number
  after: ListCursor | null
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([1-9]\d{0,9})$/
const CURSOR_MAX_LENGTH = 80

export function encodeCursor(cursor: ListCursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`, 'utf8').toString('base64url')
}

// null for anything this service did not hand out
export function decodeCursor(raw: string): ListCursor | null {
  if (raw.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(raw)) return null
  const match = CURSOR.exec(Buffer.from(raw, 'base64url').toString('utf8'))
  if (!match?.[1] || !match[2]) return null
  const id = Number(match[2])
  if (id > 2_147_483_647 || Number.isNaN(Date.parse(match[1]))) return null
  return { at: match[1], id }
}

export type ListPageProblem = 'first' | 'after'

export function parseListPage(
  first: number | null | undefined,
  after: string | null | undefined,
): ListPage | ListPageProblem {
  const size = first ?? LIST_PAGE_DEFAULT
  if (!Number.isInteger(size) || size < 1 || size > LIST_PAGE_MAX) return 'first'
  if (after === null || after === undefined || after === '') return { first: size, after: null }
  const cursor = decodeCursor(after)
  return cursor ? { first: size, after: cursor } : 'after'
}
