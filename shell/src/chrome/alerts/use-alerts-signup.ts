import type { Locale } from '@showroom/contracts'
import { useCallback, useState } from 'react'
import { type AlertFrequency, type AlertSubscription, subscribeToAlerts } from './alerts-api.ts'
import { isPlausibleEmail } from './email-check.ts'

export type SignupStep =
  | { step: 'form' }
  | { step: 'sending' }
  // a visitor's address waits for the double opt-in mail
  | { step: 'pending'; email: string }
  // a member's account address is used at once
  | { step: 'subscribed'; subscription: AlertSubscription }

export interface SignupErrors {
  email?: string
  form?: string
}

export interface SignupChoice {
  cityId: number | undefined
  frequency: AlertFrequency
  language: Locale
  // undefined for a member
  email: string | undefined
}

export interface SignupMessages {
  emailInvalid: string
  failed: string
}

// the #alerts form's steps: check the address, subscribe, then say what happens next
export function useAlertsSignup(messages: SignupMessages) {
  const [state, setState] = useState<SignupStep>({ step: 'form' })
  const [errors, setErrors] = useState<SignupErrors>({})

  const reset = useCallback(() => {
    setState({ step: 'form' })
    setErrors((current) => (current.email || current.form ? {} : current))
  }, [])

  const submit = async (choice: SignupChoice): Promise<boolean> => {
    const email = choice.email?.trim()
    if (choice.email !== undefined && !isPlausibleEmail(choice.email)) {
      setErrors({ email: messages.emailInvalid })
      return false
    }
    if (choice.cityId === undefined) {
      setErrors({ form: messages.failed })
      return false
    }
    setErrors({})
    setState({ step: 'sending' })
    const result = await subscribeToAlerts({
      city_id: choice.cityId,
      frequency: choice.frequency,
      language: choice.language,
      ...(email === undefined ? {} : { email }),
    })
    if (result.ok) {
      setState(
        email === undefined ? { step: 'subscribed', subscription: result.value } : { step: 'pending', email },
      )
      return true
    }
    const { field, code, message } = result.error
    const aboutEmail = email !== undefined && (field === 'email' || code === 'ALERTS_ERR_EMAIL')
    setErrors(aboutEmail ? { email: message ?? messages.emailInvalid } : { form: message ?? messages.failed })
    setState({ step: 'form' })
    return false
  }

  return { state, errors, submit, reset }
}
