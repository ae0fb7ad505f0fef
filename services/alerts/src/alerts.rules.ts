import type { Viewer } from '@showroom/platform'
import { alertsErrorsIn } from './alerts.errors.ts'
import type { Language } from './alerts.tables.ts'
import type { Subscription } from './subscriptions.store.ts'

// who may do what with alert subscriptions; every path (REST, GraphQL, mails) goes through these

export function requireMember(viewer: Viewer | null, language: Language = 'en'): Viewer {
  if (!viewer) throw alertsErrorsIn(language).notSignedIn()
  return viewer
}

// a member manages only their own; anybody else's answers as if it did not exist
export function requireOwn(
  viewer: Viewer,
  subscription: Subscription | null,
  language: Language = 'en',
): Subscription {
  if (!subscription || subscription.userId !== viewer.userId || subscription.status === 'unsubscribed')
    throw alertsErrorsIn(language).notFound()
  return subscription
}

// running the digests by hand: the team and admins
export function requireTeam(viewer: Viewer | null, language: Language = 'en'): Viewer {
  const member = requireMember(viewer, language)
  if (!member.isTeam && !member.roles.includes('admin')) throw alertsErrorsIn(language).forbidden()
  return member
}

// how often a visitor's repeated sign-up may send another confirmation mail to one address
export const CONFIRM_RESEND_AFTER_MS = 10 * 60 * 1000

export function mayResendConfirmation(subscription: Subscription, now: Date): boolean {
  const last = subscription.confirmSentAt
  return last === null || now.getTime() - last.getTime() >= CONFIRM_RESEND_AFTER_MS
}

// sign-ups from one client address (the edge's view of it): each may send a confirmation mail, so
// a script cannot turn the form into a mail cannon
export interface RateLimitRule {
  name: string
  max: number
  windowMs: number
}

export const signupPerIp: RateLimitRule = { name: 'alerts-signup:ip', max: 20, windowMs: 60 * 60 * 1000 }
