import { describe, expect, it } from '@jest/globals'
import { canSubmit, checkDraft } from './composer-rules.ts'

describe('the composer rules', () => {
  it('enables posting only with non-blank text or a photo, and never while uploading', () => {
    expect(canSubmit({ text: '   ', photoCount: 0, uploading: false })).toBe(false)
    expect(canSubmit({ text: ' hi ', photoCount: 0, uploading: false })).toBe(true)
    expect(canSubmit({ text: '', photoCount: 1, uploading: false })).toBe(true)
    expect(canSubmit({ text: 'hi', photoCount: 1, uploading: true })).toBe(false)
  })

  it('trims the text it sends', () => {
    expect(checkDraft({ text: '  Loved it  ', photoCount: 0, uploading: false })).toEqual({
      ok: true,
      text: 'Loved it',
    })
  })

  it('asks for a comment or an image when both are empty', () => {
    expect(checkDraft({ text: ' ', photoCount: 0, uploading: false })).toEqual({
      ok: false,
      messageKey: 'comments.emptyComment',
    })
  })

  it('asks for an image or video where media is required, even with text', () => {
    expect(checkDraft({ text: 'words only', photoCount: 0, uploading: false, requireMedia: true })).toEqual({
      ok: false,
      messageKey: 'comments.mediaRequired',
    })
    expect(checkDraft({ text: '', photoCount: 2, uploading: false, requireMedia: true })).toEqual({
      ok: true,
      text: '',
    })
  })
})
