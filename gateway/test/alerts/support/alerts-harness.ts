import type { TestGateway } from '@showroom/testkit'
import { sql } from 'kysely'

let sequence = 0
export const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`

export interface Member {
  userId: number
  token: string
  email: string
  username: string
}

export type Envelope = {
  errors: Array<{ code: string; message: string; field?: string }>
  // biome-ignore lint/suspicious/noExplicitAny: envelopes are loose JSON, read per test
  values: Record<string, any>
}

export const LONDON = 1
export const HONG_KONG = 4

// the four cities of the product, a venue and a designer in London
export async function seedCities(gateway: TestGateway): Promise<{ venueId: number; designerId: number }> {
  const api = gateway.services.discovery.api
  const cities = [
    {
      id: LONDON,
      slug: 'london',
      nameEn: 'London',
      nameZh: '伦敦',
      timezone: 'Europe/London',
      currency: 'gbp',
    },
    {
      id: 2,
      slug: 'new-york',
      nameEn: 'New York',
      nameZh: '纽约',
      timezone: 'America/New_York',
      currency: 'usd',
    },
    { id: 3, slug: 'los-angeles', nameEn: 'Los Angeles', timezone: 'America/Los_Angeles', currency: 'usd' },
    {
      id: HONG_KONG,
      slug: 'hong-kong',
      nameEn: 'Hong Kong',
      nameZh: '香港',
      timezone: 'Asia/Hong_Kong',
      currency: 'usd',
    },
  ]
  for (const [position, city] of cities.entries()) await api.addCity(city, position)
  await api.addEventType({ id: 1, key: 'sample-sale', nameEn: 'Sample sale', color: '#000', position: 0 })
  const venueId = await api.addVenue({ slug: 'the-glasshouse', name: 'The Glasshouse', cityId: LONDON })
  const designerId = await api.addDesigner({ slug: 'atelier-nord', nameEn: 'Atelier Nord', cityId: LONDON })
  await gateway.platform.events.drain()
  return { venueId, designerId }
}

export async function member(
  gateway: TestGateway,
  options: { fullName?: string; roles?: ('member' | 'moderator' | 'admin')[]; isTeam?: boolean } = {},
): Promise<Member> {
  const username = fresh('al_')
  const email = `${username}@example.test`
  const user = await gateway.services.accounts.api.createUser({
    email,
    username,
    password: 'long-enough-password',
    fullName: options.fullName ?? 'Alert Member',
    roles: options.roles ?? ['member'],
    isTeam: options.isTeam ?? false,
  })
  const { token } = await gateway.services.accounts.api.signIn(user.id)
  await gateway.platform.events.drain()
  return { userId: user.id, token, email, username }
}

export async function api(
  gateway: TestGateway,
  name: string,
  payload: Record<string, unknown> = {},
  as?: Member,
  method: 'GET' | 'POST' = 'POST',
): Promise<{ status: number; body: Envelope }> {
  const response = await gateway.app.inject({
    method,
    url: `/api/${name}`,
    ...(method === 'POST' ? { payload } : { query: payload as Record<string, string> }),
    headers: {
      origin: new URL(gateway.platform.config.publicUrl).origin,
      ...(as ? { cookie: `sr_session=${as.token}` } : {}),
    },
  })
  return { status: response.statusCode, body: response.json() as Envelope }
}

export interface SubscriptionRow {
  id: number
  email: string
  user_id: number | null
  city_id: number
  frequency: string
  language: string
  status: string
}

export async function subscriptionRows(gateway: TestGateway): Promise<SubscriptionRow[]> {
  const rows = await sql<SubscriptionRow>`
    select id, email, user_id, city_id, frequency, language, status from alerts.subscriptions order by email, city_id
  `.execute(gateway.platform.database.db)
  return rows.rows.map((row) => ({ ...row, id: Number(row.id), city_id: Number(row.city_id) }))
}

// the token of a link in a mail body: ?alert_token=... (URL-encoded there)
export function tokenIn(text: string, fragment: string): string {
  const match = new RegExp(`alert_token=([^#\\s"&]+)#${fragment}`).exec(text)
  if (!match) throw new Error(`no #${fragment} link in:\n${text}`)
  return decodeURIComponent(match[1] as string)
}

export async function graphql(
  gateway: TestGateway,
  query: string,
  variables: Record<string, unknown>,
  as: Member,
): Promise<{ data: Record<string, unknown> | null; errors?: unknown[] }> {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/graphql',
    payload: { query, variables },
    headers: {
      origin: new URL(gateway.platform.config.publicUrl).origin,
      cookie: `sr_session=${as.token}`,
    },
  })
  return response.json() as { data: Record<string, unknown> | null; errors?: unknown[] }
}

// a London event starting some days from now, open on its first day
export async function londonEvent(
  gateway: TestGateway,
  options: { nameEn: string; inDays: number; venueId?: number; designerIds?: number[]; heroUrl?: string },
): Promise<number> {
  const startsAt = new Date(Date.now() + options.inDays * 86_400_000)
  const id = await gateway.services.discovery.api.addEvent({
    slug: fresh('alert-event-'),
    cityId: LONDON,
    typeId: 1,
    nameEn: options.nameEn,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 6 * 3_600_000),
    openDates: [{ date: startsAt.toISOString().slice(0, 10) }],
    ...(options.venueId ? { venueId: options.venueId } : {}),
    ...(options.designerIds ? { designerIds: options.designerIds } : {}),
    ...(options.heroUrl ? { heroUrl: options.heroUrl } : {}),
  })
  await gateway.platform.events.drain()
  return id
}

// a visitor's confirmed subscription, through the mails and calls a visitor would use
export async function confirmedVisitor(
  gateway: TestGateway,
  smtp: { received: { to: string[]; data: string }[] },
  parse: (raw: string) => { text: string },
  email: string,
  frequency: 'daily' | 'weekly' = 'daily',
): Promise<number> {
  const answer = await api(gateway, 'alerts_subscribe', { city_id: LONDON, frequency, email })
  await gateway.platform.jobs.drain()
  const mail = smtp.received.filter((m) => m.to.includes(email)).at(-1)
  if (!mail) throw new Error(`no confirmation mail to ${email}`)
  await api(gateway, 'alerts_confirm', { token: tokenIn(parse(mail.data).text, 'alerts-confirmed') })
  return answer.body.values.subscription.id as number
}
