import { describe, expect, it } from '@jest/globals'
import { createBottomLock, isAtBottom, keepAnchor, nearTop } from './scroll-lock.ts'

const box = (scrollTop: number, scrollHeight = 2000, clientHeight = 500) => ({
  scrollTop,
  scrollHeight,
  clientHeight,
})

describe('the bottom lock', () => {
  it('follows new messages until the reader scrolls up, and again once they are back at the bottom', () => {
    const lock = createBottomLock()
    expect(lock.shouldFollow()).toBe(true)
    lock.onScroll(box(900))
    expect(lock.shouldFollow()).toBe(false)
    lock.onScroll(box(1500))
    expect(lock.shouldFollow()).toBe(true)
  })

  it('locks again when the reader sends a message', () => {
    const lock = createBottomLock()
    lock.onScroll(box(0))
    lock.lock()
    expect(lock.locked).toBe(true)
  })

  it('counts a few pixels short of the end as the bottom', () => {
    expect(isAtBottom(box(1480))).toBe(true)
    expect(isAtBottom(box(1400))).toBe(false)
  })
})

describe('older messages', () => {
  it('load within 200 px of the top', () => {
    expect(nearTop(box(200))).toBe(true)
    expect(nearTop(box(201))).toBe(false)
  })

  it('go in above without moving the message under the reader', () => {
    expect(keepAnchor(box(150, 2000), 2600)).toBe(750)
  })
})
