import { describe, expect, it } from '@jest/globals'
import { mediaSummary } from './media-summary.ts'

describe('the summary layout of a post’s photos', () => {
  it('shows up to four photos as they are', () => {
    expect(mediaSummary([1, 2, 3], 'summary')).toEqual({ shown: [1, 2, 3], more: 0 })
    expect(mediaSummary([1, 2, 3, 4], 'summary')).toEqual({ shown: [1, 2, 3, 4], more: 0 })
  })

  it('shows four and a + N for the rest', () => {
    expect(mediaSummary([1, 2, 3, 4, 5, 6, 7], 'summary')).toEqual({ shown: [1, 2, 3, 4], more: 3 })
  })

  it('shows every photo in the full layout', () => {
    expect(mediaSummary([1, 2, 3, 4, 5, 6], 'full')).toEqual({ shown: [1, 2, 3, 4, 5, 6], more: 0 })
  })
})
