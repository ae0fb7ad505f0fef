import { useT } from '@showroom/i18n/react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { InfoIcon } from '../icons.tsx'
import './tip.css'

export interface TipPopoverProps {
  children: ReactNode
  // the trigger's accessible name; defaults to 'More information'
  label?: string
  placement?: 'top' | 'bottom'
}

// a small disclosure: the info button shows a tip; Escape or a click elsewhere hides it
export function TipPopover({ children, label, placement = 'bottom' }: TipPopoverProps) {
  const t = useT()
  const tipId = useId()
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLSpanElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setOpen(false)
      trigger.current?.focus()
    }
    function onPointerDown(event: MouseEvent) {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('mousedown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('mousedown', onPointerDown)
    }
  }, [open])

  return (
    <span ref={root} className={`sr-tip sr-tip--${placement}`}>
      <button
        ref={trigger}
        type="button"
        className="sr-tip__trigger"
        aria-expanded={open}
        aria-controls={tipId}
        aria-label={label ?? t('common.moreInfo')}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <InfoIcon />
      </button>
      <span id={tipId} className="sr-tip__bubble" hidden={!open}>
        {children}
      </span>
    </span>
  )
}
