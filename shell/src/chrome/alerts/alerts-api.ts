import type { Locale } from '@showroom/contracts'
import { type ApiResult, apiCall } from '@showroom/graphql-client/fetch'

// the alert-email calls of the alerts contract, with their values parsed at the boundary

export type AlertFrequency = 'daily' | 'weekly'
export const ALERT_FREQUENCIES: readonly AlertFrequency[] = ['daily', 'weekly']
export const ALERT_LANGUAGES: readonly Locale[] = ['en', 'zh']

export interface AlertSubscription {
  id: number
  city_id: number
  city_name: string
  frequency: AlertFrequency
  language: Locale
  status: string
  email: string
}

export interface CallError {
  message: string | undefined
  // the input the server named (e.g. email), when it named one
  field: string | undefined
  code: string | undefined
}

export type CallResult<T> = { ok: true; value: T } | { ok: false; error: CallError }

const isFrequency = (value: unknown): value is AlertFrequency => value === 'daily' || value === 'weekly'
const isLanguage = (value: unknown): value is Locale => value === 'en' || value === 'zh'

export function parseSubscription(raw: unknown): AlertSubscription | null {
  if (!raw || typeof raw !== 'object') return null
  const row = raw as Record<string, unknown>
  const id = Number(row.id)
  const cityId = Number(row.city_id)
  if (!Number.isInteger(id) || !Number.isInteger(cityId)) return null
  if (!isFrequency(row.frequency) || !isLanguage(row.language)) return null
  return {
    id,
    city_id: cityId,
    city_name: typeof row.city_name === 'string' ? row.city_name : '',
    frequency: row.frequency,
    language: row.language,
    status: typeof row.status === 'string' ? row.status : '',
    email: typeof row.email === 'string' ? row.email : '',
  }
}

// a successful call whose values are not what the contract promises
const MALFORMED = { ok: false, error: { message: undefined, field: undefined, code: undefined } } as const

function failure(result: ApiResult<unknown>): { ok: false; error: CallError } {
  if (result.valid) return MALFORMED
  const first = result.envelope?.errors?.[0] as { code?: unknown; field?: unknown } | undefined
  return {
    ok: false,
    error: {
      message: result.message,
      field: typeof first?.field === 'string' ? first.field : undefined,
      code: typeof first?.code === 'string' ? first.code : undefined,
    },
  }
}

async function subscriptionCall(
  name: string,
  payload: Record<string, unknown>,
  needsLogin = false,
): Promise<CallResult<AlertSubscription>> {
  const result = await apiCall<{ subscription?: unknown }>(name, payload, { needsLogin })
  if (!result.valid) return failure(result)
  const subscription = parseSubscription(result.envelope.values.subscription)
  return subscription ? { ok: true, value: subscription } : MALFORMED
}

export interface SubscribeInput {
  city_id: number
  frequency: AlertFrequency
  language: Locale
  // visitors only: a member's account address is used
  email?: string
}

export const subscribeToAlerts = (input: SubscribeInput) =>
  subscriptionCall('alerts_subscribe', { ...input }, input.email === undefined)

export const confirmAlerts = (token: string) => subscriptionCall('alerts_confirm', { token })

export const setAlertFrequency = (token: string, frequency: AlertFrequency) =>
  subscriptionCall('alerts_frequency_set', { token, frequency })

export async function unsubscribeFromAlerts(token: string): Promise<CallResult<{ city_id: number }>> {
  const result = await apiCall<{ status?: unknown; city_id?: unknown }>('alerts_unsubscribe', { token })
  if (!result.valid) return failure(result)
  if (result.envelope.values.status !== 'unsubscribed') return MALFORMED
  return { ok: true, value: { city_id: Number(result.envelope.values.city_id) } }
}

export async function listAlertSubscriptions(): Promise<CallResult<AlertSubscription[]>> {
  const result = await apiCall<{ subscriptions?: unknown }>(
    'user_alerts_list',
    {},
    {
      method: 'GET',
      needsLogin: true,
    },
  )
  if (!result.valid) return failure(result)
  const rows = result.envelope.values.subscriptions
  if (!Array.isArray(rows)) return MALFORMED
  return {
    ok: true,
    value: rows.map(parseSubscription).filter((row): row is AlertSubscription => row !== null),
  }
}

export async function updateAlertSubscription(
  id: number,
  change: { frequency?: AlertFrequency; language?: Locale },
): Promise<CallResult<null>> {
  const result = await apiCall('user_alerts_update', { subscription_id: id, ...change }, { needsLogin: true })
  return result.valid ? { ok: true, value: null } : failure(result)
}

export async function deleteAlertSubscription(id: number): Promise<CallResult<null>> {
  const result = await apiCall('user_alerts_delete', { subscription_id: id }, { needsLogin: true })
  return result.valid ? { ok: true, value: null } : failure(result)
}
