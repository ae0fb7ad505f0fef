import { z } from 'zod'
import { defineEndpoint, type RestEndpoint } from '../endpoint.ts'
import { intId, optional } from './comments.endpoints.ts'
import { text } from './fields.ts'

// the alert-email contract: snake_case on /api, unknown fields refused
const frequency = () => z.enum(['daily', 'weekly'], { error: 'must be daily or weekly' })
const language = () => z.enum(['en', 'zh'], { error: 'must be en or zh' })
const token = () => text(200).min(1, 'is required')

interface SubscriptionData {
  id: number
  cityId: number
  cityName: string
  frequency: string
  language: string
  status: string
  email: string
}

const SUBSCRIPTION = 'id cityId frequency language status'

const subscriptionJson = (s: Omit<SubscriptionData, 'cityName' | 'email'>) => ({
  id: s.id,
  city_id: s.cityId,
  frequency: s.frequency,
  language: s.language,
  status: s.status,
})

const alertsSubscribe = defineEndpoint({
  name: 'alerts_subscribe',
  method: 'POST',
  auth: 'optional',
  summary:
    "Sign up for a city's alert emails. A visitor gives email and gets a double opt-in mail (the answer is always status pending); a member gives no email (the account address is used, active at once): values.subscription {id, city_id, frequency, language, status}.",
  input: z.strictObject({
    city_id: intId(),
    frequency: frequency(),
    language: optional(language()),
    email: optional(text(254)),
  }),
  operation: `mutation AlertsSubscribe($cityId: Int!, $frequency: AlertFrequency!, $language: AlertLanguage, $email: String) {
    subscribeToAlerts(cityId: $cityId, frequency: $frequency, language: $language, email: $email) { ${SUBSCRIPTION} }
  }`,
  variables: (input) => ({
    cityId: input.city_id,
    frequency: input.frequency,
    language: input.language,
    email: input.email,
  }),
  result: (data: { subscribeToAlerts: SubscriptionData }) => ({
    values: { subscription: subscriptionJson(data.subscribeToAlerts) },
  }),
})

const alertsConfirm = defineEndpoint({
  name: 'alerts_confirm',
  method: 'POST',
  auth: 'none',
  summary:
    'Confirm a sign-up with the token of its confirmation mail: values.subscription (status active). Idempotent.',
  input: z.strictObject({ token: token() }),
  operation: `mutation AlertsConfirm($token: String!) { confirmAlerts(token: $token) { ${SUBSCRIPTION} } }`,
  variables: (input) => ({ token: input.token }),
  result: (data: { confirmAlerts: SubscriptionData }) => ({
    values: { subscription: subscriptionJson(data.confirmAlerts) },
  }),
})

const alertsUnsubscribe = defineEndpoint({
  name: 'alerts_unsubscribe',
  method: 'POST',
  auth: 'none',
  summary:
    'Unsubscribe with the token of a digest (the #unsub link): values {status: unsubscribed, city_id}. No session needed; idempotent.',
  input: z.strictObject({ token: token() }),
  operation: `mutation AlertsUnsubscribe($token: String!) { unsubscribeAlerts(token: $token) { status cityId } }`,
  variables: (input) => ({ token: input.token }),
  result: (data: { unsubscribeAlerts: { status: string; cityId: number } }) => ({
    values: { status: data.unsubscribeAlerts.status, city_id: data.unsubscribeAlerts.cityId },
  }),
})

const alertsFrequencySet = defineEndpoint({
  name: 'alerts_frequency_set',
  method: 'POST',
  auth: 'none',
  summary:
    'Change how often alerts come, with the token of a digest (#daily / #weekly links): values.subscription.',
  input: z.strictObject({ token: token(), frequency: frequency() }),
  operation: `mutation AlertsFrequencySet($token: String!, $frequency: AlertFrequency!) {
    setAlertFrequency(token: $token, frequency: $frequency) { ${SUBSCRIPTION} }
  }`,
  variables: (input) => ({ token: input.token, frequency: input.frequency }),
  result: (data: { setAlertFrequency: SubscriptionData }) => ({
    values: { subscription: subscriptionJson(data.setAlertFrequency) },
  }),
})

const userAlertsList = defineEndpoint({
  name: 'user_alerts_list',
  method: 'GET',
  auth: 'required',
  summary:
    "The signed-in member's own alert subscriptions: values.subscriptions [{id, city_id, city_name, frequency, language, status, email}].",
  input: z.strictObject({}),
  operation: `query UserAlertsList { myAlertSubscriptions { ${SUBSCRIPTION} cityName email } }`,
  result: (data: { myAlertSubscriptions: SubscriptionData[] }) => ({
    values: {
      subscriptions: data.myAlertSubscriptions.map((s) => ({
        ...subscriptionJson(s),
        city_name: s.cityName,
        email: s.email,
      })),
    },
  }),
})

const userAlertsUpdate = defineEndpoint({
  name: 'user_alerts_update',
  method: 'POST',
  auth: 'required',
  summary: "Change the frequency or language of one of the member's own subscriptions: values.subscription.",
  input: z.strictObject({
    subscription_id: intId(),
    frequency: optional(frequency()),
    language: optional(language()),
  }),
  operation: `mutation UserAlertsUpdate($id: Int!, $frequency: AlertFrequency, $language: AlertLanguage) {
    updateMyAlertSubscription(subscriptionId: $id, frequency: $frequency, language: $language) { ${SUBSCRIPTION} }
  }`,
  variables: (input) => ({ id: input.subscription_id, frequency: input.frequency, language: input.language }),
  result: (data: { updateMyAlertSubscription: SubscriptionData }) => ({
    values: { subscription: subscriptionJson(data.updateMyAlertSubscription) },
  }),
})

const userAlertsDelete = defineEndpoint({
  name: 'user_alerts_delete',
  method: 'POST',
  auth: 'required',
  summary: "End one of the member's own subscriptions: values.deleted.",
  input: z.strictObject({ subscription_id: intId() }),
  operation: `mutation UserAlertsDelete($id: Int!) { deleteMyAlertSubscription(subscriptionId: $id) }`,
  variables: (input) => ({ id: input.subscription_id }),
  result: (data: { deleteMyAlertSubscription: boolean }) => ({
    values: { deleted: data.deleteMyAlertSubscription },
  }),
})

const adminAlertsDigestRun = defineEndpoint({
  name: 'admin_alerts_digest_run',
  method: 'POST',
  auth: 'required',
  summary:
    "Team and admins: build and queue the current period's digests now (every city, or city_id), exactly once per subscriber and period: values {sent}.",
  input: z.strictObject({ frequency: frequency(), city_id: optional(intId()) }),
  operation: `mutation AdminAlertsDigestRun($frequency: AlertFrequency!, $cityId: Int) {
    runAlertDigests(frequency: $frequency, cityId: $cityId) { sent }
  }`,
  variables: (input) => ({ frequency: input.frequency, cityId: input.city_id }),
  result: (data: { runAlertDigests: { sent: number } }) => ({ values: { sent: data.runAlertDigests.sent } }),
})

export const alertsEndpoints: RestEndpoint[] = [
  alertsSubscribe,
  alertsConfirm,
  alertsUnsubscribe,
  alertsFrequencySet,
  userAlertsList,
  userAlertsUpdate,
  userAlertsDelete,
  adminAlertsDigestRun,
] as RestEndpoint[]
