import { describe, expect, it } from '@jest/globals'
import { checkComposerFile } from './upload-files.ts'

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
