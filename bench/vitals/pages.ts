// the pages the vitals benchmarks measure (issue 15)
import type { Site } from '../../e2e/support/site.ts'

async function graphql<T>(site: Pick<Site, 'url'>, query: string): Promise<T> {
  const response = await fetch(`${site.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })
  const body = (await response.json()) as { data?: T; errors?: unknown }
  if (!body.data) throw new Error(`graphql: ${JSON.stringify(body.errors)}`)
  return body.data
}

// the pages: London's home and calendar, the first event of London's week, a demo designer
export async function pagesOf(site: Pick<Site, 'url'>): Promise<{ name: string; path: string }[]> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const { events } = await graphql<{ events: { detailUrl: string }[] }>(
    site,
    `{ events(cityId: 1, from: "${day(0)}", to: "${day(14)}", first: 1) { detailUrl } }`,
  )
  const event = events[0]?.detailUrl
  if (!event) throw new Error('the demo data has no London event in the next two weeks')
  return [
    { name: 'city-home', path: '/london/' },
    { name: 'event', path: new URL(event, site.url).pathname },
    { name: 'designer', path: '/brand/atelier-nord/' },
    { name: 'calendar', path: '/london/calendar/' },
  ]
}
