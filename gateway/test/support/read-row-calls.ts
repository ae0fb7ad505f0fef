import { getOperationAST, parse } from 'graphql'
import { endpoints } from '../../src/rest/endpoints/index.ts'

// Every REST row whose operation is a query, called with the payload below (or an empty one) the
// way the REST layer builds its variables: the compiled-query tests hold these answers to mercurius's
const PAYLOADS: Record<string, Record<string, unknown>> = {
  user_lookup_by_username: { username: 'o', include_brands: '1' },
  calendar_in_city: { city_id: 1, date_from: '2026/11/01', date_to: '2026/12/01', types: '1,2,3,4' },
  search_autocomplete: { search_string: 'mai' },
  events_comments_list: { event_id: 1 },
  event_get: { event_id: 1 },
  flash_sale_get: { flash_sale_id: 1 },
  lookbooks_get: { lookbook_id: 1 },
  order_get: { order_id: 1 },
  user_get: { user_id: 1 },
}
// a second call of the lookup as the mention box sends it: the names alone
const EXTRA_CALLS: Array<[string, Record<string, unknown>]> = [
  ['user_lookup_by_username', { username: 'ol', usernames_only: '1' }],
  ['user_lookup_by_username', { username: 'nobody-has-this-name' }],
  ['comments_list', { comment_id: 987654 }],
]

export interface ReadRowCall {
  name: string
  operation: string
  variables: Record<string, unknown>
}

export function readRowCalls(userId: number | null): ReadRowCall[] {
  const list: ReadRowCall[] = []
  const add = (name: string, payload: Record<string, unknown>) => {
    const endpoint = endpoints.find((e) => e.name === name)
    if (!endpoint || getOperationAST(parse(endpoint.operation))?.operation !== 'query') return
    const input = endpoint.input.safeParse(payload)
    if (!input.success) return
    const context = { userId, pendingSignupAction: null, locale: 'en' as const }
    list.push({
      name,
      operation: endpoint.operation,
      variables: endpoint.variables?.(input.data, context) ?? {},
    })
  }
  for (const endpoint of endpoints) add(endpoint.name, PAYLOADS[endpoint.name] ?? {})
  for (const [name, payload] of EXTRA_CALLS) add(name, payload)
  return list
}

// fields counted from now (seconds since a comment, time left on a sale) move between two calls
const RELATIVE_TO_NOW = /(Diff|Since|Left|Remaining)$/

export interface Answer {
  data?: unknown
  errors?: readonly unknown[]
}

// an answer as two ways of running it must agree on: data without clock-relative fields, and each
// error's message, path and code
export const comparableAnswer = (answer: Answer) => ({
  data: JSON.parse(
    JSON.stringify(answer.data ?? null, (key, value) => (RELATIVE_TO_NOW.test(key) ? undefined : value)),
  ),
  errors: (answer.errors ?? []).map((e) => {
    const { message, path, extensions } = e as {
      message: string
      path?: unknown
      extensions?: { code?: string }
    }
    return { message, path, code: extensions?.code }
  }),
})
