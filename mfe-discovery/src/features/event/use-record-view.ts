import { useMutation } from '@showroom/graphql-client'
import { useEffect, useRef } from 'react'
import { RECORD_EVENT_VIEW } from './event.graphql.ts'

// the signed token a paid placement link carries; taken off the address once read, so a link
// copied from the page does not make the next visitor's view a paid one (ADR 8)
export function takePlacementToken(location: Location = window.location, history: History = window.history) {
  const params = new URLSearchParams(location.search)
  const placement = params.get('placement')
  if (placement === null) return null
  params.delete('placement')
  const search = params.toString()
  history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`)
  return placement || null
}

// one counted view per page view, sent after the page has rendered and never awaited
export function useRecordEventView(eventId: number | undefined): void {
  const [record] = useMutation(RECORD_EVENT_VIEW)
  const recorded = useRef<number | null>(null)
  useEffect(() => {
    if (eventId === undefined || recorded.current === eventId) return
    recorded.current = eventId
    record({ variables: { eventId, placement: takePlacementToken() } }).catch(() => undefined)
  }, [eventId, record])
}
