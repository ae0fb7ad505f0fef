import { type ApiEnvelope, firstErrorMessage, isValidEnvelope } from '@showroom/contracts'

export interface ApiCallOptions {
  method?: 'GET' | 'POST'
  // a call made for a signed-in user: also needs meta.login_ok (spec part 8)
  needsLogin?: boolean
  signal?: AbortSignal
}

export type ApiResult<V> =
  | { valid: true; status: number; envelope: ApiEnvelope<V> }
  | {
      valid: false
      status: number
      // the parsed body when there was one: callers read meta.step or values.popup_msg from it
      envelope: ApiEnvelope<V> | null
      // the first server error text, when the server sent one
      message: string | undefined
      aborted: boolean
    }

const NAME = /^[a-z][a-z0-9_]*$/

function queryString(payload: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue
    params.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

// calls /api/<name> with the session cookie and applies the envelope validity rule of spec part 8
export async function apiCall<V = Record<string, unknown>>(
  name: string,
  payload: Record<string, unknown> = {},
  { method = 'POST', needsLogin = false, signal }: ApiCallOptions = {},
): Promise<ApiResult<V>> {
  if (!NAME.test(name)) throw new Error(`"${name}" is not an API call name`)
  const url = method === 'GET' ? `/api/${name}${queryString(payload)}` : `/api/${name}`
  let response: Response
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers:
        method === 'POST'
          ? { 'content-type': 'application/json', accept: 'application/json' }
          : { accept: 'application/json' },
      body: method === 'POST' ? JSON.stringify(payload) : null,
      signal: signal ?? null,
    })
  } catch (error) {
    const aborted = error instanceof DOMException && error.name === 'AbortError'
    return { valid: false, status: 0, envelope: null, message: undefined, aborted }
  }
  let body: unknown = null
  try {
    const text = await response.text()
    body = text ? JSON.parse(text) : null
  } catch {
    body = null
  }
  if (isValidEnvelope<V>(body, { ok: response.ok, needsLogin })) {
    return { valid: true, status: response.status, envelope: body }
  }
  const envelope = body && typeof body === 'object' ? (body as ApiEnvelope<V>) : null
  return { valid: false, status: response.status, envelope, message: firstErrorMessage(body), aborted: false }
}
