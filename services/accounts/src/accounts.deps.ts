import type { EventBus, Logger, Persona, PubSub, RequestContext, Viewer } from '@showroom/platform'
import { accountsErrors } from './accounts.errors.ts'
import type { AccountsStore } from './accounts.store.ts'
import type { PasswordHasher } from './passwords.ts'
import type { RateLimits } from './rate-limits.ts'

// the domain events accounts writes to the outbox
export const accountsEvents = {
  userSignedUp: 'accounts.user.signed-up',
  userDeleted: 'accounts.user.deleted',
  personaSwitched: 'accounts.persona.switched',
  // { userId, type, id }: a member may act for a designer or venue (notifications tell its managers
  // about its chats), and no longer may
  personaGranted: 'accounts.persona.granted',
  personaRevoked: 'accounts.persona.revoked',
  // { userId, changed }: the fields of a member an update set (roles, pro, team, points...)
  userUpdated: 'accounts.user.updated',
} as const

// live fan-out to a member's open tabs
export const sessionTopic = (userId: number) => `session:${userId}`

// every change to what a member's viewer carries (a session ended, a persona, roles, pro, team,
// points, the account deleted), published before the open tabs hear of it: a gateway that keeps
// viewers for a moment forgets that member's at once
export const viewerChangedTopic = 'accounts.viewer.changed'

export interface ViewerChange {
  userId: number
}

export interface SessionChange {
  userId: number
  persona: Persona | null
  signedIn: boolean
}

// only what accounts uses of the platform, so tests can hand in small fakes
export type AccountsEventPublisher = Pick<EventBus, 'publish'>
export type AccountsPubSub = Pick<PubSub, 'publish' | 'subscribe'>

export interface ServiceDeps {
  store: AccountsStore
  hasher: PasswordHasher
  events: AccountsEventPublisher
  pubsub: AccountsPubSub
  logger: Logger
  limits: RateLimits
  now: () => Date
}

export function requireViewer(ctx: RequestContext): Viewer {
  if (!ctx.viewer) throw accountsErrors.notSignedIn()
  return ctx.viewer
}

export function createViewerAnnouncer({ pubsub, logger }: Pick<ServiceDeps, 'pubsub' | 'logger'>) {
  return async (userId: number): Promise<void> => {
    try {
      await pubsub.publish(viewerChangedTopic, { userId } satisfies ViewerChange)
    } catch (error) {
      logger.warn({ err: error, userId }, 'could not announce a viewer change')
    }
  }
}

export function createAnnouncer(deps: Pick<ServiceDeps, 'pubsub' | 'logger'>) {
  const { pubsub, logger } = deps
  const announceViewer = createViewerAnnouncer(deps)
  return async (change: SessionChange): Promise<void> => {
    // first: a tab told of the change asks again, and must not be answered from a kept viewer
    await announceViewer(change.userId)
    // open tabs catching up is a nicety: a pub/sub hiccup must not fail the login itself
    try {
      await pubsub.publish(sessionTopic(change.userId), change)
    } catch (error) {
      logger.warn({ err: error, userId: change.userId }, 'could not announce a session change')
    }
  }
}

export function rateLimitedUntil(windowEndsAt: Date, now: Date) {
  return accountsErrors.rateLimited(Math.max(1, (windowEndsAt.getTime() - now.getTime()) / 1000))
}
