import { describe, expect, it } from '@jest/globals'
import { fieldErrorsOf, sessionOf, WEB_USER_TOKEN } from './session.ts'
import type { Viewer } from './viewer.graphql.ts'

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
})
