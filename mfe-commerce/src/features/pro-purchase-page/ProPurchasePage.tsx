import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { ComingSoon, useModuleT } from '@showroom/mfe-runtime'
import { useSession } from '@showroom/ui'
import { NS } from '../../messages.ts'

// /pro-purchase/, opened from the pro badge
export function ProPurchasePage() {
  const t = useModuleT(NS)
  const tc = useT()
  const session = useSession()
  return (
    <ComingSoon title={t('pro.title')} message={`${tc('pro.upsellMessages')} ${t('pro.comingSoon')}`}>
      {session ? (
        <p>{t('pro.member')}</p>
      ) : (
        <>
          <p>{t('pro.guest')}</p>
          <button type="button" onClick={() => bus.requestSignup({ reason: 'pro-purchase' })}>
            {t('pro.signUp')}
          </button>
        </>
      )}
    </ComingSoon>
  )
}
