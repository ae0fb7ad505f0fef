import { bus } from '@showroom/bus'
import { useModuleT } from '@showroom/mfe-runtime'
import { Overlay, useOverlay } from '@showroom/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { login } from '../../session/session.ts'
import { SHELL_NS } from '../shell-messages.ts'
import { AuthField } from './AuthField.tsx'
import { AuthFormFooter } from './AuthFormFooter.tsx'
import { whenSignupActionRecorded } from './signup-page-flow.ts'
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
    if (
      await form.submit(async () => {
        await whenSignupActionRecorded()
        return login(email.trim(), password)
      })
    ) {
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
        <AuthFormFooter
          form={form}
          submitLabel={ts('auth.loginSubmit')}
          workingLabel={ts('auth.working')}
          switchPrompt={ts('auth.noAccount')}
          switchLabel={ts('auth.signupSubmit')}
          onSwitch={() => bus.openOverlay('signup', {})}
        />
      </form>
    </Overlay>
  )
}
