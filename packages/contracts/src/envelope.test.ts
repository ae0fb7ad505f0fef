import { describe, expect, it } from '@jest/globals'
import { firstErrorMessage, isValidEnvelope } from './envelope.ts'

const valid = { errors: [], values: { chat_id: 4 }, lookups: {}, meta: { step: 1, login_ok: true } }

describe('isValidEnvelope', () => {
  it('accepts a successful body with errors, values and lookups', () => {
    expect(isValidEnvelope(valid)).toBe(true)
  })

  it('accepts the empty arrays the legacy server sends for empty values and lookups', () => {
    expect(isValidEnvelope({ errors: [], values: [], lookups: [], meta: { step: 0, login_ok: false } })).toBe(
      true,
    )
  })

  it('rejects an unsuccessful call even when the body looks fine', () => {
    expect(isValidEnvelope(valid, { ok: false })).toBe(false)
  })

  it('rejects an empty body', () => {
    expect(isValidEnvelope(null)).toBe(false)
    expect(isValidEnvelope('')).toBe(false)
    expect(isValidEnvelope({})).toBe(false)
  })

  it('rejects a body that lacks errors, values or lookups', () => {
    const { errors: _e, ...noErrors } = valid
    const { values: _v, ...noValues } = valid
    const { lookups: _l, ...noLookups } = valid
    expect(isValidEnvelope(noErrors)).toBe(false)
    expect(isValidEnvelope(noValues)).toBe(false)
    expect(isValidEnvelope(noLookups)).toBe(false)
  })

  it('rejects a body whose errors list is not empty', () => {
    expect(isValidEnvelope({ ...valid, errors: [{ code: 'x', message: 'No' }] })).toBe(false)
  })

  it('rejects a logged-in call when login_ok is false', () => {
    const loggedOut = { ...valid, meta: { step: 1, login_ok: false } }
    expect(isValidEnvelope(loggedOut)).toBe(true)
    expect(isValidEnvelope(loggedOut, { needsLogin: true })).toBe(false)
    expect(isValidEnvelope(valid, { needsLogin: true })).toBe(true)
  })
})

describe('firstErrorMessage', () => {
  it('returns the first server error text', () => {
    const body = {
      ...valid,
      errors: [
        { code: 'a', message: 'First' },
        { code: 'b', message: 'Second' },
      ],
    }
    expect(firstErrorMessage(body)).toBe('First')
  })

  it('returns nothing when there is no usable error text', () => {
    expect(firstErrorMessage(valid)).toBeUndefined()
    expect(firstErrorMessage(undefined)).toBeUndefined()
    expect(firstErrorMessage({ errors: [{ code: 'a', message: ' ' }] })).toBeUndefined()
  })
})
