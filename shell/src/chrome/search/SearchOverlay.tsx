import { LIMITS } from '@showroom/contracts'
import { useT } from '@showroom/i18n'
import { useModuleT } from '@showroom/mfe-runtime'
import { useFocusTrap, useOverlay } from '@showroom/ui'
import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { SHELL_NS } from '../shell-messages.ts'

// the full-page search: the box takes focus 800 ms after opening; closing clears the text.
// results come from the discovery module's search (a later issue): the area stays honestly empty
export function SearchOverlay() {
  const t = useT()
  const ts = useModuleT(SHELL_NS)
  const { open, close, params } = useOverlay<{ term?: string }>('search')
  const [term, setTerm] = useState('')
  const panel = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const titleId = useId()
  // the panel takes focus at once; the box only after the spec's delay
  useFocusTrap(panel, { active: open, onEscape: close, initialFocus: panel })

  useEffect(() => {
    if (!open) {
      setTerm('')
      return
    }
    if (params?.term) setTerm(params.term)
    const timer = window.setTimeout(() => input.current?.focus(), LIMITS.overlayFocusDelayMs)
    return () => window.clearTimeout(timer)
  }, [open, params?.term])

  if (!open) return null
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
        <form role="search" className="sr-shell-search__form" onSubmit={(event) => event.preventDefault()}>
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
            onChange={(event) => setTerm(event.target.value)}
            autoComplete="off"
          />
        </form>
        <button type="button" className="sr-shell-search__close" onClick={close}>
          {ts('search.close')}
        </button>
      </div>
      <section className="sr-shell-search__results" aria-label={ts('search.results')} aria-live="polite">
        {term.trim() ? <p className="sr-shell-search__note">{ts('search.comingSoon')}</p> : null}
      </section>
    </div>,
    document.body,
  )
}
