import { describe, expect, it } from '@jest/globals'
import { ticketClickAction } from './ticket-click.ts'

describe('the tickets button', () => {
  it('asks a visitor to sign up on an ordinary event', () => {
    for (const level of [0, 1, 2]) expect(ticketClickAction(false, level)).toBe('signup')
  })

  it('only logs a visitor’s click and opens the link on a featured level 3 event', () => {
    expect(ticketClickAction(false, 3)).toBe('log-and-open')
  })

  it('logs a member’s click and opens the link on every event', () => {
    for (const level of [0, 1, 2, 3]) expect(ticketClickAction(true, level)).toBe('log-and-open')
  })
})
