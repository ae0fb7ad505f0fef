// the REST envelope every /api/* call answers with (spec parts 3, 7 and 8)

export interface ApiError {
  code: string
  message: string
  field?: string
}

export interface ApiMeta {
  step: number
  login_ok: boolean
}

export interface ApiEnvelope<V = Record<string, unknown>, L = Record<string, unknown>> {
  errors: ApiError[]
  values: V
  lookups: L
  meta: ApiMeta
}

export interface EnvelopeCheck {
  // true for calls made on behalf of a signed-in user: they also need meta.login_ok
  needsLogin?: boolean
  // the transport outcome (e.g. `response.ok`); an unsuccessful call is never valid
  ok?: boolean
}

// the legacy server sends an empty PHP array as `[]`, so arrays count as present objects
function isPresentObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null
}

export function isValidEnvelope<V = Record<string, unknown>, L = Record<string, unknown>>(
  body: unknown,
  { needsLogin = false, ok = true }: EnvelopeCheck = {},
): body is ApiEnvelope<V, L> {
  if (!ok || !isPresentObject(body)) return false
  const envelope = body as Partial<ApiEnvelope>
  if (!Array.isArray(envelope.errors) || envelope.errors.length > 0) return false
  if (!isPresentObject(envelope.values) || !isPresentObject(envelope.lookups)) return false
  if (needsLogin && envelope.meta?.login_ok !== true) return false
  return true
}

export function firstErrorMessage(body: unknown): string | undefined {
  if (!isPresentObject(body)) return undefined
  const errors = (body as Partial<ApiEnvelope>).errors
  if (!Array.isArray(errors)) return undefined
  for (const error of errors) {
    if (isPresentObject(error) && typeof error.message === 'string' && error.message.trim() !== '') {
      return error.message
    }
  }
  return undefined
}
