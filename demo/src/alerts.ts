import type { AlertsService } from '@showroom/alerts'
import { DEMO_ACCOUNTS } from './people.ts'

// a few documented members already get alert emails, so the digests and the profile menu's alert
// settings have something to show: (username, city id, frequency, language)
const SUBSCRIPTIONS = [
  ['ava', 1, 'daily', 'en'],
  ['ava', 4, 'weekly', 'en'],
  ['ben', 2, 'weekly', 'zh'],
  ['mona', 1, 'weekly', 'en'],
] as const

export async function loadAlerts(
  alerts: AlertsService,
  byUsername: ReadonlyMap<string, number>,
): Promise<void> {
  for (const [username, cityId, frequency, language] of SUBSCRIPTIONS) {
    const account = DEMO_ACCOUNTS.find((a) => a.username === username)
    const userId = byUsername.get(username)
    if (!account || userId === undefined) continue
    await alerts.api.addSubscription({
      email: account.email,
      userId,
      cityId,
      frequency,
      language,
      weeklyDay: 1,
    })
  }
}
