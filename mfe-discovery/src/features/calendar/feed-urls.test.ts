import { describe, expect, it } from '@jest/globals'
import { feedUrls } from './SubscribeLink.tsx'

describe('the private calendar feed link', () => {
  it('comes as https:// and as webcal:// for calendar apps', () => {
    expect(feedUrls('/calendar/feed/abc.ics', 'https://showroom.test')).toEqual({
      https: 'https://showroom.test/calendar/feed/abc.ics',
      webcal: 'webcal://showroom.test/calendar/feed/abc.ics',
    })
    expect(feedUrls('http://127.0.0.1:3000/calendar/feed/abc.ics', 'https://x.test').webcal).toBe(
      'webcal://127.0.0.1:3000/calendar/feed/abc.ics',
    )
  })
})
