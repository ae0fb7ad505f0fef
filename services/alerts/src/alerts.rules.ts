import type { Viewer } from '@showroom/platform'
import { alertsErrors } from './alerts.errors.ts'
import type { Subscription } from './subscriptions.store.ts'

// who may do what with alert subscriptions; every path (REST, GraphQL, mails) goes through these

export function requireMember(viewer: Viewer | null): Viewer {
  if (!viewer) throw alertsErrors.notSignedIn()
  return viewer
}

// a member manages only their own; anybody else's answers as if it did not exist
export function requireOwn(viewer: Viewer, subscription: Subscription | null): Subscription {
  if (!subscription || subscription.userId !== viewer.userId || subscription.status === 'unsubscribed')
    throw alertsErrors.notFound()
  return subscription
}

// running the digests by hand: the team and admins
export function requireTeam(viewer: Viewer | null): Viewer {
  const member = requireMember(viewer)
  if (!member.isTeam && !member.roles.includes('admin')) throw alertsErrors.forbidden()
  return member
}

// how often a visitor's repeated sign-up may send another confirmation mail to one address
export const CONFIRM_RESEND_AFTER_MS = 10 * 60 * 1000

export function mayResendConfirmation(subscription: Subscription, now: Date): boolean {
  const last = subscription.confirmSentAt
  return last === null || now.getTime() - last.getTime() >= CONFIRM_RESEND_AFTER_MS
}
