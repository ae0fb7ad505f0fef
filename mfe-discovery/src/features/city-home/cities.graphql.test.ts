import { describe, expect, it } from '@jest/globals'
import { type City, cityForPath, cityHref } from './cities.graphql.ts'

const cities: City[] = [
  { id: 1, name: 'London', nameEn: 'London', nameZh: '伦敦', url: '/london', slug: 'london' },
  { id: 2, name: 'New York', nameEn: 'New York', nameZh: '纽约', url: '/new-york', slug: 'new-york' },
]

describe('the city of a page', () => {
  it('is the first city on / and the matching one on /{city_url}/', () => {
    expect(cityForPath(cities, '/')?.id).toBe(1)
    expect(cityForPath(cities, '/new-york/')?.id).toBe(2)
    expect(cityForPath(cities, '/new-york')?.id).toBe(2)
  })

  it('is null for a path that is no city', () => {
    expect(cityForPath(cities, '/paris/')).toBeNull()
  })

  it('links with a trailing slash', () => {
    expect(cityHref(cities[1] as City)).toBe('/new-york/')
  })
})
