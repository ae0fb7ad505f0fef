import { useT } from '@showroom/i18n/react'
import type { ReactNode } from 'react'
import { CloseIcon } from '../icons.tsx'

interface DialogHeaderProps {
  titleId: string
  title: ReactNode
  hideTitle?: boolean
  onClose?: () => void
  actions?: ReactNode
}

export function DialogHeader({ titleId, title, hideTitle, onClose, actions }: DialogHeaderProps) {
  const t = useT()
  return (
    <div className="sr-dialog__header">
      <h2 id={titleId} className={hideTitle ? 'sr-visually-hidden' : 'sr-dialog__title'}>
        {title}
      </h2>
      {actions}
      {onClose ? (
        <button type="button" className="sr-dialog__close" onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon />
        </button>
      ) : null}
    </div>
  )
}
