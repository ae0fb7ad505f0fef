import { Link, useModuleT } from '@showroom/mfe-runtime'
import { Modal, useOverlay } from '@showroom/ui'
import { PRO_NS } from './pro-messages.ts'
import './pro.css'

// spec parts 2 and 6: a chat start refused with meta.step 2 opens this (messaging members needs pro)
export function ProUpgradeOverlay() {
  const t = useModuleT(PRO_NS)
  const { open, close } = useOverlay('pro-upgrade')
  return (
    <Modal open={open} onClose={close} title={t('title')} size="small">
      <p className="sr-shell-pro__intro">{t('intro')}</p>
      <p className="sr-shell-pro__note">{t('always')}</p>
      <div className="sr-shell-pro__actions">
        <Link href="/pro-purchase/" className="sr-shell-button sr-shell-pro__cta" onClick={close}>
          {t('cta')}
        </Link>
        <button type="button" className="sr-shell-pro__later" onClick={close}>
          {t('later')}
        </button>
      </div>
    </Modal>
  )
}
