import { useCallback, useState } from 'react'
import type { AuthResult, FieldError } from '../../session/session.ts'

export interface AuthFormState {
  busy: boolean
  fieldError(field: string): string | undefined
  formError: string | undefined
  submit(run: () => Promise<AuthResult>): Promise<boolean>
  reset(): void
}

// errors with a field go under that field, the rest (wrong credentials, network) above the button
export function useAuthForm(networkMessage: string): AuthFormState {
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<FieldError[]>([])
  const formErrors = errors.filter((e) => !e.field)
  // stable, and a no-op when there is nothing to clear: forms call it from an effect
  const reset = useCallback(() => setErrors((current) => (current.length === 0 ? current : [])), [])
  return {
    busy,
    fieldError: (field) => errors.find((e) => e.field === field)?.message || undefined,
    formError:
      formErrors.length > 0 ? formErrors.map((e) => e.message || networkMessage).join(' ') : undefined,
    async submit(run) {
      setBusy(true)
      setErrors([])
      const result = await run()
      setBusy(false)
      if (!result.ok) setErrors(result.errors)
      return result.ok
    },
    reset,
  }
}
