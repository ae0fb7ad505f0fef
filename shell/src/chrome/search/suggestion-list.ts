// the suggestion list's own state: whether the member put it away, and the option the arrow keys
// are on. Typing takes the highlight away; a newer list for the same text (an answer that arrived
// after the arrow key) keeps it on the same suggestion if it still has it, so ArrowDown then Enter
// picks what the member saw highlighted, and starts unhighlighted if not
export interface SuggestionListState {
  dismissed: boolean
  highlight: { list: readonly string[]; index: number }
}

export type SuggestionListEvent =
  // the text changed by typing: new suggestions may show again, none highlighted
  | { type: 'typed' }
  // Escape, a click outside, a pick or a submit
  | { type: 'dismissed' }
  | { type: 'moved'; list: readonly string[]; by: 1 | -1 }

export const INITIAL_SUGGESTION_LIST: SuggestionListState = {
  dismissed: false,
  highlight: { list: [], index: -1 },
}

export function suggestionListView(
  state: SuggestionListState,
  list: readonly string[],
): { open: boolean; active: number } {
  const open = list.length > 0 && !state.dismissed
  const { list: seen, index } = state.highlight
  if (!open || index < 0) return { open, active: -1 }
  if (seen === list) return { open, active: index }
  const highlighted = seen[index]
  return { open, active: highlighted === undefined ? -1 : list.indexOf(highlighted) }
}

export function nextSuggestionList(
  state: SuggestionListState,
  event: SuggestionListEvent,
): SuggestionListState {
  switch (event.type) {
    case 'typed':
      return state.dismissed || state.highlight.index >= 0
        ? { dismissed: false, highlight: { list: [], index: -1 } }
        : state
    case 'dismissed':
      return { dismissed: true, highlight: { list: [], index: -1 } }
    case 'moved': {
      const count = event.list.length
      if (count === 0) return state
      // an arrow key brings a put-away list back, on its first or last option
      const { active } = suggestionListView(state, event.list)
      const index = active < 0 ? (event.by === 1 ? 0 : count - 1) : (active + event.by + count) % count
      return { dismissed: false, highlight: { list: event.list, index } }
    }
  }
}
