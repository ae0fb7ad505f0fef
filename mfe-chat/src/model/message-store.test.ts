import { describe, expect, it } from '@jest/globals'
import { addedIds, lastSeq, mergeMessages, newestId, oldestId } from './message-store.ts'
import type { ChatMessage } from './types.ts'

const message = (id: number, seq: number | null = null, text = `m${id}`): ChatMessage => ({
  id,
  seq,
  text,
  author: { type: 'user', id: 1, name: 'Ava', iconUrl: null, url: null },
  createdAt: null,
  createdSince: null,
  media: [],
})

describe('merging messages', () => {
  it('keeps each id once, oldest first, whatever order the pages came in', () => {
    const merged = mergeMessages([message(3), message(4)], [message(6), message(2), message(4), message(5)])
    expect(merged.map((m) => m.id)).toEqual([2, 3, 4, 5, 6])
  })

  it('keeps a seq learnt from the subscription when the same message comes by REST without one', () => {
    const merged = mergeMessages([message(4, 9)], [message(4, null, 'again')])
    expect(merged).toEqual([{ ...message(4, 9), text: 'again' }])
  })

  it('hands back the same list when nothing arrived, so nothing re-renders', () => {
    const list = [message(1)]
    expect(mergeMessages(list, [])).toBe(list)
  })
})

describe('cursors', () => {
  const list = [message(10, 1), message(12, null), message(15, 3)]
  it('polls after the highest id and loads older before the lowest', () => {
    expect(newestId(list)).toBe(15)
    expect(oldestId(list)).toBe(10)
    expect(newestId([])).toBeNull()
    expect(oldestId([])).toBeNull()
  })

  it('resumes the subscription after the highest seq seen, or the start baseline when higher', () => {
    expect(lastSeq(list, null)).toBe(3)
    expect(lastSeq(list, 7)).toBe(7)
    expect(lastSeq([message(1)], null)).toBeNull()
  })

  it('says which messages a merge added', () => {
    expect(addedIds([message(1)], [message(1), message(2)])).toEqual([2])
  })
})
