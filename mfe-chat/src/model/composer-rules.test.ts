import { describe, expect, it } from '@jest/globals'
import { canSend, checkSend, createSendIds } from './composer-rules.ts'

describe('the send button', () => {
  it('is enabled with non-blank text or a photo, and never while an upload runs', () => {
    expect(canSend({ text: '  ', photoIds: [], uploading: false })).toBe(false)
    expect(canSend({ text: 'hi', photoIds: [], uploading: false })).toBe(true)
    expect(canSend({ text: '', photoIds: [3], uploading: false })).toBe(true)
    expect(canSend({ text: 'hi', photoIds: [], uploading: true })).toBe(false)
  })
})

describe('checking a message before it goes', () => {
  it('sends nothing for empty text and no photo', () => {
    expect(checkSend({ text: ' \n ', photoIds: [], uploading: false })).toEqual({
      ok: false,
      reason: 'empty',
    })
  })

  it('trims the text and keeps the photos', () => {
    expect(checkSend({ text: '  hello \n', photoIds: [4, 5], uploading: false })).toEqual({
      ok: true,
      text: 'hello',
      photoIds: [4, 5],
    })
  })
})

describe('client message ids', () => {
  it('reuses the id when the same draft is sent again after a failure', () => {
    let n = 0
    const ids = createSendIds(() => `id-${++n}`)
    expect(ids.idFor('hi', [1])).toBe('id-1')
    expect(ids.idFor('hi', [1])).toBe('id-1')
  })

  it('takes a new id for a changed draft and after a send went through', () => {
    let n = 0
    const ids = createSendIds(() => `id-${++n}`)
    expect(ids.idFor('hi', [])).toBe('id-1')
    expect(ids.idFor('hi there', [])).toBe('id-2')
    ids.sent()
    expect(ids.idFor('hi there', [])).toBe('id-3')
  })
})
