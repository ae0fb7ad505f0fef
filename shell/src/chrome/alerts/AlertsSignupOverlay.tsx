import { bus } from '@showroom/bus'
import type { Locale } from '@showroom/contracts'
import { useLocale, useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { Overlay, useOverlay, useSession } from '@showroom/ui'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { AuthField } from '../auth/AuthField.tsx'
import { useCities } from '../city/use-cities.ts'
import { ALERT_FREQUENCIES, ALERT_LANGUAGES, type AlertFrequency } from './alerts-api.ts'
import { ALERTS_NS } from './alerts-messages.ts'
import { ChoiceGroup } from './ChoiceGroup.tsx'
import { useAlertsSignup } from './use-alerts-signup.ts'
import './alerts.css'

// the mailing-list signup (#alerts): a visitor's address gets a double opt-in mail first, a
// member's account address is subscribed at once
export function AlertsSignupOverlay() {
  const t = useT()
  const ta = useModuleT(ALERTS_NS)
  const locale = useLocale()
  const { open, close } = useOverlay('alerts-signup')
  const member = useSession() !== null
  const { cities, current } = useCities()
  const [email, setEmail] = useState('')
  const [cityId, setCityId] = useState<number | undefined>(undefined)
  const [frequency, setFrequency] = useState<AlertFrequency>('weekly')
  const [language, setLanguage] = useState<Locale>(locale)
  const cityFieldId = useId()
  const signup = useAlertsSignup({ emailInvalid: ta('emailInvalid'), failed: ta('failed') })
  const { reset } = signup

  // each opening starts afresh, on the page's city and language
  useEffect(() => {
    if (open) {
      reset()
      setCityId(undefined)
      setLanguage(locale)
    }
  }, [open, reset, locale])

  const city = cities.find((c) => c.id === cityId) ?? current
  const { state, errors } = signup

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void signup.submit({ cityId: city?.id, frequency, language, email: member ? undefined : email })
  }

  const frequencyLabel = (value: AlertFrequency) => ta(value)

  return (
    <Overlay open={open} onClose={close} title={ta('title')}>
      {state.step === 'pending' ? (
        <div className="sr-alerts-done" role="status" data-testid="alerts-pending">
          <h3 className="sr-alerts-done__title">{ta('pendingTitle')}</h3>
          <p>{ta('pending', { email: state.email })}</p>
          <p className="sr-alerts-done__note">{ta('pendingNote')}</p>
          <div className="sr-alerts-done__actions">
            <button type="button" className="sr-shell-button" onClick={close}>
              {t('common.close')}
            </button>
          </div>
        </div>
      ) : state.step === 'subscribed' ? (
        <div className="sr-alerts-done" role="status" data-testid="alerts-subscribed">
          <p>
            {ta('subscribed', {
              frequency: frequencyLabel(state.subscription.frequency).toLowerCase(),
              city: cities.find((c) => c.id === state.subscription.city_id)?.name ?? city?.name ?? '',
            })}
          </p>
          <div className="sr-alerts-done__actions">
            <button
              type="button"
              className="sr-shell-button"
              onClick={() => bus.openOverlay('alerts-manage')}
            >
              {ta('manage')}
            </button>
            <button type="button" className="sr-shell-button sr-shell-button--quiet" onClick={reset}>
              {ta('another')}
            </button>
          </div>
        </div>
      ) : (
        <form className="sr-shell-form" onSubmit={onSubmit} noValidate data-testid="alerts-form">
          <p className="sr-shell-form__intro">{ta('intro', { city: city?.name ?? '' })}</p>
          {member ? null : (
            <AuthField
              name="email"
              label={ta('email')}
              type="email"
              autoComplete="email"
              value={email}
              error={errors.email}
              onChange={setEmail}
            />
          )}
          <div className="sr-shell-form__field">
            <label htmlFor={cityFieldId}>{ta('city')}</label>
            <select
              id={cityFieldId}
              className="sr-alerts-select"
              value={city?.id ?? ''}
              onChange={(event) => setCityId(Number(event.target.value))}
            >
              {cities.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
          <ChoiceGroup
            legend={ta('frequency')}
            choices={ALERT_FREQUENCIES.map((value) => ({ value, label: frequencyLabel(value) }))}
            value={frequency}
            onChange={setFrequency}
          />
          <ChoiceGroup
            legend={ta('language')}
            choices={ALERT_LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
            value={language}
            onChange={setLanguage}
          />
          {errors.form ? (
            <p className="sr-shell-form__error" role="alert">
              {errors.form}
            </p>
          ) : null}
          <button type="submit" className="sr-shell-button" disabled={state.step === 'sending' || !city}>
            {state.step === 'sending' ? ta('working') : ta('submit')}
          </button>
        </form>
      )}
    </Overlay>
  )
}
