import type { ApiEnvelope, ApiError } from '@showroom/contracts'

export function envelope(
  parts: {
    errors?: ApiError[]
    values?: Record<string, unknown>
    lookups?: Record<string, unknown>
    step?: number
  },
  loginOk: boolean,
): ApiEnvelope {
  return {
    errors: parts.errors ?? [],
    values: parts.values ?? {},
    lookups: parts.lookups ?? {},
    meta: { step: parts.step ?? 1, login_ok: loginOk },
  }
}

export function failure(code: string, message: string, loginOk = false, field?: string): ApiEnvelope {
  return envelope({ errors: [field ? { code, message, field } : { code, message }] }, loginOk)
}
