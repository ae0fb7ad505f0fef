// What bench/api asks the gateway: the username lookup and two page queries (the city home; an
// event with its first comments), each through /graphql and, where a row answers it, through /api
import type { TestGateway } from '@showroom/testkit'
import { sql } from 'kysely'
import { CITY_HOME, EVENT_WITH_COMMENTS } from '../../gateway/test/support/page-queries.ts'

export interface Target {
  title: string
  method: 'GET' | 'POST'
  path: string
  body?: string
}

const graphql = (title: string, query: string, variables: Record<string, unknown> = {}): Target => ({
  title,
  method: 'POST',
  path: '/graphql',
  body: JSON.stringify({ query, variables }),
})
// the same request as mercurius alone answers it (a body with extensions is never answered early by
// the compiled queries): the stitching's cost beside the plan's, in one run
const viaMercurius = (target: Target): Target => ({
  ...target,
  title: `${target.title} (mercurius)`,
  body: JSON.stringify({ ...JSON.parse(target.body ?? '{}'), extensions: {} }),
})

export interface Scenario {
  name: string
  targets: Target[]
}

// the demo data's city with the most events and the event with the most comments
export async function scenariosFor(gateway: TestGateway): Promise<Scenario[]> {
  const db = gateway.platform.database.db
  const city = await sql<{ id: number }>`
    select city_id as id from discovery.events group by city_id order by count(*) desc limit 1`.execute(db)
  const event = await sql<{ id: number; slug: string }>`
    select e.id, e.slug from discovery.events e join comments.comments c on c.event_id = e.id
    group by e.id, e.slug order by count(*) desc limit 1`.execute(db)
  const cityId = city.rows[0]?.id
  const top = event.rows[0]
  if (cityId === undefined || !top) throw new Error('the demo data has no city or no commented event')
  const cityHome = graphql('/graphql DiscoveryCityHome', CITY_HOME, { cityId })
  const eventWithComments = graphql('/graphql event + comments', EVENT_WITH_COMMENTS, {
    slug: top.slug,
    eventId: top.id,
  })
  return [
    {
      name: 'user_lookup_by_username',
      targets: [
        graphql('/graphql lookupUsers', '{ lookupUsers(prefix: "a", limit: 10) { username } }'),
        {
          title: '/api/user_lookup_by_username',
          method: 'GET',
          path: '/api/user_lookup_by_username?username=a&usernames_only=1',
        },
      ],
    },
    {
      name: 'city home',
      targets: [cityHome, viaMercurius(cityHome)],
    },
    {
      name: 'event with its first comments',
      targets: [
        eventWithComments,
        viaMercurius(eventWithComments),
        {
          title: '/api/events_comments_list',
          method: 'POST',
          path: '/api/events_comments_list',
          body: JSON.stringify({ event_id: top.id, limit: 10 }),
        },
      ],
    },
  ]
}
