// keys typed between asking for the search and its box being there (the overlay's code may still be
// loading) are kept here and handed to the box, so nothing typed right after opening is lost
let typed = ''
let stopCatching: (() => void) | null = null

export function catchTypedAhead(target: Document = document): void {
  stopCatching?.()
  typed = ''
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return
    if (event.key === 'Backspace') typed = typed.slice(0, -1)
    else if (event.key.length === 1) typed += event.key
    else return
    event.preventDefault()
  }
  target.addEventListener('keydown', onKeyDown, true)
  stopCatching = () => target.removeEventListener('keydown', onKeyDown, true)
}

// what was typed so far; stops catching
export function takeTypedAhead(): string {
  stopCatching?.()
  stopCatching = null
  const text = typed
  typed = ''
  return text
}
