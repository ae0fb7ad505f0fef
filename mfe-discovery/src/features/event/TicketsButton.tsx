import { bus } from '@showroom/bus'
import { useMutation } from '@showroom/graphql-client'
import { useT } from '@showroom/i18n/react'
import { useSession } from '@showroom/ui'
import { TICKETS_CLICKED } from './event.graphql.ts'
import { ticketClickAction } from './ticket-click.ts'

export interface TicketsButtonProps {
  eventId: number
  ticketUrl: string | null
  featuredLevel: number
  priceLabel: string | null
}

// a real link, so the browser opens the ticket page in the click itself (no popup blocker); the
// click is logged on the side
export function TicketsButton({ eventId, ticketUrl, featuredLevel, priceLabel }: TicketsButtonProps) {
  const tc = useT()
  const signedIn = useSession() !== null
  const [logClick] = useMutation(TICKETS_CLICKED)
  if (!ticketUrl) return null
  return (
    <a
      className="sr-discovery-button sr-discovery-button--block"
      href={ticketUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="tickets-button"
      onClick={(event) => {
        if (ticketClickAction(signedIn, featuredLevel) === 'signup') {
          event.preventDefault()
          bus.requestSignup({ reason: 'tickets' })
          return
        }
        logClick({ variables: { eventId } }).catch(() => undefined)
      }}
    >
      {tc('events.tickets')}
      {priceLabel ? <span className="sr-discovery-button__note">· {priceLabel}</span> : null}
    </a>
  )
}
