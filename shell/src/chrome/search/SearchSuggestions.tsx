interface SearchSuggestionsProps {
  id: string
  label: string
  suggestions: readonly string[]
  // the option the arrow keys are on, -1 for none
  active: number
  onPick: (suggestion: string) => void
}

// search_autocomplete's suggestions under the box: arrow keys and Enter, or a click, pick one
export function SearchSuggestions({ id, label, suggestions, active, onPick }: SearchSuggestionsProps) {
  if (suggestions.length === 0) return null
  return (
    <div id={id} className="sr-shell-search__suggestions" role="listbox" aria-label={label}>
      {suggestions.map((suggestion, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks through the search box (aria-activedescendant)
        <div
          key={suggestion}
          id={`${id}-${index}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === active}
          className="sr-shell-search__suggestion"
          // keeps the focus in the box while the mouse picks
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(suggestion)}
        >
          {suggestion}
        </div>
      ))}
    </div>
  )
}
