import { useT } from '@showroom/i18n/react'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import { Modal } from '@showroom/ui'
import { useEffect, useState } from 'react'
import { commerceDeps } from '../../api/commerce-deps.ts'
import { NS } from '../../messages.ts'
import './pro-upsell.css'

// spec parts 4 and 9: the pro close countdown is 5 s
export const PRO_CLOSE_SECONDS = 5

// the default pro upsell: it can be closed only after a five-second count, then the dismissal is posted
export function ProUpsell({ signedIn, onClose }: { signedIn: boolean; onClose(): void }) {
  const t = useModuleT(NS)
  const tc = useT()
  const [left, setLeft] = useState(PRO_CLOSE_SECONDS)
  useEffect(() => {
    if (left <= 0) return
    return commerceDeps.timers.after(1000, () => setLeft((n) => n - 1))
  }, [left])
  const closable = left <= 0
  const close = () => {
    if (!closable) return
    if (signedIn) void commerceDeps.api.dismissPro()
    onClose()
  }
  return (
    <Modal open onClose={close} title={tc('pro.upsellTitle')} size="small" dismissable={closable}>
      <div className="sr-commerce-upsell" data-testid="pro-upsell">
        <p>{t('pro.upsellDefault')}</p>
        <div className="sr-commerce-upsell__actions">
          <Link href="/pro-purchase/" className="sr-button sr-button--primary" onClick={onClose}>
            {tc('pro.purchase')}
          </Link>
          <button
            type="button"
            className="sr-button"
            disabled={!closable}
            onClick={close}
            data-testid="pro-upsell-close"
          >
            {closable ? t('pro.close') : t('pro.closeIn', { count: left })}
          </button>
        </div>
      </div>
    </Modal>
  )
}
