import { useModuleT } from '@showroom/mfe-runtime'
import { useEffect, useState } from 'react'
import type { FlashSale } from '../../model/types.ts'
import { ImagesField } from './ImagesField.tsx'
import { type SaleDraft, type SellerPersona, sellerApi } from './seller-api.ts'
import { SELLER_NS } from './seller-messages.ts'

const CURRENCIES = ['gbp', 'usd', 'eur', 'cad']
// <input type="datetime-local"> speaks local time without a zone
const local = (iso: string) => {
  const d = new Date(iso)
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}
const number = (text: string) => (text.trim() === '' ? null : Number(text))

// a sale's own fields; a new sale is saved as a preview
export function SaleForm({
  persona,
  sale,
  onSaved,
}: {
  persona: SellerPersona
  sale: FlashSale | null
  onSaved: (sale: FlashSale) => void
}) {
  const t = useModuleT(SELLER_NS)
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString()
  const [draft, setDraft] = useState({
    name: sale?.name ?? '',
    startsAt: local(sale?.starts_at ?? new Date(Date.now() + 86_400_000).toISOString()),
    endsAt: local(sale?.ends_at ?? inAWeek),
    currency: sale?.currency ?? 'gbp',
    cityId: sale?.city_id == null ? '' : String(sale.city_id),
    description: sale?.description ?? '',
    sizeChart: sale?.size_chart ?? '',
    serveCapacity: sale?.serve_capacity == null ? '' : String(sale.serve_capacity),
    shippingFee: String(sale?.shipping_fee ?? 0),
    freeShippingOver: sale?.free_shipping_over == null ? '' : String(sale.free_shipping_over),
    imageUrls: sale?.image_urls ?? [],
  })
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle')
  const [message, setMessage] = useState<string | undefined>()
  const set = (change: Partial<typeof draft>) => setDraft((before) => ({ ...before, ...change }))

  async function save() {
    setState('saving')
    const body: SaleDraft = {
      ...(sale ? { id: sale.id } : { is_preview: true }),
      persona_type: persona.type,
      persona_id: persona.id,
      name: draft.name,
      city_id: number(draft.cityId),
      starts_at: new Date(draft.startsAt).toISOString(),
      ends_at: new Date(draft.endsAt).toISOString(),
      currency: draft.currency,
      description: draft.description,
      size_chart: draft.sizeChart,
      hero_image_url: draft.imageUrls[0] ?? null,
      image_urls: draft.imageUrls,
      serve_capacity: number(draft.serveCapacity),
      shipping_fee: Number(draft.shippingFee || 0),
      free_shipping_over: number(draft.freeShippingOver),
    }
    const result = await sellerApi.saveSale(body)
    if (result.valid) {
      setState('saved')
      onSaved(result.envelope.values.flash_sale)
    } else {
      setState('failed')
      setMessage(result.message)
    }
  }

  const text = (key: keyof typeof draft, label: string, extra: Record<string, unknown> = {}) => (
    <label className="sr-seller__field">
      <span>{label}</span>
      <input
        name={key}
        value={draft[key] as string}
        onChange={(event) => set({ [key]: event.target.value })}
        {...extra}
      />
    </label>
  )
  return (
    <form
      className="sr-seller__form"
      data-testid="seller-sale-form"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      {text('name', t('field.name'), { required: true, maxLength: 200 })}
      {text('startsAt', t('field.startsAt'), { type: 'datetime-local', required: true })}
      {text('endsAt', t('field.endsAt'), { type: 'datetime-local', required: true })}
      <label className="sr-seller__field">
        <span>{t('field.currency')}</span>
        <select
          name="currency"
          value={draft.currency}
          onChange={(event) => set({ currency: event.target.value })}
        >
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c.toUpperCase()}
            </option>
          ))}
        </select>
      </label>
      <CitySelect value={draft.cityId} onChange={(cityId) => set({ cityId })} />
      <label className="sr-seller__field">
        <span>{t('field.description')}</span>
        <textarea
          name="description"
          value={draft.description}
          onChange={(event) => set({ description: event.target.value })}
        />
      </label>
      <label className="sr-seller__field">
        <span>{t('field.sizeChart')}</span>
        <textarea
          name="sizeChart"
          value={draft.sizeChart}
          onChange={(event) => set({ sizeChart: event.target.value })}
        />
      </label>
      {text('serveCapacity', t('field.serveCapacity'), { inputMode: 'numeric' })}
      {text('shippingFee', t('field.shippingFee'), { inputMode: 'decimal' })}
      {text('freeShippingOver', t('field.freeShippingOver'), { inputMode: 'decimal' })}
      <ImagesField urls={draft.imageUrls} onChange={(imageUrls) => set({ imageUrls })} />
      <button type="submit" className="sr-seller__primary" disabled={state === 'saving'}>
        {t('save')}
      </button>
      {state === 'saved' ? <p role="status">{t('saved')}</p> : null}
      {state === 'failed' ? <p role="alert">{message ?? t('saveFailed')}</p> : null}
    </form>
  )
}

// the sale's city by name; empty is an online sale, for every city. A city the list does not name
// (it could not be read) stays chosen by its id
function CitySelect({ value, onChange }: { value: string; onChange: (cityId: string) => void }) {
  const t = useModuleT(SELLER_NS)
  const [cities, setCities] = useState<Array<{ id: number; name: string }>>([])
  useEffect(() => {
    let live = true
    void sellerApi.cities().then((loaded) => {
      if (live) setCities(loaded)
    })
    return () => {
      live = false
    }
  }, [])
  const known = value === '' || cities.some((city) => String(city.id) === value)
  return (
    <label className="sr-seller__field">
      <span>{t('field.city')}</span>
      <select name="cityId" value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('field.online')}</option>
        {cities.map((city) => (
          <option key={city.id} value={String(city.id)}>
            {city.name}
          </option>
        ))}
        {known ? null : <option value={value}>#{value}</option>}
      </select>
    </label>
  )
}
