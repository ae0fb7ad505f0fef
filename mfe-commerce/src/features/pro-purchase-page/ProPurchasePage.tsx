import { bus } from '@showroom/bus'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import { useSession } from '@showroom/ui'
import { useCallback, useState } from 'react'
import { commerceDeps } from '../../api/commerce-deps.ts'
import type { CheckoutCall } from '../../model/checkout-controller.ts'
import { formatMoney } from '../../model/money.ts'
import type { Order } from '../../model/types.ts'
import { NS } from '../../messages.ts'
import { CheckoutForm } from '../checkout/CheckoutForm.tsx'
import '../orders-page/orders-page.css'

// 30 days for £4.99, no automatic renewal (docs/adr/0022-commerce.md, "Pro")
const PRO_PRICE = 4.99
const PRO_SYMBOL = '£'

// /pro-purchase/, opened from the pro badge, the upsells and chat's pro-upgrade overlay: pro is
// bought through the same checkout as the basket
export function ProPurchasePage() {
  const t = useModuleT(NS)
  const session = useSession()
  const [paid, setPaid] = useState<{ order: Order; until: string | null } | null>(null)
  const call: CheckoutCall = useCallback(async (request) => {
    const result = await commerceDeps.api.proPurchase(request)
    if (result.valid)
      setPaid({ order: result.envelope.values.order, until: result.envelope.values.pro_until })
    return result
  }, [])
  const onPaid = useCallback(() => {
    const current = bus.session$.getValue()
    // the session says pro at once, so the badge shows without a reload
    if (current) bus.setSession({ ...current, user_is_pro: true })
  }, [])

  return (
    <main className="sr-commerce-page sr-commerce-pro" data-testid="pro-purchase-page">
      <h1 className="sr-commerce-page__title">{t('pro.title')}</h1>
      <p className="sr-commerce-pro__intro">{t('pro.intro')}</p>
      <p className="sr-commerce-pro__price">
        {t('pro.price', { amount: formatMoney(PRO_PRICE, PRO_SYMBOL) })}
      </p>
      <p className="sr-commerce-pro__renewal">{t('pro.renewal')}</p>
      {!session ? (
        <div className="sr-commerce-page__guest">
          <p>{t('pro.guest')}</p>
          <button
            type="button"
            className="sr-button sr-button--primary"
            onClick={() => bus.requestSignup({ reason: 'pro-purchase' })}
          >
            {t('pro.signUp')}
          </button>
        </div>
      ) : paid ? (
        <div className="sr-commerce-basket__paid" role="status" data-testid="pro-paid">
          <p>{t('pro.done')}</p>
          {paid.until ? <p>{t('pro.already', { date: new Date(paid.until).toLocaleDateString() })}</p> : null}
          <Link
            href={paid.order.url ?? `/my-orders/${paid.order.id}/${paid.order.token}/`}
            className="sr-button"
          >
            {t('checkout.viewOrder')}
          </Link>
        </div>
      ) : (
        <>
          {session.user_is_pro ? <p className="sr-commerce-pro__already">{t('pro.alreadyShort')}</p> : null}
          <CheckoutForm call={call} amount={formatMoney(PRO_PRICE, PRO_SYMBOL)} onPaid={onPaid} />
        </>
      )}
    </main>
  )
}
