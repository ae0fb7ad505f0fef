import { describe, expect, it } from '@jest/globals'
import { comment, liveMessage } from '../test-support/fakes.ts'
import { messageFromComment, messageFromLive, messagesFromComments } from './message-shape.ts'

describe('a message from the REST list', () => {
  it('reads a member speaking as themselves from the comment user', () => {
    expect(
      messageFromComment(
        comment(4, {
          seq: 2,
          media: [{ resource_type: 'image', thumb_url: '/t.jpg', width_px: 800, height_px: 600 }],
        }),
      ),
    ).toEqual({
      id: 4,
      seq: 2,
      text: 'message 4',
      author: { type: 'user', id: 7, name: 'Ava Stone', iconUrl: '/ava.png', url: '/user/ava' },
      createdAt: null,
      createdSince: '1 minute ago',
      media: [
        {
          id: null,
          kind: 'image',
          thumbUrl: '/t.jpg',
          previewUrl: null,
          widthPx: 800,
          heightPx: 600,
          hlsUrl: null,
          mp4: null,
          processed: true,
        },
      ],
    })
  })

  it('reads a designer or venue answer from display_as, not from the manager who typed it', () => {
    const message = messageFromComment(
      comment(5, {
        display_as: {
          type: 'designer',
          id: 3,
          name: 'Atelier Nord',
          logo_url: '/nord.png',
          detail_url: '/brand/nord/',
        },
      }),
    )
    expect(message?.author).toEqual({
      type: 'designer',
      id: 3,
      name: 'Atelier Nord',
      iconUrl: '/nord.png',
      url: '/brand/nord/',
    })
    expect(message?.seq).toBeNull()
  })

  it('skips what is not a message', () => {
    expect(messagesFromComments([null, { id: 'x' }, comment(1)]).map((m) => m.id)).toEqual([1])
    expect(messagesFromComments(undefined)).toEqual([])
  })
})

describe('a message pushed by the subscription', () => {
  it('reads its seq and its author through the persona entities', () => {
    expect(messageFromLive(liveMessage(9, 4).chatMessageAdded)).toMatchObject({
      id: 9,
      seq: 4,
      text: 'live 9',
      author: { type: 'designer', id: 3, name: 'Atelier Nord', iconUrl: '/nord.png', url: null },
      createdAt: '2026-11-02T10:00:00.000Z',
    })
  })

  it('tells a video still being prepared', () => {
    const message = messageFromLive(
      liveMessage(9, 4, { media: [{ id: 2, resourceType: 'video', processed: false, thumbUrl: '/v.jpg' }] })
        .chatMessageAdded,
    )
    expect(message?.media[0]).toMatchObject({ id: 2, kind: 'video', processed: false, thumbUrl: '/v.jpg' })
  })
})
