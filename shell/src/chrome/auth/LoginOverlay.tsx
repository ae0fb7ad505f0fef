import { bus } from '@showroom/bus'
import { useModuleT } from '@showroom/mfe-runtime'
import { Overlay, useOverlay } from '@showroom/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { login } from '../../session/session.ts'
import { SHELL_NS } from '../shell-messages.ts'
import { AuthField } from './AuthField.tsx'
import { useAuthForm } from './use-auth-form.ts'

export function LoginOverlay() {
  const ts = useModuleT(SHELL_NS)
  const { open, close } = useOverlay('login')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const form = useAuthForm(ts('auth.networkError'))
  const { reset } = form

  useEffect(() => {
    if (!open) {
      setPassword('')
      reset()
    }
  }, [open, reset])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (await form.submit(() => login(email.trim(), password))) {
      close()
      bus.showPopup({ message: ts('auth.loggedIn') })
    }
  }

  return (
    <Overlay open={open} onClose={close} title={ts('auth.loginTitle')}>
      <form
        className="sr-shell-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        data-testid="login-form"
      >
        <AuthField
          name="email"
          label={ts('auth.email')}
          type="email"
          autoComplete="email"
          value={email}
          error={form.fieldError('email')}
          onChange={setEmail}
        />
        <AuthField
          name="password"
          label={ts('auth.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          error={form.fieldError('password')}
          onChange={setPassword}
        />
        {form.formError ? (
          <p className="sr-shell-form__error" role="alert">
            {form.formError}
          </p>
        ) : null}
        <button type="submit" className="sr-shell-button" disabled={form.busy}>
          {form.busy ? ts('auth.working') : ts('auth.loginSubmit')}
        </button>
        <p className="sr-shell-form__switch">
          {ts('auth.noAccount')}{' '}
          <button
            type="button"
            className="sr-shell-link-button"
            onClick={() => bus.openOverlay('signup', {})}
          >
            {ts('auth.signupSubmit')}
          </button>
        </p>
      </form>
    </Overlay>
  )
}
