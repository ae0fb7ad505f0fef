import { bus } from '@showroom/bus'
import type { SignupPrompt } from '@showroom/contracts'
import { useModuleT } from '@showroom/mfe-runtime'
import { Overlay, useOverlay } from '@showroom/ui'
import { type FormEvent, useEffect, useState } from 'react'
import { signup } from '../../session/session.ts'
import { SHELL_NS } from '../shell-messages.ts'
import { AuthField } from './AuthField.tsx'
import { AuthFormFooter } from './AuthFormFooter.tsx'
import { whenSignupActionRecorded } from './signup-page-flow.ts'
import { useAuthForm } from './use-auth-form.ts'

export function SignupOverlay() {
  const ts = useModuleT(SHELL_NS)
  const { open, close } = useOverlay<SignupPrompt & { email?: string }>('signup')
  const [email, setEmail] = useState('')
  const [username, setUsername] = useState('')
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
        return signup(email.trim(), username.trim(), password)
      })
    ) {
      close()
      bus.showPopup({ message: ts('auth.welcome', { username: username.trim() }) })
    }
  }

  return (
    <Overlay open={open} onClose={close} title={ts('auth.signupTitle')}>
      <form
        className="sr-shell-form"
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        data-testid="signup-form"
      >
        <p className="sr-shell-form__intro">{ts('auth.signupIntro')}</p>
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
          name="username"
          label={ts('auth.username')}
          type="text"
          autoComplete="username"
          value={username}
          error={form.fieldError('username')}
          onChange={setUsername}
        />
        <AuthField
          name="password"
          label={ts('auth.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          error={form.fieldError('password')}
          onChange={setPassword}
        />
        <AuthFormFooter
          form={form}
          submitLabel={ts('auth.signupSubmit')}
          workingLabel={ts('auth.working')}
          switchPrompt={ts('auth.haveAccount')}
          switchLabel={ts('auth.loginSubmit')}
          onSwitch={() => bus.openOverlay('login')}
        />
      </form>
    </Overlay>
  )
}
