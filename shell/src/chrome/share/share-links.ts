import type { Session } from '@showroom/contracts'

// shared links carry who shared them as `?ref=<username>`; team members' links stay clean
export const REFERRAL_PARAM = 'ref'

export function withReferral(url: string, session: Session | null, username: string | null): string {
  if (!session || !username || session.user_is_team) return url
  try {
    const parsed = new URL(url)
    parsed.searchParams.set(REFERRAL_PARAM, username)
    return parsed.toString()
  } catch {
    return url
  }
}

export function whatsappUrl(url: string, title: string): string {
  return `https://wa.me/?text=${encodeURIComponent(title ? `${title} ${url}` : url)}`
}

export function emailUrl(url: string, title: string): string {
  return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`
}

// the one-event .ics file the gateway serves; only events can go in a calendar
export function eventIcsUrl(eventId: number): string {
  return `/calendar/event/${eventId}.ics`
}

// what the share overlay is given; eventId when the shared thing is an event
export interface ShareParams {
  url: string
  title?: string
  eventId?: number
}

export function sharedEventId(params: ShareParams): number | null {
  const { eventId } = params
  return typeof eventId === 'number' && Number.isInteger(eventId) && eventId > 0 ? eventId : null
}

// spec part 2: the share modal popup is 575 x 400, centred on the current window
export function openSharePopup(url: string, width = 575, height = 400): void {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2))
  window.open(
    url,
    'showroom-share',
    `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`,
  )
}
