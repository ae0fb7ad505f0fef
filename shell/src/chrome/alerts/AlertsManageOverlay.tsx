import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { Overlay, Skeleton, useOverlay } from '@showroom/ui'
import { useCities } from '../city/use-cities.ts'
import { ALERT_FREQUENCIES, ALERT_LANGUAGES, type AlertSubscription } from './alerts-api.ts'
import { ALERTS_NS } from './alerts-messages.ts'
import { ChoiceGroup } from './ChoiceGroup.tsx'
import { type AlertChange, useAlertSubscriptions } from './use-alert-subscriptions.ts'
import './alerts.css'

interface RowProps {
  subscription: AlertSubscription
  city: string
  onChange: (subscription: AlertSubscription, patch: AlertChange) => void
  onRemove: (subscription: AlertSubscription) => void
}

function SubscriptionRow({ subscription, city, onChange, onRemove }: RowProps) {
  const t = useT()
  const ta = useModuleT(ALERTS_NS)
  return (
    <li className="sr-alerts-row" data-testid="alert-subscription" data-city-id={subscription.city_id}>
      <div className="sr-alerts-row__head">
        <h3 className="sr-alerts-row__city">{city}</h3>
        <button
          type="button"
          className="sr-shell-link-button"
          aria-label={ta('removeLabel', { city })}
          onClick={() => onRemove(subscription)}
        >
          {ta('remove')}
        </button>
      </div>
      <p className="sr-alerts-row__meta">
        {subscription.email}
        {subscription.status === 'pending' ? ` · ${ta('pendingStatus')}` : ''}
      </p>
      <ChoiceGroup
        legend={ta('frequency')}
        label={ta('frequencyLabel', { city })}
        choices={ALERT_FREQUENCIES.map((value) => ({ value, label: ta(value) }))}
        value={subscription.frequency}
        onChange={(frequency) => onChange(subscription, { frequency })}
      />
      <ChoiceGroup
        legend={ta('language')}
        label={ta('languageLabel', { city })}
        choices={ALERT_LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
        value={subscription.language}
        onChange={(language) => onChange(subscription, { language })}
      />
    </li>
  )
}

// the profile menu's "Email alerts": a member's subscriptions, how often and in which language
export function AlertsManageOverlay() {
  const t = useT()
  const ta = useModuleT(ALERTS_NS)
  const { open, close } = useOverlay('alerts-manage')
  const { list, problem, reload, change, remove } = useAlertSubscriptions(open)
  const { cities } = useCities()
  // in the page's language: the list names each city in its mails' language
  const cityName = (subscription: AlertSubscription) =>
    cities.find((city) => city.id === subscription.city_id)?.name ?? subscription.city_name
  const problemText = problem
    ? (problem.message ??
      ta(problem.kind === 'change' ? 'changeFailed' : 'removeFailed', {
        city: cityName(problem.subscription),
      }))
    : null

  return (
    <Overlay open={open} onClose={close} title={ta('manageTitle')}>
      {list.status === 'ready' && list.subscriptions.length === 0 ? null : (
        <p className="sr-shell-form__intro">{ta('manageIntro')}</p>
      )}
      {problemText ? (
        <p className="sr-shell-form__error sr-alerts-problem" role="alert">
          {problemText}
        </p>
      ) : null}
      {list.status === 'loading' ? (
        <div className="sr-alerts-loading" role="status" aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rect" height={120} />
          <Skeleton variant="rect" height={120} />
        </div>
      ) : list.status === 'error' ? (
        <div className="sr-alerts-failed">
          <p className="sr-shell-form__error" role="alert">
            {list.message ?? ta('loadFailed')}
          </p>
          <button
            type="button"
            className="sr-shell-button sr-shell-button--quiet"
            onClick={() => void reload()}
          >
            {t('common.tryAgain')}
          </button>
        </div>
      ) : list.subscriptions.length === 0 ? (
        <p className="sr-alerts-empty">{ta('empty')}</p>
      ) : (
        <ul className="sr-alerts-list">
          {list.subscriptions.map((subscription) => (
            <SubscriptionRow
              key={subscription.id}
              subscription={subscription}
              city={cityName(subscription)}
              onChange={(row, patch) => void change(row, patch)}
              onRemove={(row) => void remove(row)}
            />
          ))}
        </ul>
      )}
      <button
        type="button"
        className="sr-shell-button sr-alerts-add"
        onClick={() => bus.openOverlay('alerts-signup')}
      >
        {ta('add')}
      </button>
    </Overlay>
  )
}
