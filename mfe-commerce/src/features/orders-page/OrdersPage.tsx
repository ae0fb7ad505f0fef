import { bus } from '@showroom/bus'
import { ComingSoon, useModuleT } from '@showroom/mfe-runtime'
import { useSession } from '@showroom/ui'
import { NS } from '../../messages.ts'

// /my-orders/{order id}/{order token}/
export function OrdersPage() {
  const t = useModuleT(NS)
  const session = useSession()
  return (
    <ComingSoon title={t('orders.title')} message={t('orders.comingSoon')}>
      {session ? (
        <p>{t('orders.member')}</p>
      ) : (
        <>
          <p>{t('orders.guest')}</p>
          <button type="button" onClick={() => bus.requireSignIn('orders')}>
            {t('orders.signIn')}
          </button>
        </>
      )}
    </ComingSoon>
  )
}
