import { describe, expect, it } from '@jest/globals'
import type { Viewer } from '../../session/viewer.graphql.ts'
import { actingAs } from './acting-as.ts'

const olga = (persona: { type: string; id: number }) =>
  ({
    user: { id: 6, username: 'olga', fullName: 'Olga Petrova', profileIconUrl: '/media/olga.webp' },
    persona,
    personas: [
      { type: 'user', id: 6, name: 'Olga Petrova', iconUrl: '/media/olga.webp' },
      { type: 'designer', id: 1, name: 'Atelier Nord', iconUrl: '/media/atelier-nord.webp' },
      { type: 'venue', id: 1, name: 'The Glasshouse', iconUrl: null },
    ],
  }) as unknown as Viewer

describe('who the member is acting as', () => {
  it('is the member themselves until they switch persona', () => {
    expect(actingAs(olga({ type: 'user', id: 6 }))).toEqual({
      name: 'Olga Petrova',
      iconUrl: '/media/olga.webp',
      handle: '@olga',
      isPersona: false,
    })
  })

  it('is the venue after switching to it, even when a designer shares its id', () => {
    expect(actingAs(olga({ type: 'venue', id: 1 }))).toEqual({
      name: 'The Glasshouse',
      iconUrl: null,
      handle: 'venue',
      isPersona: true,
    })
    expect(actingAs(olga({ type: 'designer', id: 1 })).name).toBe('Atelier Nord')
  })

  it('falls back to the member when the persona is no longer theirs', () => {
    expect(actingAs(olga({ type: 'venue', id: 99 })).name).toBe('Olga Petrova')
  })
})
