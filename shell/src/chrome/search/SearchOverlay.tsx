import { LIMITS } from '@showroom/contracts'
import { useLocale, useT } from '@showroom/i18n/react'
import { navigate, useModuleT, usePathname } from '@showroom/mfe-runtime'
import { useFocusTrap, useOverlay } from '@showroom/ui'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { ShellCity } from '../city/cities.ts'
import { useCities } from '../city/use-cities.ts'
import { SHELL_NS } from '../shell-messages.ts'
import { inAppHref } from './search-sources.ts'
import { SearchSuggestions } from './SearchSuggestions.tsx'
import {
  INITIAL_SUGGESTION_LIST,
  nextSuggestionList,
  type SuggestionListEvent,
  suggestionListView,
} from './suggestion-list.ts'
import { takeTypedAhead } from './typed-ahead.ts'
import './search.messages.ts'
import { useSearch } from './use-search.ts'
import './search.css'

// the city whose pages we are on ('/' is the first city's home); null on pages outside a city
function cityOfPage(cities: readonly ShellCity[], pathname: string): ShellCity | null {
  const segment = pathname.split('/').filter(Boolean)[0]
  if (!segment) return cities[0] ?? null
  return cities.find((city) => city.url.replace(/^\/|\/$/g, '') === segment) ?? null
}

// the full-page search (spec parts 2, 4, 5, 7, 8, 9): opening runs the search for the text and the
// box has focus 800 ms after opening (it takes input at once: keys typed while it loads are kept);
// typing searches after 50 ms; closing clears the text
export function SearchOverlay() {
  const t = useT()
  const ts = useModuleT(SHELL_NS)
  const locale = useLocale()
  const pathname = usePathname()
  const { cities } = useCities()
  const city = cityOfPage(cities, pathname)
  const { open, close, params } = useOverlay<{ term?: string }>('search')
  const { state, controller } = useSearch({ cityUrl: city?.url ?? null, cityId: city?.id ?? null, locale })
  const [term, setTerm] = useState('')
  const [list, setList] = useState(INITIAL_SUGGESTION_LIST)
  const onList = (event: SuggestionListEvent) => setList((current) => nextSuggestionList(current, event))
  const panel = useRef<HTMLDivElement>(null)
  const form = useRef<HTMLFormElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const fragment = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const listId = `${titleId}-suggestions`
  useFocusTrap(panel, { active: open, onEscape: close, initialFocus: input })

  const termNow = useRef(term)
  termNow.current = term

  // biome-ignore lint/correctness/useExhaustiveDependencies: only opening (or a native search term) starts over
  useEffect(() => {
    if (!open) {
      setTerm('')
      setList(INITIAL_SUGGESTION_LIST)
      controller.reset()
      return
    }
    const text = takeTypedAhead() || params?.term || ''
    setTerm(text)
    controller.runNow(text)
    // the box has focus from the start; at the spec's moment it is asserted again, unless the
    // member has moved on to another control of the search
    const timer = window.setTimeout(() => {
      const now = document.activeElement
      if (!now || now === document.body || now === panel.current) input.current?.focus()
    }, LIMITS.overlayFocusDelayMs)
    return () => window.clearTimeout(timer)
  }, [open, params?.term])

  // a new scope (language or city switched while open) searches the text again; opening itself is
  // the effect above's, and searching '' here as well would abort what it just started
  const openNow = useRef(open)
  openNow.current = open
  const scope = useRef(controller)
  useEffect(() => {
    if (scope.current === controller) return
    scope.current = controller
    if (openNow.current) controller.runNow(termNow.current)
  }, [controller])

  // links in the fragment are our own pages: navigate in the app and put the search away
  useEffect(() => {
    const area = fragment.current
    if (!open || !area) return
    function onClick(event: globalThis.MouseEvent) {
      const href = inAppHref(event, window.location.origin)
      if (!href) return
      event.preventDefault()
      close()
      navigate(href)
    }
    area.addEventListener('click', onClick)
    return () => area.removeEventListener('click', onClick)
  }, [open, close])

  const { open: listOpen, active } = suggestionListView(list, state.suggestions)

  // a click anywhere but the box and its list puts the suggestions away (Escape is the keyboard's
  // way); on click, not pointerdown, so the results do not move up under a pressed pointer
  useEffect(() => {
    if (!open || !listOpen) return
    function onClick(event: globalThis.MouseEvent) {
      if (!form.current?.contains(event.target as Node))
        setList((current) => nextSuggestionList(current, { type: 'dismissed' }))
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [open, listOpen])

  if (!open) return null

  const pick = (suggestion: string) => {
    setTerm(suggestion)
    onList({ type: 'dismissed' })
    controller.runNow(suggestion)
    input.current?.focus()
  }

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (state.suggestions.length === 0) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      onList({ type: 'moved', list: state.suggestions, by: event.key === 'ArrowDown' ? 1 : -1 })
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      pick(state.suggestions[active] ?? term)
    } else if (event.key === 'Escape' && listOpen) {
      // the first Escape puts the suggestions away, the next one closes the search
      event.preventDefault()
      event.stopPropagation()
      onList({ type: 'dismissed' })
    }
  }

  return createPortal(
    <div
      className="sr-shell-search"
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className="sr-shell-search__bar">
        <h2 id={titleId} className="sr-visually-hidden">
          {ts('search.label')}
        </h2>
        {/* biome-ignore lint/a11y/useSemanticElements: the <search> element is not mapped to the search landmark by every screen reader and test tool yet */}
        <form
          ref={form}
          role="search"
          className="sr-shell-search__form"
          onSubmit={(event) => {
            event.preventDefault()
            onList({ type: 'dismissed' })
            controller.runNow(term)
          }}
        >
          <label className="sr-visually-hidden" htmlFor={`${titleId}-input`}>
            {ts('search.label')}
          </label>
          <input
            id={`${titleId}-input`}
            ref={input}
            type="search"
            className="sr-shell-search__input"
            placeholder={t('chrome.searchPlaceholder')}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value)
              onList({ type: 'typed' })
              controller.input(event.target.value)
            }}
            onKeyDown={onInputKeyDown}
            autoComplete="off"
            aria-autocomplete="list"
            aria-controls={listOpen ? listId : undefined}
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          />
          <SearchSuggestions
            id={listId}
            label={ts('search.suggestions')}
            suggestions={listOpen ? state.suggestions : []}
            active={active}
            onPick={pick}
          />
        </form>
        <button type="button" className="sr-shell-search__close" onClick={close}>
          {ts('search.close')}
        </button>
      </div>
      <section
        className="sr-shell-search__results"
        aria-label={ts('search.results')}
        aria-busy={state.loading}
        data-testid="search-results"
      >
        {state.failed ? (
          <p className="sr-shell-search__error" role="alert">
            {t('search.loadFailed')}
          </p>
        ) : null}
        <p className="sr-visually-hidden" role="status">
          {state.loading ? ts('search.searching') : ''}
        </p>
        <div
          ref={fragment}
          className="sr-shell-search__fragment"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the gateway's own search fragment, HTML-escaped on the server
          dangerouslySetInnerHTML={{ __html: term.trim() ? state.html : '' }}
        />
      </section>
    </div>,
    document.body,
  )
}
