import { afterAll, beforeEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import type { PopupAlert, PopupConfirmation } from '@showroom/contracts'
import { followAlertLink } from './alerts/alert-links.ts'
import { type FakeAnswer, installFakeApi } from './alerts/testing/fake-api.ts'
import { handleLoadFragment } from './fragments.ts'

const api = installFakeApi()
const popups: PopupConfirmation[] = []
const alerts: PopupAlert[] = []
const subscriptions = [
  bus.on('popup.confirmation.requested').subscribe((popup) => popups.push(popup)),
  bus.on('popup.alert.requested').subscribe((alert) => alerts.push(alert)),
]
afterAll(() => {
  for (const subscription of subscriptions) subscription.unsubscribe()
})

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`
const visit = (url: string) => window.history.replaceState(null, '', url)
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))
const subscription = { id: 3, city_id: 1, frequency: 'weekly', language: 'en', status: 'active' }

beforeEach(() => {
  api.reset()
  popups.length = 0
  alerts.length = 0
  bus.closeOverlay()
  bus.dismissAlert()
})

describe('load-time fragments with an alert token', () => {
  it('#unsub unsubscribes with the token, takes the token out of the address and shows the unsubscribed popup', async () => {
    api.answer('alerts_unsubscribe', { values: { status: 'unsubscribed', city_id: 1 } })
    visit('/london/?alert_token=tok.123&utm_source=mail#unsub')
    expect(handleLoadFragment()).toBe('unsub')
    expect(address()).toBe('/london/?utm_source=mail')
    await settled()
    expect(api.calls('alerts_unsubscribe')).toEqual([{ token: 'tok.123' }])
    expect(popups).toEqual([{ message: 'You have been unsubscribed.' }])
    expect(alerts).toEqual([])
  })

  it('#weekly and #daily set that frequency and show the frequency-updated popup', async () => {
    api.answer('alerts_frequency_set', { values: { subscription } })
    visit('/new-york/?alert_token=abc#weekly')
    handleLoadFragment()
    await settled()
    visit('/new-york/?alert_token=abc#daily')
    handleLoadFragment()
    await settled()
    expect(api.calls('alerts_frequency_set')).toEqual([
      { token: 'abc', frequency: 'weekly' },
      { token: 'abc', frequency: 'daily' },
    ])
    expect(popups.map((popup) => popup.message)).toEqual([
      'Your alert frequency has been updated.',
      'Your alert frequency has been updated.',
    ])
    expect(address()).toBe('/new-york/')
  })

  it('#alerts-confirmed confirms the address and says the alerts are on', async () => {
    api.answer('alerts_confirm', { values: { subscription } })
    visit('/london/?alert_token=conf#alerts-confirmed')
    handleLoadFragment()
    await settled()
    expect(api.calls('alerts_confirm')).toEqual([{ token: 'conf' }])
    expect(popups).toEqual([{ message: 'Thank you! Your alert emails are on.' }])
  })

  it('clears the token from the address bar before the answer arrives, and shows nothing until it does', async () => {
    let answer: (value: FakeAnswer) => void = () => {}
    api.answer('alerts_unsubscribe', new Promise<FakeAnswer>((resolve) => (answer = resolve)))
    visit('/london/?alert_token=slow#unsub')
    const done = followAlertLink('unsub', 'slow')
    expect(address()).toBe('/london/')
    await settled()
    expect(popups).toEqual([])
    answer({ values: { status: 'unsubscribed', city_id: 1 } })
    expect(await done).toBe(true)
    expect(popups).toHaveLength(1)
  })

  it('a refused link shows an honest failure with the server’s text, and no success popup', async () => {
    api.answer('alerts_unsubscribe', {
      status: 400,
      errors: [{ code: 'ALERTS_ERR_TOKEN', message: 'This link is not valid.' }],
    })
    visit('/london/?alert_token=forged#unsub')
    handleLoadFragment()
    await settled()
    expect(popups).toEqual([])
    expect(alerts).toEqual([{ title: 'That link did not work', message: 'This link is not valid.' }])
    expect(address()).toBe('/london/')
  })

  it('without server text the failure says what did not happen', async () => {
    api.answer('alerts_frequency_set', { status: 500, values: {} })
    visit('/london/?alert_token=x#daily')
    handleLoadFragment()
    await settled()
    expect(alerts).toEqual([
      {
        title: 'That link did not work',
        message: 'We could not change how often you get alerts. Please try again later.',
      },
    ])
  })

  it('an answer that is not the promised shape counts as a failure', async () => {
    api.answer('alerts_unsubscribe', { values: {} })
    expect(await followAlertLink('unsub', 'tok')).toBe(false)
    expect(alerts[0]?.message).toBe(
      'We could not unsubscribe you with this link. Please try the link in your latest alert email, or try again later.',
    )
  })
})

describe('load-time fragments without a token', () => {
  it('#unsub and #weekly only show their popups, with no call', () => {
    visit('/london/#unsub')
    expect(handleLoadFragment()).toBe('unsub')
    visit('/london/?page=2#weekly')
    expect(handleLoadFragment()).toBe('weekly')
    expect(popups.map((popup) => popup.message)).toEqual([
      'You have been unsubscribed.',
      'Your alert frequency has been updated.',
    ])
    expect(address()).toBe('/london/?page=2')
    expect(api.calls('alerts_unsubscribe')).toEqual([])
  })

  it('#alerts opens the signup, even with a stray token', () => {
    visit('/london/?alert_token=zzz#alerts')
    expect(handleLoadFragment()).toBe('alerts')
    expect(bus.overlay$.value?.name).toBe('alerts-signup')
  })

  it('leaves other fragments, and an empty token, alone', () => {
    visit('/london/#pec=12')
    expect(handleLoadFragment()).toBeNull()
    expect(address()).toBe('/london/#pec=12')
    visit('/london/?alert_token=#alerts-confirmed')
    expect(handleLoadFragment()).toBeNull()
    expect(api.calls('alerts_confirm')).toEqual([])
  })
})
