import { describe, expect, it, jest } from '@jest/globals'
import { bus } from '@showroom/bus'
import { NO_SESSION_ID } from '@showroom/contracts'
import { fieldErrorsOf, sessionOf, startViewer, viewer$, WEB_USER_TOKEN } from './session.ts'
import type { Viewer } from './viewer.graphql.ts'

// the server answers the viewer question with `viewer`; the bodies of the questions asked
function serverAnswers(viewer: unknown): string[] {
  const asked: string[] = []
  globalThis.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(String(init?.body ?? ''))
    const body = JSON.stringify({ data: { viewer } })
    return { ok: true, status: 200, text: async () => body, json: async () => JSON.parse(body) }
  }) as unknown as typeof fetch
  return asked
}

// the page as the gateway writes it for a request without a session cookie
function pageSaysNoSession(): void {
  const element = document.createElement('script')
  element.type = 'application/json'
  element.id = NO_SESSION_ID
  element.textContent = 'true'
  document.body.append(element)
}

describe('the web session', () => {
  it('is built from the viewer, with no token: the HttpOnly cookie is the credential', () => {
    const viewer = { user: { id: 4 }, isPro: true, points: 250, isTeam: false } as unknown as Viewer
    expect(sessionOf(viewer)).toEqual({
      user_id: 4,
      user_token: WEB_USER_TOKEN,
      user_is_pro: true,
      user_points: 250,
      user_is_team: false,
    })
    expect(WEB_USER_TOKEN).toBe('')
    expect(sessionOf(null)).toBeNull()
  })

  it('puts GraphQL input errors under their field and the rest on the form', () => {
    const errors = fieldErrorsOf({
      errors: [
        {
          message: 'An account with this email already exists. Try logging in.',
          extensions: { code: 'ACCOUNTS_ERR_EMAIL_TAKEN' },
        },
        { message: 'Too short', extensions: { code: 'ACCOUNTS_ERR_INVALID_PASSWORD', field: 'password' } },
        {
          message: 'The email or password is incorrect.',
          extensions: { code: 'ACCOUNTS_ERR_INVALID_CREDENTIALS' },
        },
      ],
    })
    expect(errors.map((e) => e.field)).toEqual(['email', 'password', null])
    expect(fieldErrorsOf(new Error('network'))).toEqual([{ field: null, code: 'NETWORK', message: '' }])
  })

  it('starts a page asked for without a session as a visitor’s, without asking who it is for', async () => {
    const olga = { user: { id: 4 }, isPro: false, points: 0, isTeam: false }
    const asked = serverAnswers(olga)
    pageSaysNoSession()

    expect(await startViewer()).toBeNull()
    expect(asked).toEqual([])
    expect(viewer$.value).toBeNull()
    expect(bus.session$.value).toBeNull()
    expect(document.getElementById(NO_SESSION_ID)).toBeNull()

    // any page without the word asks, as does any later start
    expect(await startViewer()).toEqual(olga)
    expect(asked).toHaveLength(1)
    expect(asked[0]).toContain('ShellViewer')
    expect(bus.session$.value?.user_id).toBe(4)
  })

  it('asks all the same when the page came back through the history, perhaps from before a sign-in', async () => {
    const asked = serverAnswers(null)
    pageSaysNoSession()
    const original = performance.getEntriesByType
    performance.getEntriesByType = ((type: string) =>
      type === 'navigation'
        ? [{ type: 'back_forward' }]
        : []) as unknown as typeof performance.getEntriesByType
    try {
      expect(await startViewer()).toBeNull()
    } finally {
      performance.getEntriesByType = original
    }
    expect(asked).toHaveLength(1)
    expect(asked[0]).toContain('ShellViewer')
  })
})
