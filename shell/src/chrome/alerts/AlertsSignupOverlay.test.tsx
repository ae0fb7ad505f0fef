import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { followCities } from '../city/cities.ts'
import { AlertsSignupOverlay } from './AlertsSignupOverlay.tsx'
import { installFakeApi, subscriptionRow } from './testing/fake-api.ts'

const api = installFakeApi()
const member = { user_id: 4, user_token: 't', user_is_pro: false, user_points: 0, user_is_team: false }

beforeAll(() => followCities())
beforeEach(() => api.reset())
afterEach(() => {
  act(() => {
    bus.closeOverlay()
    bus.setSession(null)
  })
})

async function openSignup() {
  render(<AlertsSignupOverlay />)
  act(() => void bus.openOverlay('alerts-signup'))
  const dialog = screen.getByRole('dialog', { name: 'Alert emails' })
  // the page's city is chosen once the cities are known
  await waitFor(() =>
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'City' }).value).toBe('1'),
  )
  return dialog
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign up for alerts' }))

describe('the #alerts signup for a visitor', () => {
  it('refuses an address that is not text, @, text, dot, text without calling the server', async () => {
    await openSignup()
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ava@showroom' } })
    submit()
    expect(await screen.findByText('Please enter a valid email address, like name@example.com.')).toBeTruthy()
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true')
    expect(api.calls('alerts_subscribe')).toEqual([])
  })

  it('subscribes the address with the chosen frequency and language, then asks to confirm from the inbox', async () => {
    api.answer('alerts_subscribe', { values: { subscription: subscriptionRow({ status: 'pending' }) } })
    await openSignup()
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'English' }).checked).toBe(true)
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Weekly' }).checked).toBe(true)
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ava@showroom.test ' } })
    fireEvent.click(screen.getByRole('radio', { name: 'Daily' }))
    fireEvent.click(screen.getByRole('radio', { name: '中文' }))
    submit()
    const pending = await screen.findByTestId('alerts-pending')
    expect(pending.textContent).toContain('Check your inbox')
    expect(pending.textContent).toContain('We’ve sent a message to ava@showroom.test.')
    expect(api.calls('alerts_subscribe')).toEqual([
      { city_id: 1, frequency: 'daily', language: 'zh', email: 'ava@showroom.test' },
    ])
  })

  it('shows the server’s word on the address under the field', async () => {
    api.answer('alerts_subscribe', {
      errors: [{ code: 'ALERTS_ERR_EMAIL', message: 'That address cannot receive mail.', field: 'email' }],
    })
    await openSignup()
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ava@showroom.test' } })
    submit()
    expect(await screen.findByText('That address cannot receive mail.')).toBeTruthy()
    expect(screen.queryByTestId('alerts-pending')).toBeNull()
  })

  it('shows any other refusal above the button, and a plain message when the server gave none', async () => {
    api.answer(
      'alerts_subscribe',
      { status: 429, errors: [{ code: 'API_ERR_RATE_LIMITED', message: 'Too many requests. Please wait.' }] },
      { status: 502 },
    )
    await openSignup()
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ava@showroom.test' } })
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please wait.')
    submit()
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'We could not sign you up right now. Please try again.',
      ),
    )
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sign up for alerts' }).disabled).toBe(false)
  })
})

describe('the #alerts signup for a member', () => {
  it('uses the account address: no email field, subscribed at once for the chosen city', async () => {
    api.answer('alerts_subscribe', {
      values: { subscription: subscriptionRow({ city_id: 2, city_name: 'New York', frequency: 'weekly' }) },
    })
    act(() => bus.setSession(member))
    await openSignup()
    expect(screen.queryByLabelText('Email')).toBeNull()
    fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: '2' } })
    submit()
    const done = await screen.findByTestId('alerts-subscribed')
    expect(done.textContent).toContain('You’re signed up for weekly alerts for New York')
    expect(api.calls('alerts_subscribe')).toEqual([{ city_id: 2, frequency: 'weekly', language: 'en' }])

    fireEvent.click(screen.getByRole('button', { name: 'Manage your alerts' }))
    expect(bus.overlay$.value?.name).toBe('alerts-manage')
  })

  it('starts afresh on the form for another city', async () => {
    api.answer('alerts_subscribe', { values: { subscription: subscriptionRow() } })
    act(() => bus.setSession(member))
    await openSignup()
    submit()
    await screen.findByTestId('alerts-subscribed')
    fireEvent.click(screen.getByRole('button', { name: 'Sign up for another city' }))
    expect(screen.getByTestId('alerts-form')).toBeTruthy()
  })
})
