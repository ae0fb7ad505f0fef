import { useEffect, useState } from 'react'
import {
  type CalendarEntry,
  type CalendarEventType,
  type CalendarMore,
  loadCalendar,
} from './calendar.api.ts'
import type { CalendarMonth } from './calendar-month.ts'

export interface CalendarState {
  loading: boolean
  events: CalendarEntry[]
  // per day, the events the server left out of the grid
  more: CalendarMore
  eventTypes: CalendarEventType[]
  // null until the types are known: then every type is ticked
  selected: ReadonlySet<number> | null
  // the first server error text, or null for the catalogue message
  error: { message: string | undefined } | null
}

// loads a city's month; a newer month or type choice aborts the older request
export function useCalendar(cityId: number | null, { year, month }: CalendarMonth) {
  const [eventTypes, setEventTypes] = useState<CalendarEventType[]>([])
  const [selected, setSelected] = useState<ReadonlySet<number> | null>(null)
  const [events, setEvents] = useState<CalendarEntry[]>([])
  const [more, setMore] = useState<CalendarMore>({})
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<CalendarState['error']>(null)
  const [attempt, setAttempt] = useState(0)
  const typesKey = selected ? [...selected].sort((a, b) => a - b).join(',') : '*'

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt re-runs the load on retry
  useEffect(() => {
    if (cityId === null) return
    // spec part 4: no type selected shows no events, so there is nothing to ask for
    if (typesKey === '') {
      setEvents([])
      setMore({})
      setLoading(false)
      setError(null)
      return
    }
    const controller = new AbortController()
    const types = typesKey === '*' ? null : typesKey.split(',').map(Number)
    setLoading(true)
    setError(null)
    void loadCalendar(cityId, { year, month }, types, controller.signal).then((result) => {
      if (controller.signal.aborted) return
      setLoading(false)
      if (!result.ok) {
        if (!result.aborted) setError({ message: result.message })
        return
      }
      setEvents(result.events)
      setMore(result.more)
      if (result.eventTypes.length > 0) {
        setEventTypes(result.eventTypes)
        setSelected((current) => current ?? new Set(result.eventTypes.map((type) => type.id)))
      }
    })
    return () => controller.abort()
  }, [cityId, year, month, typesKey, attempt])

  const toggleType = (id: number) =>
    setSelected((current) => {
      const next = new Set(current ?? eventTypes.map((type) => type.id))
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  const none = typesKey === ''
  const state: CalendarState = {
    loading,
    events: none ? [] : events,
    more: none ? {} : more,
    eventTypes,
    selected,
    error,
  }
  return { ...state, toggleType, retry: () => setAttempt((n) => n + 1) }
}
