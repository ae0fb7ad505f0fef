import { describe, expect, it } from '@jest/globals'
import { trimText } from './trim-text.ts'

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i % 10}`).join(' ')

describe('trimming long posts', () => {
  it('shows text under 150 characters whole', () => {
    const text = 'x'.repeat(149)
    expect(trimText(text)).toEqual({ text, trimmed: false })
  })

  it('trims text of 150 characters or more to about 100, at a word boundary', () => {
    const text = words(40)
    expect(text.length).toBeGreaterThanOrEqual(150)
    const short = trimText(text)
    expect(short.trimmed).toBe(true)
    expect(short.text.endsWith('…')).toBe(true)
    const kept = short.text.slice(0, -1)
    expect(kept.length).toBeLessThanOrEqual(100)
    expect(kept.length).toBeGreaterThanOrEqual(80)
    expect(text.startsWith(kept)).toBe(true)
    expect(text[kept.length]).toBe(' ')
  })

  it('cuts a long unbroken run at 100 characters', () => {
    expect(trimText('y'.repeat(150)).text).toBe(`${'y'.repeat(100)}…`)
  })

  it('counts characters, not UTF-16 units, so emoji are never split', () => {
    const text = '👗'.repeat(150)
    const short = trimText(text)
    expect([...short.text.slice(0, -1)]).toHaveLength(100)
    expect(trimText('👗'.repeat(149)).trimmed).toBe(false)
  })
})
