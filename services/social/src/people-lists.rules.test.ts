import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { decodeCursor, encodeCursor, LIST_PAGE_MAX, parseListPage } from './people-lists.rules.ts'

const cursor = { at: '2026-11-24T04:17:38.123456Z', id: 42 }

describe('people list pages', () => {
  it('hands out cursors it can read back exactly', () => {
    assert.deepEqual(decodeCursor(encodeCursor(cursor)), cursor)
  })

  it('reads no cursor it did not hand out', () => {
    const forged = (text: string) => Buffer.from(text, 'utf8').toString('base64url')
    for (const raw of [
      'nonsense',
      forged('2026-11-24T04:17:38Z|42'),
      forged('2026-11-24T04:17:38.123456Z|0'),
      forged('2026-11-24T04:17:38.123456Z|99999999999'),
      forged('2026-11-24T04:17:38.123456Z|42\u0000'),
      forged("2026-11-24T04:17:38.123456Z|42' or 1=1"),
      'a'.repeat(81),
      `${encodeCursor(cursor)}=`,
    ])
      assert.equal(decodeCursor(raw), null, raw)
  })

  it('takes 6 by default, at most 50, and names the argument that is wrong', () => {
    assert.deepEqual(parseListPage(undefined, undefined), { first: 6, after: null })
    assert.deepEqual(parseListPage(LIST_PAGE_MAX, ''), { first: 50, after: null })
    assert.deepEqual(parseListPage(10, encodeCursor(cursor)), { first: 10, after: cursor })
    assert.equal(parseListPage(0, null), 'first')
    assert.equal(parseListPage(51, null), 'first')
    assert.equal(parseListPage(6, 'nope'), 'after')
  })
})
