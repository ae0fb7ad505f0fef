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

export function calendarUrl(url: string, title: string): string {
  const params = new URLSearchParams({ action: 'TEMPLATE', text: title, details: url })
  return `https://calendar.google.com/calendar/render?${params.toString()}`
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
