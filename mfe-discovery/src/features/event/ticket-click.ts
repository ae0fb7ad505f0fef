// partner events whose tickets click is only logged, even for visitors (spec part 6)
export const LOG_ONLY_FEATURED_LEVEL = 3

export type TicketClickAction = 'signup' | 'log-and-open'

// visitors are asked to sign up, except on featured level 3 events; everyone else's click is
// logged and the ticket link opens
export function ticketClickAction(signedIn: boolean, featuredLevel: number): TicketClickAction {
  if (signedIn || featuredLevel === LOG_ONLY_FEATURED_LEVEL) return 'log-and-open'
  return 'signup'
}
