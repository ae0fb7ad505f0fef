import { describe, expect, it } from '@jest/globals'
import {
  INITIAL_SUGGESTION_LIST,
  nextSuggestionList,
  type SuggestionListEvent,
  suggestionListView,
} from './suggestion-list.ts'

const run = (events: SuggestionListEvent[]) => events.reduce(nextSuggestionList, INITIAL_SUGGESTION_LIST)
const list = ['sample sale', 'sample studio', 'samples']

describe('the search suggestion list', () => {
  it('shows a new list unhighlighted', () => {
    expect(suggestionListView(INITIAL_SUGGESTION_LIST, list)).toEqual({ open: true, active: -1 })
    expect(suggestionListView(INITIAL_SUGGESTION_LIST, [])).toEqual({ open: false, active: -1 })
  })

  it('moves the highlight with the arrow keys and wraps around', () => {
    const down = run([{ type: 'moved', list, by: 1 }])
    expect(suggestionListView(down, list).active).toBe(0)
    const wrapped = run([
      { type: 'moved', list, by: 1 },
      { type: 'moved', list, by: -1 },
    ])
    expect(suggestionListView(wrapped, list).active).toBe(2)
  })

  it('is put away by a dismissal and stays away until the member types again', () => {
    const dismissed = run([{ type: 'moved', list, by: 1 }, { type: 'dismissed' }])
    expect(suggestionListView(dismissed, list)).toEqual({ open: false, active: -1 })
    // the list that arrives for a picked suggestion stays hidden too
    expect(suggestionListView(dismissed, ['sample sale london']).open).toBe(false)
    expect(suggestionListView(nextSuggestionList(dismissed, { type: 'typed' }), list).open).toBe(true)
  })

  it('comes back on an arrow key after being put away', () => {
    const back = run([{ type: 'dismissed' }, { type: 'moved', list, by: 1 }])
    expect(suggestionListView(back, list)).toEqual({ open: true, active: 0 })
  })

  it('keeps the highlight on the same suggestion when a newer list still has it', () => {
    // the arrow key came before the answer for the text in the box
    const moved = run([
      { type: 'moved', list, by: 1 },
      { type: 'moved', list, by: 1 },
    ])
    expect(suggestionListView(moved, ['sample studios', 'sample studio']).active).toBe(1)
    expect(suggestionListView(moved, ['sample sale']).active).toBe(-1)
  })

  it('takes the highlight away when the member types', () => {
    const typed = run([{ type: 'moved', list, by: 1 }, { type: 'typed' }])
    expect(suggestionListView(typed, list)).toEqual({ open: true, active: -1 })
    expect(suggestionListView(typed, ['sample sale']).active).toBe(-1)
  })
})
