import { Link, navigate, useModuleT } from '@showroom/mfe-runtime'
import { NoItems, Skeleton } from '@showroom/ui'
import { useEffect, useState } from 'react'
import { storeUrlOf } from '../../model/sale-list.ts'
import type { FlashSale, Product } from '../../model/types.ts'
import { ProductForm } from './ProductForm.tsx'
import { SaleForm } from './SaleForm.tsx'
import { SaleOrders } from './SaleOrders.tsx'
import { type SellerPersona, sellerApi } from './seller-api.ts'
import { SELLER_NS } from './seller-messages.ts'

// the address that opens a sale for its seller while it is a preview
export function previewUrlOf(sale: Pick<FlashSale, 'id' | 'name' | 'store_url'>): string {
  const url = new URL(storeUrlOf(sale), 'http://site')
  url.searchParams.set('is_preview', '1')
  return `${url.pathname}${url.search}`
}

// one sale: its fields, products, preview link, publish / open / close, and its orders
export function SaleEditor({ persona, saleId }: { persona: SellerPersona; saleId: number | null }) {
  const t = useModuleT(SELLER_NS)
  const [sale, setSale] = useState<FlashSale | null | 'loading' | 'missing'>(
    saleId === null ? null : 'loading',
  )
  const [adding, setAdding] = useState(false)
  const [stateError, setStateError] = useState<string | undefined>()
  // opening or closing moves the sale's times: the form starts again from the server's
  const [formRound, setFormRound] = useState(0)
  useEffect(() => {
    if (saleId === null) return
    let current = true
    void sellerApi.sale(saleId).then((result) => {
      if (current) setSale(result.valid ? result.envelope.values.flash_sale : 'missing')
    })
    return () => {
      current = false
    }
  }, [saleId])

  if (sale === 'loading') return <Skeleton lines={6} />
  if (sale === 'missing') return <NoItems title={t('loadFailed')} />
  const setProduct = (product: Product) =>
    setSale((before) =>
      before && typeof before === 'object'
        ? {
            ...before,
            products: [...(before.products ?? []).filter((p) => p.id !== product.id), product],
          }
        : before,
    )
  async function change(action: 'publish' | 'open' | 'close') {
    if (!sale || typeof sale !== 'object') return
    const result = await sellerApi.setState(sale.id, action)
    if (result.valid) {
      setSale({ ...result.envelope.values.flash_sale, products: sale.products })
      setFormRound((n) => n + 1)
      setStateError(undefined)
    } else setStateError(result.message ?? t('saveFailed'))
  }

  return (
    <div className="sr-seller__editor">
      <p>
        <Link href="/flash/seller/">← {t('title')}</Link>
      </p>
      <h1>{sale ? sale.name : t('newSale')}</h1>
      {sale ? (
        <div className="sr-seller__state" data-testid="seller-sale-state">
          <span className="sr-seller__status">
            {sale.is_preview ? t('previewBadge') : t(`status.${sale.status}`)}
          </span>
          <Link href={sale.is_preview ? previewUrlOf(sale) : storeUrlOf(sale)}>{t('preview')}</Link>
          {sale.is_preview && sale.status === 'upcoming' ? (
            <button type="button" onClick={() => void change('publish')}>
              {t('publish')}
            </button>
          ) : null}
          {sale.status !== 'ended' && (sale.is_preview || sale.status === 'upcoming') ? (
            <button type="button" data-testid="seller-open" onClick={() => void change('open')}>
              {t('open')}
            </button>
          ) : null}
          {sale.status !== 'ended' ? (
            <button type="button" data-testid="seller-close" onClick={() => void change('close')}>
              {t('close')}
            </button>
          ) : null}
          {stateError ? <p role="alert">{stateError}</p> : null}
        </div>
      ) : null}
      <SaleForm
        key={`${sale?.id ?? 'new'}-${formRound}`}
        persona={persona}
        sale={sale}
        onSaved={(saved) => {
          if (!sale) navigate(`/flash/seller/${saved.id}/`)
          else setSale({ ...saved, products: sale.products })
        }}
      />
      {sale ? (
        <section className="sr-seller__products">
          <h2>{t('products')}</h2>
          {(sale.products ?? []).map((product) => (
            <ProductForm key={product.id} saleId={sale.id} product={product} onSaved={setProduct} />
          ))}
          {adding ? (
            <ProductForm
              saleId={sale.id}
              product={null}
              onSaved={(product) => {
                setAdding(false)
                setProduct(product)
              }}
            />
          ) : (
            <button type="button" data-testid="seller-add-product" onClick={() => setAdding(true)}>
              {t('addProduct')}
            </button>
          )}
        </section>
      ) : null}
      {sale ? <SaleOrders saleId={sale.id} /> : null}
    </div>
  )
}
