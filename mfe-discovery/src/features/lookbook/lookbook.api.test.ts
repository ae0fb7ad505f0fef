import { describe, expect, it } from '@jest/globals'
import { stepIndex } from './lookbook.api.ts'

describe('the lookbook carousel', () => {
  it('steps forward and back, wrapping at both ends', () => {
    expect(stepIndex(0, 1, 3)).toBe(1)
    expect(stepIndex(2, 1, 3)).toBe(0)
    expect(stepIndex(0, -1, 3)).toBe(2)
    expect(stepIndex(0, 1, 0)).toBe(0)
  })
})
