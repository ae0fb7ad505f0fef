import { type ReactNode, type RefObject, useId } from 'react'
import { DialogFrame } from '../dialog/DialogFrame.tsx'
import { DialogHeader } from '../dialog/DialogHeader.tsx'
import './modal.css'

export interface ModalProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  hideTitle?: boolean
  // only a dismissable modal closes on a background click, Escape or its close button
  dismissable?: boolean
  size?: 'small' | 'medium' | 'large'
  footer?: ReactNode
  initialFocus?: RefObject<HTMLElement | null>
  children: ReactNode
}

export function Modal({
  open,
  onClose,
  title,
  hideTitle,
  dismissable = true,
  size = 'medium',
  ...rest
}: ModalProps) {
  const titleId = useId()
  if (!open) return null
  const dismiss = dismissable ? onClose : undefined
  return (
    <DialogFrame
      block="sr-modal"
      modifiers={[size]}
      labelledBy={titleId}
      onEscape={dismiss}
      onScrimClick={dismiss}
      initialFocus={rest.initialFocus}
    >
      <DialogHeader titleId={titleId} title={title} hideTitle={hideTitle} onClose={dismiss} />
      <div className="sr-dialog__body">{rest.children}</div>
      {rest.footer ? <div className="sr-modal__footer">{rest.footer}</div> : null}
    </DialogFrame>
  )
}
