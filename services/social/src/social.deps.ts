import type { EventBus, JobQueue, Logger, RequestContext, Viewer } from '@showroom/platform'
import { socialErrors } from './social.errors.ts'
import type { SocialEventPublisher } from './social.events.ts'
import type { SocialStore } from './social.store.ts'

// background work social asks for; the handler lives where the composed graph is (the gateway)
export const socialJobs = {
  goingConfirmation: 'social.going-confirmation',
} as const

export interface GoingConfirmationJob {
  userId: number
  eventId: number
  rsvpMode: number | null
}

// only what social uses of the platform, so tests can hand in small fakes
export type SocialJobQueue = Pick<JobQueue, 'enqueue'>
export type SocialEventSubscriber = Pick<EventBus, 'subscribe'>

export interface ServiceDeps {
  store: SocialStore
  events: SocialEventPublisher
  jobs: SocialJobQueue
  logger: Logger
  // the site's public address, for the calendar feed url
  publicUrl: string
  now: () => Date
}

export function requireViewer(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw socialErrors.notSignedIn()
  return ctx.viewer
}
