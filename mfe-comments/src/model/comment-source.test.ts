import { describe, expect, it } from '@jest/globals'
import {
  commentShareUrl,
  isNewGossipTopic,
  parseCommentFragment,
  sourceParams,
  threadSourceFromProps,
} from './comment-source.ts'

describe('comment links and sources', () => {
  it('reads the #pec, #pfc and #puc fragments', () => {
    expect(parseCommentFragment('#pec=12')).toEqual({ kind: 'event', id: 12 })
    expect(parseCommentFragment('#pfc=3')).toEqual({ kind: 'flash', id: 3 })
    expect(parseCommentFragment('#puc=40')).toEqual({ kind: 'universal', id: 40 })
    expect(parseCommentFragment('#alerts')).toBeNull()
    expect(parseCommentFragment('#pec=0')).toBeNull()
  })

  it('builds the share link from the page url and the fragment', () => {
    expect(commentShareUrl('https://x.test/london/event/a/#old', 'event', 7)).toBe(
      'https://x.test/london/event/a/#pec=7',
    )
  })

  it('turns the parcel props into the source params of the calls', () => {
    const event = threadSourceFromProps({ commentType: 'event', eventId: 5, cityId: 1 })
    expect(event && sourceParams(event)).toEqual({ event_id: 5 })
    const universal = threadSourceFromProps({ commentType: 'universal', sourceType: 'story', sourceId: '9' })
    expect(universal && sourceParams(universal)).toEqual({ source_type: 'story', source_id: 9 })
    expect(threadSourceFromProps({ commentType: 'poster', eventId: 5 })).toBeNull()
  })

  it('lets a composer start a new gossip topic with source_id 0, but never a thread', () => {
    const props = { commentType: 'universal', sourceType: 'gossip', sourceId: 0, cityId: 2 }
    const topic = threadSourceFromProps(props, { allowNewTopic: true })
    expect(topic).toEqual({ kind: 'universal', sourceType: 'gossip', sourceId: 0, cityId: 2 })
    expect(topic && isNewGossipTopic(topic)).toBe(true)
    expect(topic && sourceParams(topic)).toEqual({ source_type: 'gossip', source_id: 0 })
    expect(threadSourceFromProps(props)).toBeNull()
    expect(threadSourceFromProps({ ...props, sourceType: 'story' }, { allowNewTopic: true })).toBeNull()
    const existing = threadSourceFromProps({ ...props, sourceId: 8 }, { allowNewTopic: true })
    expect(existing && isNewGossipTopic(existing)).toBe(false)
  })
})
