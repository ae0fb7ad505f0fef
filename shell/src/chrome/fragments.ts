import { bus } from '@showroom/bus'
import { t } from '@showroom/i18n'
import { alertToken, followAlertLink, isAlertLinkFragment } from './alerts/alert-links.ts'

// spec part 2 load-time fragments: acted on once, then removed so a reload does not repeat them
// (the comment deep links #pec=, #pfc=, #puc= belong to the comments module and stay); a link from
// an alert mail also carries `alert_token`, and then the fragment's change is made for real
export function handleLoadFragment(
  location: Location = window.location,
  history: History = window.history,
): string | null {
  const fragment = location.hash.replace(/^#/, '')
  const token = alertToken(location)
  if (token && isAlertLinkFragment(fragment)) {
    void followAlertLink(fragment, token, location, history)
    return fragment
  }
  switch (fragment) {
    case 'alerts':
      bus.openOverlay('alerts-signup')
      break
    case 'unsub':
      bus.showPopup({ message: t('notices.unsubscribed') })
      break
    case 'daily':
    case 'weekly':
      bus.showPopup({ message: t('notices.alertFrequencyUpdated') })
      break
    default:
      return null
  }
  history.replaceState(history.state, '', `${location.pathname}${location.search}`)
  return fragment
}
