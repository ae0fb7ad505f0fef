import assert from 'node:assert/strict'
import {
  createTestGateway,
  png,
  seedLondonEvents,
  type TestDatabaseKind,
  type TestGateway,
} from '@showroom/testkit'

// biome-ignore lint/suspicious/noExplicitAny: /api answers are loose JSON, read per test
export type Json = any

export interface Person {
  userId: number
  token: string
  username: string
  fullName: string
}

export interface Answer {
  status: number
  body: { errors: Json[]; values: Json; lookups: Json; meta: { step: number; login_ok: boolean } }
}

export interface FeedSite {
  gateway: TestGateway
  eventId: number
  eventName: string
  eventUrl: string
  // a member signed in as the designer she manages
  olgaAsDesigner: Person
  designerId: number
  moderator: Person
  member(options?: {
    isPro?: boolean
    points?: number
    roles?: Array<'member' | 'moderator'>
  }): Promise<Person>
  // an image upload of the member's, ready to attach to a comment; answers its media item id
  uploadPhoto(as: Person): Promise<number>
  // a call as the web makes it: GET in the query string, POST as JSON; signed in by the cookie
  api(name: string, payload?: Json, as?: Person | null, method?: 'GET' | 'POST'): Promise<Answer>
  // GET with the legacy user_id + user_token in the query string instead of the cookie
  legacyGet(name: string, payload: Json, as: Person): Promise<Answer>
  // a comment on the test event, delivered to every service; answers its id
  comment(as: Person, text: string, extra?: Json): Promise<number>
  deliver(): Promise<void>
  close(): Promise<void>
}

let sequence = 0

const query = (payload: Json) =>
  new URLSearchParams(
    Object.entries(payload).flatMap(([k, v]) =>
      Array.isArray(v) ? v.map((x) => [k, String(x)]) : [[k, String(v)]],
    ),
  ).toString()

export async function openFeedSite(kind: TestDatabaseKind): Promise<FeedSite> {
  const gateway = await createTestGateway({ database: kind })
  const { accounts, discovery } = gateway.services
  const deliver = () => gateway.platform.events.drain()

  const slug = 'feed-sale'
  const [eventId] = await seedLondonEvents(discovery, [slug])
  const designerId = await discovery.api.addDesigner({
    slug: 'feed-atelier',
    nameEn: 'Feed Atelier',
    cityId: 1,
  })
  await deliver()

  const member: FeedSite['member'] = async (options = {}) => {
    const username = `f${Date.now().toString(36)}${(sequence++).toString(36)}`
    const fullName = `Feed <b>${username}</b>`
    const user = await accounts.api.createUser({
      email: `${username}@example.test`,
      username,
      password: 'long-enough-password',
      fullName,
      roles: ['member'],
      ...options,
    })
    const { token } = await accounts.api.signIn(user.id)
    await deliver()
    return { userId: user.id, token, username, fullName }
  }

  const api: FeedSite['api'] = async (name, payload = {}, as = null, method = 'POST') => {
    const cookie = as ? { cookie: `sr_session=${as.token}` } : {}
    const response =
      method === 'GET'
        ? await gateway.app.inject({ method: 'GET', url: `/api/${name}?${query(payload)}`, headers: cookie })
        : await gateway.app.inject({
            method: 'POST',
            url: `/api/${name}`,
            payload,
            headers: { 'content-type': 'application/json', ...cookie },
          })
    const body = response.json()
    assert.deepEqual(Object.keys(body).sort(), ['errors', 'lookups', 'meta', 'values'], response.body)
    return { status: response.statusCode, body }
  }

  const olgaAsDesigner = await member()
  await accounts.api.grantPersona(olgaAsDesigner.userId, {
    type: 'designer',
    id: designerId,
    name: 'Feed Atelier',
  })
  const switched = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: {
      query: `mutation { switchPersona(type: designer, id: ${designerId}) { persona { type id } } }`,
    },
    headers: { cookie: `sr_session=${olgaAsDesigner.token}` },
  })
  assert.equal(switched.json().data?.switchPersona.persona.type, 'designer', switched.body)

  return {
    gateway,
    eventId: eventId as number,
    eventName: `Event ${slug}`,
    eventUrl: `/london/event/${slug}/`,
    olgaAsDesigner,
    designerId,
    moderator: await member({ roles: ['member', 'moderator'] }),
    member,
    async uploadPhoto(as) {
      const upload = await gateway.app.inject({
        method: 'POST',
        url: '/upload/image/upload',
        headers: { 'content-type': 'application/octet-stream', cookie: `sr_session=${as.token}` },
        payload: png(480, 320),
      })
      assert.equal(upload.statusCode, 200, upload.body)
      // comments learns the upload and its owner from the outbox
      await deliver()
      return (upload.json() as { media_item_id: number }).media_item_id
    },
    api,
    async legacyGet(name, payload, as) {
      const response = await gateway.app.inject({
        method: 'GET',
        url: `/api/${name}?${query({ ...payload, user_token: as.token })}`,
      })
      return { status: response.statusCode, body: response.json() }
    },
    async comment(as, text, extra = {}) {
      const answer = await api('events_comments_create', { event_id: eventId, comment: text, ...extra }, as)
      assert.equal(answer.status, 200, JSON.stringify(answer.body))
      await deliver()
      return answer.body.values.comment.id
    },
    deliver,
    close: () => gateway.close(),
  }
}
