import { type ReactNode, type RefObject, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useFocusTrap } from '../hooks/use-focus-trap.ts'
import { useScrollLock } from '../hooks/use-scroll-lock.ts'
import './dialog.css'

export interface DialogFrameProps {
  // the block class of the caller, e.g. `sr-overlay`; the frame adds `__scrim` and `__panel`
  block: string
  modifiers?: string[]
  role?: 'dialog' | 'alertdialog'
  labelledBy?: string
  label?: string
  describedBy?: string
  onEscape?: () => void
  onScrimClick?: () => void
  initialFocus?: RefObject<HTMLElement | null>
  children: ReactNode
}

// the part every dialog shares: portal, scrim, focus trap, Escape and a locked page behind
export function DialogFrame(props: DialogFrameProps) {
  const { block, modifiers = [], role = 'dialog', onScrimClick, children } = props
  const panel = useRef<HTMLDivElement>(null)
  useFocusTrap(panel, { active: true, onEscape: props.onEscape, initialFocus: props.initialFocus })
  useScrollLock(true)

  const rootClass = [block, ...modifiers.map((modifier) => `${block}--${modifier}`)].join(' ')
  return createPortal(
    <div className={`sr-dialog ${rootClass}`}>
      {/* a pointer convenience only: Escape and the close button are the keyboard route */}
      <div className={`sr-dialog__scrim ${block}__scrim`} aria-hidden="true" onClick={onScrimClick} />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal */}
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={props.labelledBy}
        aria-label={props.labelledBy ? undefined : props.label}
        aria-describedby={props.describedBy}
        tabIndex={-1}
        className={`sr-dialog__panel ${block}__panel`}
      >
        {children}
      </div>
    </div>,
    document.body,
  )
}
