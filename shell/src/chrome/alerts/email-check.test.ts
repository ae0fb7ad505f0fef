import { describe, expect, it } from '@jest/globals'
import { isPlausibleEmail } from './email-check.ts'

describe('the alert signup email check', () => {
  it('accepts text, @, text, dot, text', () => {
    expect(isPlausibleEmail('ava@showroom.test')).toBe(true)
    expect(isPlausibleEmail('a.b+alerts@mail.example.co.uk')).toBe(true)
    expect(isPlausibleEmail('  ava@showroom.test  ')).toBe(true)
  })

  it('refuses an address missing any of the parts', () => {
    for (const text of ['', 'ava', 'ava@', '@showroom.test', 'ava@showroom', 'ava@showroom.', 'ava@.test'])
      expect(isPlausibleEmail(text)).toBe(false)
  })

  it('refuses spaces inside and a second @', () => {
    expect(isPlausibleEmail('ava sinclair@showroom.test')).toBe(false)
    expect(isPlausibleEmail('ava@show room.test')).toBe(false)
    expect(isPlausibleEmail('ava@bee@showroom.test')).toBe(false)
  })
})
