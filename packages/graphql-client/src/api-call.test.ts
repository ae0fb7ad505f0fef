import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { apiCall } from './api-call.ts'

const envelope = (overrides: Record<string, unknown> = {}) => ({
  errors: [],
  values: { chat_id: 7 },
  lookups: {},
  meta: { step: 1, login_ok: true },
  ...overrides,
})

function answer(body: unknown, status = 200) {
  const fetchMock = jest.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  )
  globalThis.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}

describe('apiCall', () => {
  const realFetch = globalThis.fetch
  afterEach(() => {
    globalThis.fetch = realFetch
  })

  it('posts JSON with the session cookie and returns a valid envelope', async () => {
    const fetchMock = answer(envelope())
    const result = await apiCall('user_chat_get', { chat_id: 7 })
    expect(result.valid).toBe(true)
    expect(result.valid && result.envelope.values).toEqual({ chat_id: 7 })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/user_chat_get')
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('same-origin')
    expect(JSON.parse(String(init?.body))).toEqual({ chat_id: 7 })
  })

  it('sends GET calls as a query string', async () => {
    const fetchMock = answer(envelope())
    await apiCall(
      'search_autocomplete',
      { search_string: 'silk', city_id: 1, skip: undefined },
      { method: 'GET' },
    )
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/search_autocomplete?search_string=silk&city_id=1')
  })

  it('treats an envelope with errors as invalid and hands back the first message', async () => {
    answer(envelope({ errors: [{ code: 'X', message: 'Sorry - please try later' }] }), 400)
    const result = await apiCall('user_chat_create', {})
    expect(result.valid).toBe(false)
    expect(!result.valid && result.message).toBe('Sorry - please try later')
  })

  it('needs login_ok for a signed-in call', async () => {
    answer(envelope({ meta: { step: 2, login_ok: false } }))
    const result = await apiCall('user_persona_switch', { type: 'user', id: 1 }, { needsLogin: true })
    expect(result.valid).toBe(false)
    expect(!result.valid && result.envelope?.meta.step).toBe(2)
  })

  it('counts an empty body or a missing part as invalid', async () => {
    answer('')
    expect((await apiCall('user_pro_dismiss')).valid).toBe(false)
    answer({ errors: [], values: {} })
    expect((await apiCall('user_pro_dismiss')).valid).toBe(false)
  })

  it('reports a network failure without throwing', async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch')
    }) as typeof fetch
    const result = await apiCall('user_chats_list')
    expect(result).toMatchObject({ valid: false, status: 0, aborted: false })
  })

  it('refuses a name that is not an API call', async () => {
    await expect(apiCall('../graphql')).rejects.toThrow(/not an API call name/)
  })
})
