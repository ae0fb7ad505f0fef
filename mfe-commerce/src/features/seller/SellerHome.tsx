import { Link, useModuleT } from '@showroom/mfe-runtime'
import { NoItems, Skeleton } from '@showroom/ui'
import { useEffect, useState } from 'react'
import type { FlashSale } from '../../model/types.ts'
import { type SellerPersona, sellerApi } from './seller-api.ts'
import { SELLER_NS } from './seller-messages.ts'

// the designers and venues the member manages, and the sales of the one they sell as
export function SellerHome({
  personas,
  acting,
  onActAs,
}: {
  personas: SellerPersona[]
  acting: SellerPersona | null
  onActAs: (persona: SellerPersona) => void
}) {
  const t = useModuleT(SELLER_NS)
  const [sales, setSales] = useState<FlashSale[] | 'loading' | 'failed'>('loading')
  useEffect(() => {
    if (!acting) return
    let current = true
    setSales('loading')
    void sellerApi.sales().then((result) => {
      if (current) setSales(result.valid ? result.envelope.values.flash_sales : 'failed')
    })
    return () => {
      current = false
    }
  }, [acting])

  return (
    <div className="sr-seller__home">
      <h1>{t('title')}</h1>
      <ul className="sr-seller__personas">
        {personas.map((persona) => (
          <li key={`${persona.type}-${persona.id}`}>
            {acting?.type === persona.type && acting.id === persona.id ? (
              <strong>{t('actingAs', { name: persona.name })}</strong>
            ) : (
              <button type="button" onClick={() => onActAs(persona)}>
                {t('actAs', { name: persona.name })}
              </button>
            )}
          </li>
        ))}
      </ul>
      {acting ? (
        <>
          <Link href="/flash/seller/new/" className="sr-seller__primary" data-testid="seller-new-sale">
            {t('newSale')}
          </Link>
          {sales === 'loading' ? <Skeleton lines={3} /> : null}
          {sales === 'failed' ? <NoItems tone="error" message={t('loadFailed')} /> : null}
          {Array.isArray(sales) && sales.length === 0 ? <NoItems title={t('none')} /> : null}
          {Array.isArray(sales) ? (
            <ul className="sr-seller__sales" data-testid="seller-sales">
              {sales.map((sale) => (
                <li key={sale.id}>
                  <Link href={`/flash/seller/${sale.id}/`}>{sale.name}</Link>{' '}
                  <span className="sr-seller__status">
                    {sale.is_preview ? t('preview') : t(`status.${sale.status}`)}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
