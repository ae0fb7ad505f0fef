import { useModuleT } from '@showroom/mfe-runtime'
import { useState } from 'react'
import type { Product } from '../../model/types.ts'
import { ImagesField } from './ImagesField.tsx'
import { sellerApi } from './seller-api.ts'
import { SELLER_NS } from './seller-messages.ts'

// a product with its sizes and free stock per size
export function ProductForm({
  saleId,
  product,
  onSaved,
}: {
  saleId: number
  product: Product | null
  onSaved: (product: Product) => void
}) {
  const t = useModuleT(SELLER_NS)
  const [name, setName] = useState(product?.name ?? '')
  const [description, setDescription] = useState(product?.description ?? '')
  const [price, setPrice] = useState(product ? String(product.price) : '')
  const [originalPrice, setOriginalPrice] = useState(
    product?.original_price == null ? '' : String(product.original_price),
  )
  const [imageUrls, setImageUrls] = useState<string[]>(product?.image_urls ?? [])
  const [sizes, setSizes] = useState(
    product?.sizes.map((s) => ({
      id: s.id as number | undefined,
      label: s.label,
      stock: String(s.remaining),
    })) ?? [{ id: undefined, label: '', stock: '1' }],
  )
  const [state, setState] = useState<'idle' | 'saving' | 'failed'>('idle')
  const [message, setMessage] = useState<string | undefined>()

  async function save() {
    setState('saving')
    const result = await sellerApi.saveProduct({
      flash_sale_id: saleId,
      ...(product ? { id: product.id } : {}),
      name,
      description,
      price: Number(price),
      original_price: originalPrice.trim() === '' ? Number(price) : Number(originalPrice),
      hero_thumb_url: imageUrls[0] ?? '',
      image_urls: imageUrls,
      sizes: sizes.map((s) => ({ ...(s.id ? { id: s.id } : {}), label: s.label, stock: Number(s.stock) })),
    })
    if (result.valid) {
      setState('idle')
      onSaved(result.envelope.values.product)
    } else {
      setState('failed')
      setMessage(result.message)
    }
  }

  return (
    <form
      className="sr-seller__form sr-seller__product"
      data-testid="seller-product-form"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <label className="sr-seller__field">
        <span>{t('product.name')}</span>
        <input
          name="productName"
          required
          maxLength={200}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label className="sr-seller__field">
        <span>{t('product.description')}</span>
        <textarea
          name="productDescription"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      <label className="sr-seller__field">
        <span>{t('product.price')}</span>
        <input
          name="price"
          required
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
      </label>
      <label className="sr-seller__field">
        <span>{t('product.originalPrice')}</span>
        <input
          name="originalPrice"
          inputMode="decimal"
          value={originalPrice}
          onChange={(e) => setOriginalPrice(e.target.value)}
        />
      </label>
      <fieldset className="sr-seller__sizes">
        <legend>{t('product.sizes')}</legend>
        {sizes.map((size, i) => (
          <div key={size.id ?? `new-${i}`} className="sr-seller__size">
            <input
              aria-label={t('product.size')}
              name={`size-${i}`}
              required
              maxLength={40}
              value={size.label}
              onChange={(e) => setSizes(sizes.map((s, j) => (j === i ? { ...s, label: e.target.value } : s)))}
            />
            <input
              aria-label={t('product.stock')}
              name={`stock-${i}`}
              inputMode="numeric"
              value={size.stock}
              onChange={(e) => setSizes(sizes.map((s, j) => (j === i ? { ...s, stock: e.target.value } : s)))}
            />
          </div>
        ))}
        <button type="button" onClick={() => setSizes([...sizes, { id: undefined, label: '', stock: '1' }])}>
          {t('product.addSize')}
        </button>
      </fieldset>
      <ImagesField urls={imageUrls} onChange={setImageUrls} />
      <button type="submit" className="sr-seller__primary" disabled={state === 'saving'}>
        {t('product.save')}
      </button>
      {state === 'failed' ? <p role="alert">{message ?? t('saveFailed')}</p> : null}
    </form>
  )
}
