import { bus } from '@showroom/bus'
import { namespaceT, t } from '@showroom/i18n'
import { SHELL_NS } from '../shell-messages.ts'
import { type CallResult, confirmAlerts, setAlertFrequency, unsubscribeFromAlerts } from './alerts-api.ts'

// the fragments an alert mail links to; with `alert_token` in the query the signed token decides
export const ALERT_LINK_FRAGMENTS = ['alerts-confirmed', 'unsub', 'daily', 'weekly'] as const
export type AlertLinkFragment = (typeof ALERT_LINK_FRAGMENTS)[number]

export const isAlertLinkFragment = (fragment: string): fragment is AlertLinkFragment =>
  (ALERT_LINK_FRAGMENTS as readonly string[]).includes(fragment)

export function alertToken(location: Pick<Location, 'search'>): string | null {
  const token = new URLSearchParams(location.search).get('alert_token')
  return token?.trim() ? token : null
}

// the address without the token and the fragment, other query parameters kept
export function addressWithoutToken(location: Pick<Location, 'pathname' | 'search'>): string {
  const params = new URLSearchParams(location.search)
  params.delete('alert_token')
  const query = params.toString()
  return `${location.pathname}${query ? `?${query}` : ''}`
}

function call(fragment: AlertLinkFragment, token: string): Promise<CallResult<unknown>> {
  if (fragment === 'alerts-confirmed') return confirmAlerts(token)
  if (fragment === 'unsub') return unsubscribeFromAlerts(token)
  return setAlertFrequency(token, fragment)
}

const ts = namespaceT(SHELL_NS)

function successMessage(fragment: AlertLinkFragment): string {
  if (fragment === 'alerts-confirmed') return ts('alerts.confirmed')
  if (fragment === 'unsub') return t('notices.unsubscribed')
  return t('notices.alertFrequencyUpdated')
}

function failureMessage(fragment: AlertLinkFragment): string {
  if (fragment === 'alerts-confirmed') return ts('alerts.confirmFailed')
  if (fragment === 'unsub') return ts('alerts.unsubFailed')
  return ts('alerts.frequencyFailed')
}

// posts the link's call, takes the token out of the address bar (a reload or a shared address
// must not carry it), then shows the outcome: the popup on success, an alert saying so on failure
export async function followAlertLink(
  fragment: AlertLinkFragment,
  token: string,
  location: Location = window.location,
  history: History = window.history,
): Promise<boolean> {
  const pending = call(fragment, token)
  history.replaceState(history.state, '', addressWithoutToken(location))
  const result = await pending
  if (result.ok) bus.showPopup({ message: successMessage(fragment) })
  else
    bus.showAlert({
      title: ts('alerts.linkFailedTitle'),
      message: result.error.message ?? failureMessage(fragment),
    })
  return result.ok
}
