import type { Language } from '../alerts.tables.ts'
import { onSite } from '../mail/links.ts'
import { addDays, lookAheadDays, periodDays, soonDays } from '../schedule/schedule.ts'
import type { DigestEvent, DigestRequest, EventDigestSource } from './digest.types.ts'

// one operation on the composed graph, asked as this member (or as nobody) in this language
export type GraphExecutor = <T>(
  query: string,
  variables: Record<string, unknown>,
  as: { userId: number | null; language: Language },
) => Promise<T>

interface GraphEvent {
  id: number
  name: string
  detailUrl: string
  heroUrl: string | null
  startsAt: string
  updatedAt: string
  isCancelled: boolean
  city: { id: number }
  venue: { id: number; name: string; isFollowed?: boolean } | null
  designers: { id: number; isFollowed?: boolean }[]
}

const EVENT = 'id name detailUrl heroUrl startsAt updatedAt isCancelled city { id }'
const MEMBER_QUERY = `query AlertDigest($cityId: Int!, $from: String!, $to: String!) {
  events(cityId: $cityId, from: $from, to: $to, first: 48) {
    ${EVENT} venue { id name isFollowed } designers { id isFollowed }
  }
  myGoingEvents { ${EVENT} venue { id name } designers { id } }
}`
const CITY_QUERY = `query AlertHighlights($cityId: Int!, $from: String!, $to: String!) {
  events(cityId: $cityId, from: $from, to: $to, first: 6) { ${EVENT} venue { id name } designers { id } }
}`
const HIGHLIGHTS = 5

export function createGraphDigestSource(graph: GraphExecutor, publicUrl: string): EventDigestSource {
  const absolute = (url: string) => onSite(publicUrl, url)
  const shape = (event: GraphEvent): DigestEvent => ({
    id: event.id,
    name: event.name,
    url: absolute(event.detailUrl),
    imageUrl: event.heroUrl ? absolute(event.heroUrl) : null,
    startsAt: event.startsAt,
    placeName: event.venue?.name ?? null,
  })
  // every visitor of a city reads the same highlights: asked once per city, language and day
  const highlights = new Map<string, Promise<GraphEvent[]>>()

  return {
    async eventsFor(request: DigestRequest) {
      const window = {
        cityId: request.cityId,
        from: request.date,
        to: addDays(request.date, lookAheadDays(request.frequency)),
      }
      if (request.userId === null) {
        const key = `${request.cityId}:${request.language}:${request.date}:${request.frequency}`
        let events = highlights.get(key)
        if (!events) {
          events = graph<{ events: GraphEvent[] }>(CITY_QUERY, window, {
            userId: null,
            language: request.language,
          }).then((data) => data.events)
          events.catch(() => highlights.delete(key))
          if (highlights.size > 100) highlights.clear()
          highlights.set(key, events)
        }
        const upcoming = (await events).filter(
          (e) => !e.isCancelled && Date.parse(e.startsAt) >= request.at.getTime(),
        )
        return {
          following: [],
          goingSoon: [],
          cancelled: [],
          highlights: upcoming.slice(0, HIGHLIGHTS).map(shape),
        }
      }
      const data = await graph<{ events: GraphEvent[]; myGoingEvents: GraphEvent[] }>(MEMBER_QUERY, window, {
        userId: request.userId,
        language: request.language,
      })
      const now = request.at.getTime()
      const soonUntil = now + soonDays(request.frequency) * 86_400_000
      const newsSince = now - periodDays(request.frequency) * 86_400_000
      const inCity = data.myGoingEvents.filter((e) => e.city.id === request.cityId)
      const goingSoon = inCity.filter((e) => {
        const starts = Date.parse(e.startsAt)
        return !e.isCancelled && starts >= now && starts < soonUntil
      })
      const cancelled = inCity.filter((e) => e.isCancelled && Date.parse(e.updatedAt) >= newsSince)
      const going = new Set(inCity.map((e) => e.id))
      const following = data.events.filter(
        (e) =>
          !e.isCancelled &&
          !going.has(e.id) &&
          (e.venue?.isFollowed === true || e.designers.some((d) => d.isFollowed === true)),
      )
      return {
        following: following.map(shape),
        goingSoon: goingSoon.map(shape),
        cancelled: cancelled.map(shape),
        highlights: [],
      }
    },
  }
}
