import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { Button, Modal } from '@showroom/ui'
import { useRef } from 'react'
import { NS } from '../messages.ts'

// 'Are you sure you want to delete this comment?'
export function DeleteConfirm({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean
  onCancel: () => void
  onConfirm: () => void
}) {
  const tc = useT()
  const t = useModuleT(NS)
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('thread.confirmTitle')}
      size="small"
      initialFocus={cancelRef}
      footer={
        <>
          <button ref={cancelRef} type="button" className="sr-button" onClick={onCancel}>
            {tc('common.cancel')}
          </button>
          <Button variant="primary" onClick={onConfirm} data-testid="confirm-delete">
            {tc('comments.delete')}
          </Button>
        </>
      }
    >
      <p>{tc('comments.confirmDelete')}</p>
    </Modal>
  )
}
