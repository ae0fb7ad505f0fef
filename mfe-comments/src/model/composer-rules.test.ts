import { describe, expect, it } from '@jest/globals'
import { t } from '@showroom/i18n'
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

  it('refuses a new gossip topic without a title, and trims the title it sends', () => {
    const blank = checkDraft({ text: 'Who saw the show?', photoCount: 0, uploading: false, topicTitle: '  ' })
    expect(blank).toEqual({ ok: false, messageKey: 'comments.gossipTitleRequired', field: 'topic_title' })
    expect(blank.ok ? null : t(blank.messageKey as never)).toBe(
      'Please include a title for your gossip topic',
    )
    expect(
      checkDraft({
        text: 'Who saw the show?',
        photoCount: 0,
        uploading: false,
        topicTitle: ' Fashion week ',
      }),
    ).toEqual({ ok: true, text: 'Who saw the show?', topicTitle: 'Fashion week' })
  })

  it('asks for no title outside a new topic', () => {
    expect(checkDraft({ text: 'hi', photoCount: 0, uploading: false })).toEqual({ ok: true, text: 'hi' })
  })
})
