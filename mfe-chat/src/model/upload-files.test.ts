import { describe, expect, it } from '@jest/globals'
import { checkChatFile } from './upload-files.ts'

const MB = 1024 * 1024

describe('chat uploads', () => {
  it('take images under 20MB and videos under 100MB', () => {
    expect(checkChatFile({ name: 'a.jpg', type: 'image/jpeg', size: 20 * MB })).toEqual({
      ok: true,
      kind: 'image',
    })
    expect(checkChatFile({ name: 'a.mp4', type: 'video/mp4', size: 100 * MB })).toEqual({
      ok: true,
      kind: 'video',
    })
  })

  it('refuse a larger image with the chat message and a larger video with its own', () => {
    expect(checkChatFile({ name: 'a.png', type: 'image/png', size: 20 * MB + 1 })).toEqual({
      ok: false,
      messageKey: 'uploads.chatImageTooLarge',
    })
    expect(checkChatFile({ name: 'a.mov', type: 'video/quicktime', size: 100 * MB + 1 })).toEqual({
      ok: false,
      messageKey: 'uploads.chatVideoTooLarge',
    })
  })

  it('refuse other kinds of file', () => {
    expect(checkChatFile({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toEqual({
      ok: false,
      messageKey: 'uploads.composerMediaType',
    })
    expect(checkChatFile({ name: 'a.bmp', type: 'image/bmp', size: 10 })).toEqual({
      ok: false,
      messageKey: 'uploads.composerImageType',
    })
  })
})
