import { jest } from '@jest/globals'

// unit tests only: answers /api/<name> and the cities query as the gateway would, and records calls

export interface FakeAnswer {
  status?: number
  values?: Record<string, unknown>
  errors?: { code: string; message: string; field?: string }[]
  loginOk?: boolean
}

export const TEST_CITIES = [
  { id: 1, name: 'London', url: '/london/', slug: 'london' },
  { id: 2, name: 'New York', url: '/new-york/', slug: 'new-york' },
]

export interface FakeApi {
  // the next answer for a call name (queued; the last one repeats)
  answer(name: string, ...answers: (FakeAnswer | Promise<FakeAnswer>)[]): void
  calls(name: string): Record<string, unknown>[]
  reset(): void
}

// jsdom has no Response: the two things the API helpers read from one
function response(body: string, status = 200) {
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => body,
    json: async () => JSON.parse(body),
  }
}

const envelope = ({ values = {}, errors = [], loginOk = true }: FakeAnswer) =>
  JSON.stringify({ errors, values, lookups: {}, meta: { step: 1, login_ok: loginOk } })

export function installFakeApi(): FakeApi {
  const queues = new Map<string, (FakeAnswer | Promise<FakeAnswer>)[]>()
  const seen: { name: string; payload: Record<string, unknown> }[] = []
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://showroom.test')
    if (url.pathname === '/graphql') return response(JSON.stringify({ data: { cities: TEST_CITIES } }))
    const name = url.pathname.replace('/api/', '')
    const payload =
      init?.method === 'GET'
        ? Object.fromEntries(url.searchParams)
        : (JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>)
    seen.push({ name, payload })
    const queue = queues.get(name) ?? []
    const next = queue.length > 1 ? queue.shift() : queue[0]
    if (!next)
      return response(envelope({ errors: [{ code: 'API_ERR_UNKNOWN', message: 'Unknown call' }] }), 404)
    const answer = await next
    return response(envelope(answer), answer.status ?? (answer.errors?.length ? 400 : 200))
  })
  globalThis.fetch = fetchMock as unknown as typeof fetch
  return {
    answer: (name, ...answers) => void queues.set(name, answers),
    calls: (name) => seen.filter((call) => call.name === name).map((call) => call.payload),
    reset() {
      queues.clear()
      seen.length = 0
    },
  }
}

export function subscriptionRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    city_id: 1,
    city_name: 'London',
    frequency: 'weekly',
    language: 'en',
    status: 'active',
    email: 'ava@showroom.test',
    ...overrides,
  }
}
