import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { parseContentRange } from './content-range.ts'

describe('parseContentRange', () => {
  it('reads an inclusive byte range and the total', () => {
    assert.deepEqual(parseContentRange('bytes 0-5999999/14000000'), {
      start: 0,
      end: 5_999_999,
      total: 14_000_000,
    })
    assert.deepEqual(parseContentRange('bytes 12000000-13999999/14000000'), {
      start: 12_000_000,
      end: 13_999_999,
      total: 14_000_000,
    })
  })

  it('is null without a header, and explains a malformed or out-of-range one', () => {
    assert.equal(parseContentRange(undefined), null)
    assert.equal(parseContentRange(''), null)
    assert.match(String(parseContentRange('bytes 0-10')), /must read/)
    assert.match(String(parseContentRange('bytes 10-5/100')), /outside the declared size/)
    assert.match(String(parseContentRange('bytes 0-100/100')), /outside the declared size/)
    assert.match(String(parseContentRange('bytes 0-0/0')), /empty file/)
  })
})
