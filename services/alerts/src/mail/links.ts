// the links of the alert-email contract: the shell reads alert_token plus the fragment on load
export type TokenAction = 'alerts-confirmed' | 'unsub' | 'daily' | 'weekly'

export function tokenLink(publicUrl: string, citySlug: string, token: string, action: TokenAction): string {
  return `${publicUrl}/${encodeURIComponent(citySlug)}/?alert_token=${encodeURIComponent(token)}#${action}`
}

// a site path the graph answers (/london/event/...) as a link a mail can carry
export const onSite = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url)

// RFC 8058 one-click target: a POST here unsubscribes, a GET redirects to the #unsub link
export const oneClickUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/alerts/unsubscribe/${encodeURIComponent(token)}`

// spec part 1: shared links carry ?ref=<username>, except a team member's
export function withReferral(url: string, referrer: { username: string; isTeam: boolean } | null): string {
  if (!referrer || referrer.isTeam) return url
  const parsed = new URL(url)
  parsed.searchParams.set('ref', referrer.username)
  return parsed.toString()
}
