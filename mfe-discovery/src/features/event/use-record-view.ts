import { useMutation } from '@showroom/graphql-client'
import { useEffect, useRef } from 'react'
import { RECORD_EVENT_VIEW } from './event.graphql.ts'

// one counted view per page view, sent after the page has rendered and never awaited
export function useRecordEventView(eventId: number | undefined): void {
  const [record] = useMutation(RECORD_EVENT_VIEW)
  const recorded = useRef<number | null>(null)
  useEffect(() => {
    if (eventId === undefined || recorded.current === eventId) return
    recorded.current = eventId
    record({ variables: { eventId } }).catch(() => undefined)
  }, [eventId, record])
}
