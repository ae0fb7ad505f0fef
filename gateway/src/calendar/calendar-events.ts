import type { RequestContext } from '@showroom/platform'
import type { FastifyInstance } from 'fastify'
import { isObjectType } from 'graphql'
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
  updatedAt?: string | null
}

interface GraphResult<T> {
  data?: T | null
  errors?: ReadonlyArray<{ message: string }>
}

export class CalendarQueryError extends Error {}

// the graph's own fields only: updatedAt is asked for when a subgraph exposes it
function eventSelection(app: FastifyInstance): string {
  const type = app.graphql.schema.getType('Event')
  const hasUpdatedAt = isObjectType(type) && 'updatedAt' in type.getFields()
  return `id name summary startsAt endsAt isCancelled detailUrl venue { name address } city { name timezone }${
    hasUpdatedAt ? ' updatedAt' : ''
  }`
}

// the feed and the files are read without a session: a visitor's view of the event
export function anonymousContext(requestId: string, locale: 'en' | 'zh' = 'en'): RequestContext {
  return { viewer: null, requestId, authToken: null, locale, clientIp: null }
}

async function run<T>(
  app: FastifyInstance,
  query: string,
  context: RequestContext,
  variables: Record<string, unknown>,
): Promise<T> {
  const result = (await app.graphql(query, context as never, variables)) as GraphResult<T>
  if (result.errors?.length || !result.data) {
    throw new CalendarQueryError(result.errors?.map((e) => e.message).join('; ') ?? 'no data')
  }
  return result.data
}

export async function eventForCalendar(
  app: FastifyInstance,
  context: RequestContext,
  id: number,
): Promise<GraphEvent | null> {
  const query = `query CalendarEvent($id: Int!) { eventById(id: $id) { ${eventSelection(app)} } }`
  return (await run<{ eventById: GraphEvent | null }>(app, query, context, { id })).eventById
}

// null for a token nobody holds
export async function feedEvents(
  app: FastifyInstance,
  context: RequestContext,
  token: string,
): Promise<GraphEvent[] | null> {
  const query = `query CalendarFeed($token: String!) { calendarFeed(token: $token) { ${eventSelection(app)} } }`
  return (await run<{ calendarFeed: GraphEvent[] | null }>(app, query, context, { token })).calendarFeed
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
    updatedAt: event.updatedAt ? new Date(event.updatedAt) : null,
  }
}

export type { GraphEvent }
