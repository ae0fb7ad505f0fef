import type { RequestContext } from '@showroom/platform'
import type { FastifyInstance } from 'fastify'
import { queryOwnGraph } from '../graphql/own-graph.ts'
import type { IcsEvent } from './ics.ts'

// an event as the composed graph gives it
interface GraphEvent {
  id: number
  name: string
  summary: string | null
  startsAt: string
  endsAt: string
  isCancelled: boolean
  detailUrl: string
  venue: { name: string; address: string | null } | null
  city: { name: string; timezone: string } | null
  updatedAt: string
}

const EVENT_SELECTION =
  'id name summary startsAt endsAt updatedAt isCancelled detailUrl venue { name address } city { name timezone }'

export async function eventForCalendar(
  app: FastifyInstance,
  context: RequestContext,
  id: number,
): Promise<GraphEvent | null> {
  const query = `query CalendarEvent($id: Int!) { eventById(id: $id) { ${EVENT_SELECTION} } }`
  return (await queryOwnGraph<{ eventById: GraphEvent | null }>(app, query, context, { id })).eventById
}

// null for a token nobody holds
export async function feedEvents(
  app: FastifyInstance,
  context: RequestContext,
  token: string,
): Promise<GraphEvent[] | null> {
  const query = `query CalendarFeed($token: String!) { calendarFeed(token: $token) { ${EVENT_SELECTION} } }`
  return (await queryOwnGraph<{ calendarFeed: GraphEvent[] | null }>(app, query, context, { token }))
    .calendarFeed
}

export function placeOf(event: GraphEvent): string | null {
  const parts = [event.venue?.name, event.venue?.address, event.city?.name].filter(
    (part): part is string => typeof part === 'string' && part.trim() !== '',
  )
  return parts.length > 0 ? parts.join(', ') : null
}

export function toIcsEvent(event: GraphEvent, publicUrl: string): IcsEvent {
  return {
    id: event.id,
    name: event.name,
    description: event.summary,
    startsAt: new Date(event.startsAt),
    endsAt: new Date(event.endsAt),
    location: placeOf(event),
    url: new URL(event.detailUrl, `${publicUrl}/`).toString(),
    cancelled: event.isCancelled,
    updatedAt: new Date(event.updatedAt),
  }
}

export type { GraphEvent }
