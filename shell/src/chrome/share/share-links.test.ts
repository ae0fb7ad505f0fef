import { describe, expect, it } from '@jest/globals'
import type { Session } from '@showroom/contracts'
import { eventIcsUrl, sharedEventId, whatsappUrl, withReferral } from './share-links.ts'

const member: Session = {
  user_id: 1,
  user_token: '',
  user_is_pro: false,
  user_points: 0,
  user_is_team: false,
}

describe('shared links', () => {
  it('carry the member’s username as ?ref=', () => {
    expect(withReferral('https://showroom.test/london/?x=1#pec=3', member, 'ava')).toBe(
      'https://showroom.test/london/?x=1&ref=ava#pec=3',
    )
  })

  it('stay clean for team members and visitors', () => {
    expect(withReferral('https://showroom.test/london/', { ...member, user_is_team: true }, 'tom')).toBe(
      'https://showroom.test/london/',
    )
    expect(withReferral('https://showroom.test/london/', null, null)).toBe('https://showroom.test/london/')
  })

  it('are encoded for WhatsApp', () => {
    expect(whatsappUrl('https://showroom.test/a?b=1', 'Sale & more')).toBe(
      'https://wa.me/?text=Sale%20%26%20more%20https%3A%2F%2Fshowroom.test%2Fa%3Fb%3D1',
    )
  })

  it('offer an event’s .ics file for calendars, and nothing for other pages', () => {
    expect(eventIcsUrl(42)).toBe('/calendar/event/42.ics')
    expect(sharedEventId({ url: 'https://showroom.test/london/event/a/', eventId: 42 })).toBe(42)
    expect(sharedEventId({ url: 'https://showroom.test/london/' })).toBeNull()
    expect(sharedEventId({ url: 'https://showroom.test/x/', eventId: 0 })).toBeNull()
  })
})
