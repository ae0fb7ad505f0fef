import type { JobQueue, Logger, Mailer } from '@showroom/platform'
import { type GoingConfirmationJob, socialJobs } from '@showroom/social'
import type { FastifyInstance } from 'fastify'
import { anonymousContext } from '../graphql/own-graph.ts'
import { eventForCalendar, type GraphEvent, placeOf, toIcsEvent } from './calendar-events.ts'
import { buildCalendar } from './ics.ts'

export interface Recipient {
  email: string
  fullName: string
}

export interface GoingConfirmationOptions {
  jobs: Pick<JobQueue, 'register'>
  mailer: Pick<Mailer, 'send'>
  logger: Logger
  publicUrl: string
  // the member's address; null for a deleted or unknown account
  findRecipient(userId: number): Promise<Recipient | null>
}

function formatWhen(event: GraphEvent): string {
  const timeZone = event.city?.timezone ?? 'UTC'
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  })
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' })
  const starts = new Date(event.startsAt)
  const ends = new Date(event.endsAt)
  const sameDay = day.format(starts) === day.format(ends)
  const end = sameDay ? time.format(ends) : `${day.format(ends)}, ${time.format(ends)}`
  return `${day.format(starts)}, ${time.format(starts)} to ${end} (${event.city?.name ?? timeZone} time)`
}

export function confirmationText(recipient: Recipient, event: GraphEvent, url: string): string {
  const place = placeOf(event)
  return [
    `Hi ${recipient.fullName},`,
    '',
    `You're going to ${event.name}.`,
    '',
    `When: ${formatWhen(event)}`,
    ...(place ? [`Where: ${place}`] : []),
    `Details: ${url}`,
    '',
    'Open the attached calendar file to add the event to your calendar.',
    '',
    'Showroom',
  ].join('\n')
}

// the mail markGoing(sendConfirmation) asks for: social queues the job in its own transaction;
// the event's details come from the composed graph, so this runs on the gateway side
export function registerGoingConfirmation(app: FastifyInstance, options: GoingConfirmationOptions): void {
  options.jobs.register<GoingConfirmationJob>(socialJobs.goingConfirmation, async (job) => {
    const { userId, eventId } = job.data
    const recipient = await options.findRecipient(userId)
    const event = await eventForCalendar(app, anonymousContext(`job-${job.id}`), eventId)
    if (!recipient || !event || event.isCancelled) {
      options.logger.info({ userId, eventId }, 'going confirmation not sent: member or event gone')
      return
    }
    const ics = toIcsEvent(event, options.publicUrl)
    await options.mailer.send({
      to: recipient.email,
      subject: `You're going: ${event.name}`,
      text: confirmationText(recipient, event, ics.url),
      attachments: [
        {
          filename: `event-${event.id}.ics`,
          content: buildCalendar({ events: [ics], now: new Date() }),
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        },
      ],
    })
  })
}
