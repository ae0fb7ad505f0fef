// the two ways a client talks to a gateway over HTTP: /api rows (legacy user_id + user_token) and
// /graphql with the session cookie. A failure says whether trying again may help
// biome-ignore lint/suspicious/noExplicitAny: loose JSON from the wire
export type Json = any

export interface Member {
  userId: number
  token: string
  name: string
}

// the answer was a refusal a retry cannot change (a 4xx, a GraphQL error): a bug in what was sent
export class RefusedError extends Error {}

const REQUEST_TIMEOUT_MS = 20_000

async function send(url: string, init: RequestInit): Promise<{ status: number; body: Json }> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  const text = await response.text()
  let body: Json = null
  try {
    body = JSON.parse(text)
  } catch {
    body = { raw: text.slice(0, 200) }
  }
  return { status: response.status, body }
}

// network errors, timeouts and 5xx are worth another try; anything else is refused for good
function failure(what: string, status: number, body: Json): Error {
  const message = `${what} answered ${status}: ${JSON.stringify(body?.errors ?? body).slice(0, 300)}`
  return status >= 500 || status === 429 ? new Error(message) : new RefusedError(message)
}

export async function callApi(baseUrl: string, name: string, member: Member, payload: Json): Promise<Json> {
  const { status, body } = await send(`${baseUrl}/api/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: member.userId, user_token: member.token, ...payload }),
  })
  if (status !== 200 || (body?.errors?.length ?? 0) > 0) throw failure(name, status, body)
  return body.values
}

export async function callGraphql(
  baseUrl: string,
  member: Member,
  query: string,
  variables: Json = {},
): Promise<Json> {
  const { status, body } = await send(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `sr_session=${member.token}` },
    body: JSON.stringify({ query, variables }),
  })
  if (status !== 200 || (body?.errors?.length ?? 0) > 0) {
    // a gateway whose subgraph call failed mid-way answers 200 with an internal error
    const internal = body?.errors?.some((e: Json) => e?.extensions?.code === 'GATEWAY_ERR_INTERNAL')
    throw failure('graphql', internal ? 500 : status, body)
  }
  return body.data
}
