import { bus } from '@showroom/bus'
import { apiCall } from '@showroom/graphql-client/fetch'
import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { Overlay, useOverlay, useSession } from '@showroom/ui'
import { useId, useState } from 'react'
import { useCities } from '../city/use-cities.ts'
import { SHELL_NS } from '../shell-messages.ts'

type Frequency = 'daily' | 'weekly'

// the mailing-list signup (#alerts): a visitor picks a frequency and signs up; the choice travels as
// the signup action (one name=value pair) and is applied to the new account
export function AlertsSignupOverlay() {
  const t = useT()
  const ts = useModuleT(SHELL_NS)
  const { open, close } = useOverlay('alerts-signup')
  const session = useSession()
  const { current } = useCities()
  const [frequency, setFrequency] = useState<Frequency>('weekly')
  const groupId = useId()

  const onSubmit = async () => {
    const action = { action_type: 'alerts', action_value: `frequency=${frequency}` }
    await apiCall('signup_action_set', action)
    bus.requestSignup({ reason: 'alerts', ...action })
  }

  return (
    <Overlay open={open} onClose={close} title={ts('alerts.title')}>
      <p className="sr-shell-form__intro">{ts('alerts.intro', { city: current?.name ?? '' })}</p>
      {session ? (
        <p className="sr-shell-menu__note">{ts('alerts.member')}</p>
      ) : (
        <form
          className="sr-shell-form"
          onSubmit={(event) => {
            event.preventDefault()
            void onSubmit()
          }}
        >
          <fieldset className="sr-shell-form__choices" aria-describedby={groupId}>
            <legend id={groupId}>{ts('alerts.frequency')}</legend>
            {(['daily', 'weekly'] as const).map((option) => (
              <label key={option}>
                <input
                  type="radio"
                  name="frequency"
                  value={option}
                  checked={frequency === option}
                  onChange={() => setFrequency(option)}
                />
                {t(option === 'daily' ? 'notices.alertsDaily' : 'notices.alertsWeekly')}
              </label>
            ))}
          </fieldset>
          <button type="submit" className="sr-shell-button">
            {ts('alerts.guestSubmit')}
          </button>
        </form>
      )}
    </Overlay>
  )
}
