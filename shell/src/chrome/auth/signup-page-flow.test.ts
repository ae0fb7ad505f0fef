import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { bus } from '@showroom/bus'
import { followSignupPage, signupReturnPath, whenSignupActionRecorded } from './signup-page-flow.ts'

const go = (url: string) => {
  window.history.pushState(null, '', url)
  window.dispatchEvent(new PopStateEvent('popstate'))
}
// the shell's router tells the location listeners about each push; here the test does
const pushState = window.history.pushState.bind(window.history)
window.history.pushState = (...args: Parameters<History['pushState']>) => {
  pushState(...args)
  window.dispatchEvent(new PopStateEvent('popstate'))
}

const fetchMock = jest.fn(
  async (_url: RequestInfo | URL, _init?: RequestInit) =>
    new Response(
      JSON.stringify({ errors: [], values: {}, lookups: {}, meta: { step: 0, login_ok: false } }),
      {
        headers: { 'content-type': 'application/json' },
      },
    ),
)
globalThis.fetch = fetchMock as unknown as typeof fetch

const stop = followSignupPage()
afterAll(() => stop())
beforeEach(() => {
  bus.closeOverlay()
  fetchMock.mockClear()
  go('/')
})

describe('the signup page flow', () => {
  it('sends a visitor who taps Follow to /signup/ with the action on record', async () => {
    go('/brand/atelier-nord/?tab=events')
    bus.requestSignup({ reason: 'follow', action_type: 'follow', action_value: 'designer_id=3' })
    await whenSignupActionRecorded()
    expect(window.location.pathname).toBe('/signup/')
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/signup_action_set')
    expect(JSON.parse(String(init?.body))).toEqual({ action_type: 'follow', action_value: 'designer_id=3' })
    expect(signupReturnPath()).toBe('/brand/atelier-nord/?tab=events')
  })

  it('returns to the page the visitor came from when the form is closed', () => {
    go('/venue/the-glasshouse/')
    go('/signup/')
    bus.openOverlay('signup', {})
    bus.openOverlay('login')
    expect(window.location.pathname).toBe('/signup/')
    bus.closeOverlay()
    expect(window.location.pathname).toBe('/venue/the-glasshouse/')
  })

  it('keeps other prompts where they are, without recording anything', () => {
    go('/london/')
    bus.requestSignup({ reason: 'read-more' })
    expect(window.location.pathname).toBe('/london/')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
