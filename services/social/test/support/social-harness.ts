import type { TestGateway } from '@showroom/testkit'
import { sql } from 'kysely'

let sequence = 0
export const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`

export interface Member {
  userId: number
  token: string
  email: string
}

// biome-ignore lint/suspicious/noExplicitAny: GraphQL answers are loose JSON, read per test
export type Data = Record<string, any>

export interface GraphqlAnswer {
  data: Data | null
  errors?: Array<{ message: string; extensions: { code: string; http?: number; field?: string } }>
}

// the outbox events (signed-up, event created, ...) delivered as the running dispatcher would
export const deliver = (gateway: TestGateway) => gateway.platform.events.drain()

export async function member(
  gateway: TestGateway,
  fullName = 'Test Member',
  roles: ('member' | 'moderator')[] = ['member'],
): Promise<Member> {
  const username = fresh('s_')
  const email = `${username}@example.test`
  const user = await gateway.services.accounts.api.createUser({
    email,
    username,
    password: 'long-enough-password',
    fullName,
    roles,
  })
  const { token } = await gateway.services.accounts.api.signIn(user.id)
  await deliver(gateway)
  return { userId: user.id, token, email }
}

export async function graphql(
  gateway: TestGateway,
  query: string,
  variables: Record<string, unknown> = {},
  as?: Member,
): Promise<GraphqlAnswer> {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: as ? { cookie: `sr_session=${as.token}` } : {},
  })
  return response.json() as GraphqlAnswer
}

export async function newEvent(
  gateway: TestGateway,
  overrides: { nameEn?: string; startsAt?: Date; endsAt?: Date } = {},
): Promise<number> {
  const startsAt = overrides.startsAt ?? new Date(Date.now() + 7 * 24 * 3600 * 1000)
  const endsAt = overrides.endsAt ?? new Date(startsAt.getTime() + 8 * 3600 * 1000)
  const venue = await gateway.services.discovery.api.venueBySlug('the-glasshouse')
  const id = await gateway.services.discovery.api.addEvent({
    slug: fresh('social-event-'),
    cityId: 1,
    ...(venue ? { venueId: venue.id } : {}),
    typeId: 1,
    nameEn: overrides.nameEn ?? 'Archive sample sale',
    summaryEn: 'Coats, knits and samples; cash or card.',
    startsAt,
    endsAt,
    openDates: [{ date: startsAt.toISOString().slice(0, 10) }],
  })
  await deliver(gateway)
  return id
}

export async function newNews(gateway: TestGateway): Promise<number> {
  const id = await gateway.services.discovery.api.addNews({
    slug: fresh('social-news-'),
    cityId: 1,
    titleEn: 'A new season of sample sales',
    publishedAt: new Date(),
  })
  await deliver(gateway)
  return id
}

export async function designerId(gateway: TestGateway, slug = 'atelier-nord'): Promise<number> {
  const designer = await gateway.services.discovery.api.designerBySlug(slug)
  if (!designer) throw new Error(`the demo data has no designer ${slug}`)
  return designer.id
}

export async function venueId(gateway: TestGateway, slug = 'the-glasshouse'): Promise<number> {
  const venue = await gateway.services.discovery.api.venueBySlug(slug)
  if (!venue) throw new Error(`the demo data has no venue ${slug}`)
  return venue.id
}

export interface PublishedEvent {
  type: string
  aggregateId: string
  // biome-ignore lint/suspicious/noExplicitAny: payloads are loose JSON, read per test
  payload: Record<string, any>
}

// every social.* event in the outbox, oldest first (rows stay after delivery)
export async function socialOutbox(gateway: TestGateway): Promise<PublishedEvent[]> {
  const rows = await sql<{ type: string; aggregate_id: string; payload: PublishedEvent['payload'] }>`
    select type, aggregate_id, payload from platform.events where type like 'social.%'
    order by occurred_at, id`.execute(gateway.platform.database.db)
  return rows.rows.map((row) => ({ type: row.type, aggregateId: row.aggregate_id, payload: row.payload }))
}

const PEOPLE_FIELDS = ['followerId', 'userId', 'fromUserId', 'toUserId', 'otherUserId']

// the events that name one of these members: each test makes its own, so this is that test's
export async function socialEventsAbout(
  gateway: TestGateway,
  ...people: Member[]
): Promise<PublishedEvent[]> {
  const ids = new Set(people.map((p) => p.userId))
  return (await socialOutbox(gateway)).filter((event) =>
    PEOPLE_FIELDS.some((field) => ids.has(event.payload[field])),
  )
}
