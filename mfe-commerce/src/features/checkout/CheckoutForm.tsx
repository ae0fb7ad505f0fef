import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { useId, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { commerceDeps } from '../../api/commerce-deps.ts'
import { type CheckoutCall, createCheckout } from '../../model/checkout-controller.ts'
import type { Basket, Order } from '../../model/types.ts'
import { NS } from '../../messages.ts'
import './checkout.css'

export interface CheckoutFormProps {
  call: CheckoutCall
  // e.g. '£49.50', on the pay button
  amount: string
  onPaid(order: Order): void
  onRefused?(basket: Basket): void
}

// terms, a card and one pay button; the answer's message exactly as the spec's catalogue words it
export function CheckoutForm({ call, amount, onPaid, onRefused }: CheckoutFormProps) {
  const t = useModuleT(NS)
  const tc = useT()
  const id = useId()
  const cardInput = useRef<HTMLInputElement>(null)
  const [card, setCard] = useState('')
  const checkout = useMemo(
    () => createCheckout({ call, newKey: commerceDeps.newKey, ...(onRefused ? { onRefused } : {}) }),
    [call, onRefused],
  )
  const state = useSyncExternalStore(checkout.subscribe, checkout.getState)
  const outcome = state.outcome

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (checkout.getState().termsAgreed && card.replace(/\s/g, '') === '') {
      cardInput.current?.focus()
      return
    }
    const done = await checkout.submit(card)
    if (done?.kind === 'paid') onPaid(done.order)
  }

  if (outcome?.kind === 'declined') {
    return (
      <div className="sr-commerce-checkout__result" role="alert" data-testid="checkout-declined">
        <p>{tc('checkout.paymentDeclined')}</p>
        <button
          type="button"
          className="sr-button sr-button--primary"
          onClick={() => {
            checkout.changeCard()
            setCard('')
            queueMicrotask(() => cardInput.current?.focus())
          }}
        >
          {tc('checkout.changeCard')}
        </button>
      </div>
    )
  }

  return (
    <form className="sr-commerce-checkout" onSubmit={submit} noValidate data-testid="checkout-form">
      <label className="sr-commerce-checkout__terms">
        <input
          type="checkbox"
          checked={state.termsAgreed}
          onChange={(event) => checkout.setTerms(event.target.checked)}
          aria-invalid={state.termsMissing}
          aria-describedby={state.termsMissing ? `${id}-terms` : undefined}
        />
        <span>{t('checkout.terms')}</span>
      </label>
      {state.termsMissing ? (
        <p id={`${id}-terms`} className="sr-commerce-checkout__error" role="alert">
          {tc('basket.termsRequired')}
        </p>
      ) : null}
      <label className="sr-commerce-checkout__field" htmlFor={`${id}-card`}>
        {t('checkout.card')}
      </label>
      <input
        ref={cardInput}
        id={`${id}-card`}
        className="sr-commerce-checkout__input"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        value={card}
        onChange={(event) => setCard(event.target.value.replace(/[^\d ]/g, ''))}
        aria-describedby={`${id}-hint`}
        required
      />
      <p id={`${id}-hint`} className="sr-commerce-checkout__hint">
        {t('checkout.cardHint')}
      </p>
      {outcome?.kind === 'failed' ? (
        <p className="sr-commerce-checkout__error" role="alert" data-testid="checkout-failed">
          {tc('checkout.failed')}
        </p>
      ) : outcome?.kind === 'items-removed' ? (
        <p className="sr-commerce-checkout__error" role="alert">
          {tc('basket.itemsRemoved')}
        </p>
      ) : outcome?.kind === 'error' ? (
        <p className="sr-commerce-checkout__error" role="alert">
          {outcome.message ?? tc('checkout.error')}
        </p>
      ) : null}
      <button
        type="submit"
        className="sr-button sr-button--primary sr-commerce-checkout__pay"
        disabled={state.submitting}
        aria-busy={state.submitting}
        data-testid="checkout-pay"
      >
        {state.submitting ? t('checkout.paying') : t('checkout.pay', { amount })}
      </button>
    </form>
  )
}
