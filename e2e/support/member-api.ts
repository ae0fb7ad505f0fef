// the set-up a journey does behind the browser, through the real gateway: anonymous GraphQL reads,
// and a demo member's /api calls with their session cookie and the site's Origin
import assert from 'node:assert/strict'
import type { Site } from './site.ts'

export type Json = Record<string, unknown>
export type MemberApi = (name: string, payload?: Json, method?: 'GET' | 'POST') => Promise<Json>

// the data of an anonymous query, in the shape the caller names
export async function siteGraphql<T = Json>(site: Site, query: string): Promise<T> {
  return (await site.gateway.app.inject({ method: 'POST', url: '/graphql', payload: { query } })).json().data
}

// logs the member in (every demo member's password); each call fails the journey on an error
export async function memberApi(site: Site, email: string): Promise<MemberApi> {
  const { app } = site.gateway
  const { origin, host } = new URL(site.url)
  const login = await app.inject({
    method: 'POST',
    url: '/api/user_login',
    headers: { origin, host },
    payload: { email, password: 'showroom-demo' },
  })
  const cookie = String(login.headers['set-cookie']).split(';')[0] ?? ''
  return async (name, payload = {}, method = 'POST') => {
    const response = await app.inject({
      method,
      url:
        method === 'GET'
          ? `/api/${name}?${new URLSearchParams(payload as Record<string, string>)}`
          : `/api/${name}`,
      headers: { cookie, origin, host },
      ...(method === 'POST' ? { payload } : {}),
    })
    const body = response.json()
    assert.deepEqual(body.errors, [], `${name}: ${JSON.stringify(body.errors)}`)
    return body.values
  }
}

// the organiser of a designer's sales: the member switched to that designer's persona
export async function designerSeller(site: Site, email: string, slug: string) {
  const { designer } = await siteGraphql<{ designer: { id: number } }>(
    site,
    `{ designer(slug: ${JSON.stringify(slug)}) { id } }`,
  )
  const seller = await memberApi(site, email)
  await seller('user_persona_switch', { type: 'designer', id: designer.id })
  return { seller, designerId: designer.id }
}
