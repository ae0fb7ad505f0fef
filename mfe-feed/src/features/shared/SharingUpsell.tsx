import { Link, useModuleT } from '@showroom/mfe-runtime'
import { useT } from '@showroom/i18n/react'
import { Modal, useOverlay } from '@showroom/ui'
import { NS } from '../../messages.ts'

// spec part 6: a signed-in member who is not trusted asking to share to the community feed gets the
// pro upsell's sharing variant ('pro-upsell' with variant 'sharing'); the feed pages host it
export function SharingUpsell() {
  const tc = useT()
  const t = useModuleT(NS)
  const { open, params, close } = useOverlay<{ variant?: string }>('pro-upsell')
  if (!open || params?.variant !== 'sharing') return null
  return (
    <Modal open onClose={close} title={tc('pro.upsellTitle')} size="small">
      <p className="sr-feed-upsell__text">{tc('pro.upsellSharing')}</p>
      <div className="sr-feed-upsell__actions">
        <Link href="/pro-purchase/" className="sr-button sr-button--primary" onClick={close}>
          {tc('pro.purchase')}
        </Link>
        <button type="button" className="sr-button" onClick={close}>
          {t('upsell.later')}
        </button>
      </div>
    </Modal>
  )
}
