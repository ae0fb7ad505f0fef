import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { AlertsManageOverlay } from './AlertsManageOverlay.tsx'
import { type FakeAnswer, installFakeApi, subscriptionRow } from './testing/fake-api.ts'

const api = installFakeApi()
const london = subscriptionRow()
const newYork = subscriptionRow({
  id: 8,
  city_id: 2,
  city_name: 'New York',
  frequency: 'daily',
  language: 'zh',
})

beforeEach(() => {
  api.reset()
  api.answer('user_alerts_list', { values: { subscriptions: [london, newYork] } })
})
afterEach(() => act(() => bus.closeOverlay()))

function deferred() {
  let resolve: (answer: FakeAnswer) => void = () => {}
  const promise = new Promise<FakeAnswer>((done) => (resolve = done))
  return { promise, resolve }
}

async function openManage() {
  render(<AlertsManageOverlay />)
  act(() => void bus.openOverlay('alerts-manage'))
  screen.getByRole('dialog', { name: 'Email alerts' })
  await waitFor(() => expect(screen.getAllByTestId('alert-subscription')).toHaveLength(2))
  return (city: string) =>
    within(
      screen
        .getAllByTestId('alert-subscription')
        .find((row) => row.textContent?.includes(city)) as HTMLElement,
    )
}

const checked = (row: ReturnType<typeof within>, name: string) =>
  (row.getByRole('radio', { name }) as HTMLInputElement).checked

describe('managing alert emails', () => {
  it('lists the member’s subscriptions with their frequency, language and address', async () => {
    const row = await openManage()
    expect(checked(row('London'), 'Weekly')).toBe(true)
    expect(checked(row('London'), 'English')).toBe(true)
    expect(checked(row('New York'), 'Daily')).toBe(true)
    expect(checked(row('New York'), '中文')).toBe(true)
    expect(row('London').getByText('ava@showroom.test')).toBeTruthy()
    expect(row('London').getByRole('group', { name: 'How often for London' })).toBeTruthy()
  })

  it('changes the frequency at once and keeps it when the server agrees', async () => {
    const answer = deferred()
    api.answer('user_alerts_update', answer.promise)
    const row = await openManage()
    fireEvent.click(row('London').getByRole('radio', { name: 'Daily' }))
    expect(checked(row('London'), 'Daily')).toBe(true)
    await act(async () => answer.resolve({ values: { subscription: { ...london, frequency: 'daily' } } }))
    expect(checked(row('London'), 'Daily')).toBe(true)
    expect(api.calls('user_alerts_update')).toEqual([{ subscription_id: 7, frequency: 'daily' }])
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('puts the language back and says so when the change fails', async () => {
    api.answer('user_alerts_update', { status: 404, errors: [{ code: 'ALERTS_ERR_NOT_FOUND', message: '' }] })
    const row = await openManage()
    fireEvent.click(row('London').getByRole('radio', { name: '中文' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not change your London alerts. Please try again.',
    )
    expect(checked(row('London'), 'English')).toBe(true)
    expect(api.calls('user_alerts_update')).toEqual([{ subscription_id: 7, language: 'zh' }])
  })

  it('removes a subscription at once', async () => {
    api.answer('user_alerts_delete', { values: {} })
    const row = await openManage()
    fireEvent.click(row('New York').getByRole('button', { name: 'Remove the New York alerts' }))
    expect(screen.getAllByTestId('alert-subscription')).toHaveLength(1)
    await waitFor(() => expect(api.calls('user_alerts_delete')).toEqual([{ subscription_id: 8 }]))
    expect(screen.getAllByTestId('alert-subscription')).toHaveLength(1)
  })

  it('brings a removed subscription back in its place, with the server’s reason, when removing fails', async () => {
    api.answer('user_alerts_delete', {
      status: 503,
      errors: [{ code: 'X', message: 'Try again in a minute.' }],
    })
    const row = await openManage()
    fireEvent.click(row('London').getByRole('button', { name: 'Remove the London alerts' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Try again in a minute.')
    const cities = screen
      .getAllByTestId('alert-subscription')
      .map((item) => item.getAttribute('data-city-id'))
    expect(cities).toEqual(['1', '2'])
  })

  it('shows a failed list with Try again, and an empty one with the way to sign up', async () => {
    api.answer('user_alerts_list', { status: 500 }, { values: { subscriptions: [] } })
    render(<AlertsManageOverlay />)
    act(() => void bus.openOverlay('alerts-manage'))
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load your alerts.')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('You have no alert emails yet.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Sign up for alerts' }))
    expect(bus.overlay$.value?.name).toBe('alerts-signup')
  })
})
