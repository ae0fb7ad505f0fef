import assert from 'node:assert/strict'
import type { TestGateway } from '@showroom/testkit'

// biome-ignore lint/suspicious/noExplicitAny: values are loose JSON, read per call
export type Json = any

export interface Member {
  userId: number
  email: string
  token: string
}

let sequence = 0

// members and /api calls for the commerce tests; `gateway` is read at call time (it is made in before())
export function commerceApi(gateway: () => TestGateway, prefix = 'c') {
  async function newMember(roles: ('member' | 'moderator')[] = ['member']): Promise<Member> {
    const username = `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`
    const email = `${username}@example.test`
    const accounts = gateway().services.accounts.api
    const user = await accounts.createUser({
      email,
      username,
      password: 'long-enough-password',
      fullName: `Name ${username}`,
      roles,
    })
    return { userId: user.id, email, token: (await accounts.signIn(user.id)).token }
  }

  // any answer is the spec's envelope, whatever its status
  async function call(
    name: string,
    payload: Json,
    as: Member | null,
    method: 'GET' | 'POST' = 'POST',
    origin?: string,
  ) {
    const query = new URLSearchParams(payload as Record<string, string>).toString()
    const response = await gateway().app.inject({
      method,
      url: method === 'GET' ? `/api/${name}?${query}` : `/api/${name}`,
      ...(method === 'POST' ? { payload } : {}),
      headers: {
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...(as ? { cookie: `sr_session=${as.token}` } : {}),
        ...(origin ? { origin } : {}),
      },
    })
    const body = response.json() as Json
    assert.deepEqual(Object.keys(body).sort(), ['errors', 'lookups', 'meta', 'values'], response.body)
    return { status: response.statusCode, body }
  }

  // the values of a call that must succeed
  async function ok(name: string, payload: Json, as: Member | null, method: 'GET' | 'POST' = 'POST') {
    const { status, body } = await call(name, payload, as, method)
    assert.equal(status, 200, JSON.stringify(body))
    return body.values
  }

  return { newMember, call, ok }
}
