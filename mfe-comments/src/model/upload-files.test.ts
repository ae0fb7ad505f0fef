import { describe, expect, it } from '@jest/globals'
import { t } from '@showroom/i18n'
import { checkComposerFile, checkPickedFile } from './upload-files.ts'

const MB = 1024 * 1024

describe('the composer’s file checks', () => {
  it('accepts the image and video types of the spec within their limits', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/tiff', 'image/webp'])
      expect(checkComposerFile({ name: 'a', type, size: 30 * MB })).toEqual({ ok: true, kind: 'image' })
    expect(checkComposerFile({ name: 'a.mov', type: 'video/quicktime', size: 1000 * MB })).toEqual({
      ok: true,
      kind: 'video',
    })
    expect(checkComposerFile({ name: 'photo.jpg_large', type: '', size: 10 })).toEqual({
      ok: true,
      kind: 'image',
    })
  })

  it('refuses images over 30MB and videos over 1000MB with their messages', () => {
    expect(checkComposerFile({ name: 'a.jpg', type: 'image/jpeg', size: 30 * MB + 1 })).toEqual({
      ok: false,
      messageKey: 'uploads.composerImageTooLarge',
    })
    expect(checkComposerFile({ name: 'a.mp4', type: 'video/mp4', size: 1000 * MB + 1 })).toEqual({
      ok: false,
      messageKey: 'uploads.composerVideoTooLarge',
    })
  })

  it('names the wrong kind of file', () => {
    expect(checkComposerFile({ name: 'a.bmp', type: 'image/bmp', size: 1 })).toMatchObject({
      messageKey: 'uploads.composerImageType',
    })
    expect(checkComposerFile({ name: 'a.avi', type: 'video/x-msvideo', size: 1 })).toMatchObject({
      messageKey: 'uploads.composerVideoType',
    })
    expect(checkComposerFile({ name: 'a.pdf', type: 'application/pdf', size: 1 })).toMatchObject({
      messageKey: 'uploads.composerMediaType',
    })
  })
})

describe('the feed and popup uploader’s file checks', () => {
  it('takes the same types with images up to 20MB and videos up to 1000MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/tiff', 'image/webp'])
      expect(checkPickedFile({ name: 'a', type, size: 20 * MB }, 'uploader')).toEqual({
        ok: true,
        kind: 'image',
      })
    expect(checkPickedFile({ name: 'a.mp4', type: 'video/mp4', size: 1000 * MB }, 'uploader')).toEqual({
      ok: true,
      kind: 'video',
    })
    expect(checkPickedFile({ name: 'photo.jpg_large', type: '', size: 10 }, 'uploader')).toEqual({
      ok: true,
      kind: 'image',
    })
  })

  it('refuses a photo over 20MB and a video over 1000MB with the uploader’s messages', () => {
    expect(checkPickedFile({ name: 'a.jpg', type: 'image/jpeg', size: 20 * MB + 1 }, 'uploader')).toEqual({
      ok: false,
      messageKey: 'uploads.uploaderPhotoTooLarge',
    })
    expect(
      checkPickedFile({ name: 'a.mov', type: 'video/quicktime', size: 1000 * MB + 1 }, 'uploader'),
    ).toEqual({ ok: false, messageKey: 'uploads.uploaderVideoTooLarge' })
  })

  it('answers every other type with one message', () => {
    for (const file of [
      { name: 'a.bmp', type: 'image/bmp', size: 1 },
      { name: 'a.avi', type: 'video/x-msvideo', size: 1 },
      { name: 'a.pdf', type: 'application/pdf', size: 1 },
    ])
      expect(checkPickedFile(file, 'uploader')).toEqual({
        ok: false,
        messageKey: 'uploads.uploaderWrongType',
      })
  })

  it('shows the spec’s words for its keys, the video typo included', () => {
    const message = (file: { name: string; type: string; size: number }) => {
      const check = checkPickedFile(file, 'uploader')
      return check.ok ? null : t(check.messageKey as never)
    }
    expect(message({ name: 'a.jpg', type: 'image/jpeg', size: 21 * MB })).toBe(
      'The photo you have uploaded is too large. Please keep photos under 20 megabytes.',
    )
    expect(message({ name: 'a.mp4', type: 'video/mp4', size: 1001 * MB })).toBe(
      'The video you have uploaded it too large. Please keep videos under 1000 megabytes.',
    )
    expect(message({ name: 'a.txt', type: 'text/plain', size: 1 })).toBe(
      'You can only upload image files or videos.',
    )
  })
})
