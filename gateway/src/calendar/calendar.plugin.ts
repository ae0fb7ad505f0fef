import type { AccountsApi } from '@showroom/accounts'
import type { Platform } from '@showroom/platform'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { anonymousContext } from '../graphql/own-graph.ts'
import { eventForCalendar, feedEvents, toIcsEvent } from './calendar-events.ts'
import { registerGoingConfirmation } from './going-confirmation.ts'
import { buildCalendar } from './ics.ts'

export interface CalendarPluginOptions {
  platform: Pick<Platform, 'jobs' | 'mailer' | 'logger' | 'config'>
  // where a confirmation mail goes
  accounts: Pick<AccountsApi, 'findUserById'>
}

const CONTENT_TYPE = 'text/calendar; charset=utf-8'
const GRAPHQL_INT_MAX = 2_147_483_647
const EVENT_FILE = /^(\d{1,10})\.ics$/
const FEED_FILE = /^([A-Za-z0-9_-]{16,128})\.ics$/

function localeOf(request: FastifyRequest): 'en' | 'zh' {
  return request.cookies?.locale === 'zh' ? 'zh' : 'en'
}

function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).type('text/plain; charset=utf-8').send(message)
}

// .ics files: GET /calendar/event/{id}.ics (public) and GET /calendar/feed/{token}.ics (a member's
// private feed of going events, built from the composed graph on every request so changes show)
export async function calendarPlugin(app: FastifyInstance, options: CalendarPluginOptions): Promise<void> {
  const { publicUrl } = options.platform.config

  app.get<{ Params: { file: string } }>('/calendar/event/:file', async (request, reply) => {
    const match = EVENT_FILE.exec(request.params.file)
    const id = match ? Number(match[1]) : Number.NaN
    if (!match || id > GRAPHQL_INT_MAX) return notFound(reply, 'This event does not exist.')
    const event = await eventForCalendar(app, anonymousContext(request.id, localeOf(request)), id)
    if (!event) return notFound(reply, 'This event does not exist.')
    const body = buildCalendar({ events: [toIcsEvent(event, publicUrl)], now: new Date() })
    return reply
      .type(CONTENT_TYPE)
      .header('content-disposition', `inline; filename="event-${id}.ics"`)
      .header('cache-control', 'public, max-age=300')
      .send(body)
  })

  app.get<{ Params: { file: string } }>('/calendar/feed/:file', async (request, reply) => {
    const match = FEED_FILE.exec(request.params.file)
    const events = match
      ? await feedEvents(app, anonymousContext(request.id, localeOf(request)), match[1] as string)
      : null
    if (!events) return notFound(reply, 'This calendar feed does not exist.')
    const body = buildCalendar({
      name: 'Showroom: events I am going to',
      events: events.map((event) => toIcsEvent(event, publicUrl)),
      now: new Date(),
    })
    // the url is a capability: keep it out of shared caches
    return reply.type(CONTENT_TYPE).header('cache-control', 'private, no-store').send(body)
  })

  registerGoingConfirmation(app, {
    jobs: options.platform.jobs,
    mailer: options.platform.mailer,
    logger: options.platform.logger,
    publicUrl,
    findRecipient: async (userId) => {
      const user = await options.accounts.findUserById(userId)
      return user && !user.isDeleted ? { email: user.email, fullName: user.fullName } : null
    },
  })
}
