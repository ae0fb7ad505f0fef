import { type ReactNode, type RefObject, useId } from 'react'
import { DialogFrame } from '../dialog/DialogFrame.tsx'
import { DialogHeader } from '../dialog/DialogHeader.tsx'
import './overlay.css'

export interface OverlayProps {
  open: boolean
  onClose: () => void
  // the overlay's accessible name, shown as its heading unless hideTitle
  title: ReactNode
  hideTitle?: boolean
  side?: 'left' | 'right'
  headerActions?: ReactNode
  initialFocus?: RefObject<HTMLElement | null>
  children: ReactNode
}

// a full-height side panel on desktop, a full-screen sheet under 760 px
export function Overlay({ open, onClose, title, hideTitle, side = 'right', ...rest }: OverlayProps) {
  const titleId = useId()
  if (!open) return null
  return (
    <DialogFrame
      block="sr-overlay"
      modifiers={[side]}
      labelledBy={titleId}
      onEscape={onClose}
      onScrimClick={onClose}
      initialFocus={rest.initialFocus}
    >
      <DialogHeader
        titleId={titleId}
        title={title}
        hideTitle={hideTitle}
        onClose={onClose}
        actions={rest.headerActions}
      />
      <div className="sr-dialog__body">{rest.children}</div>
    </DialogFrame>
  )
}
