import { describe, expect, it } from '@jest/globals'
import { applyMention, limitSuggestions, mentionAt } from './mentions.ts'

describe('mention parsing', () => {
  it('finds @ followed by word characters at the caret', () => {
    expect(mentionAt('hello @ni', 9)).toEqual({ start: 6, term: 'ni' })
    expect(mentionAt('@Nia_B', 6)).toEqual({ start: 0, term: 'Nia_B' })
  })

  it('ignores an @ alone, inside a word, or away from the caret', () => {
    expect(mentionAt('hello @', 7)).toBeNull()
    expect(mentionAt('mail@example', 12)).toBeNull()
    expect(mentionAt('@nia and more', 13)).toBeNull()
    expect(mentionAt('@ni-a', 5)).toBeNull()
  })

  it('replaces the partial mention with the chosen username and a space', () => {
    const text = 'hi @ni there'
    expect(applyMention(text, 6, { start: 3, term: 'ni' }, 'nia')).toEqual({
      text: 'hi @nia there',
      caret: 8,
    })
  })

  it('keeps at most 10 suggestions', () => {
    expect(limitSuggestions(Array.from({ length: 14 }, (_, n) => n))).toHaveLength(10)
  })
})
