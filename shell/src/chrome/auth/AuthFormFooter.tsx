import type { AuthFormState } from './use-auth-form.ts'

export interface AuthFormFooterProps {
  form: AuthFormState
  submitLabel: string
  workingLabel: string
  // "No account yet?" with a button to the other form
  switchPrompt: string
  switchLabel: string
  onSwitch: () => void
}

// what the login and signup forms end with: the form's own error, the submit button and the way to the other form
export function AuthFormFooter({
  form,
  submitLabel,
  workingLabel,
  switchPrompt,
  switchLabel,
  onSwitch,
}: AuthFormFooterProps) {
  return (
    <>
      {form.formError ? (
        <p className="sr-shell-form__error" role="alert">
          {form.formError}
        </p>
      ) : null}
      <button type="submit" className="sr-shell-button" disabled={form.busy}>
        {form.busy ? workingLabel : submitLabel}
      </button>
      <p className="sr-shell-form__switch">
        {switchPrompt}{' '}
        <button type="button" className="sr-shell-link-button" onClick={onSwitch}>
          {switchLabel}
        </button>
      </p>
    </>
  )
}
