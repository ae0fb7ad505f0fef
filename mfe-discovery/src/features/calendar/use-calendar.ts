import { usePageQuery } from '@showroom/graphql-client'
import { useMemo, useState } from 'react'
import {
  type CalendarEntry,
  type CalendarEventType,
  type CalendarMore,
  calendarFromData,
  calendarVariables,
} from './calendar.api.ts'
import { CALENDAR_QUERY, type CalendarData } from './calendar.graphql.ts'
import type { CalendarMonth } from './calendar-month.ts'

export interface CalendarState {
  loading: boolean
  events: CalendarEntry[]
  // per day, the events the server left out of the grid
  more: CalendarMore
  eventTypes: CalendarEventType[]
  // null until the types are known: then every type is ticked
  selected: ReadonlySet<number> | null
  // the catalogue message when the month could not be loaded
  error: { message: string | undefined } | null
}

const NOTHING = {
  events: [] as CalendarEntry[],
  more: {} as CalendarMore,
  eventTypes: [] as CalendarEventType[],
}

// the type ids to ask for: null for every type (also when every known type is ticked, so ticking
// them all asks the same question as the first load), [] for none
export function askedTypes(
  selected: ReadonlySet<number> | null,
  eventTypes: readonly CalendarEventType[],
): number[] | null {
  if (selected === null) return null
  if (eventTypes.length > 0 && eventTypes.every((type) => selected.has(type.id))) return null
  return [...selected].sort((a, b) => a - b)
}

// a city's month through the graph: a visitor's first view carries it, so the page does not ask
// again; the month shown stays while a newer month or type choice loads
export function useCalendar(cityId: number | null, month: CalendarMonth) {
  const [selected, setSelected] = useState<ReadonlySet<number> | null>(null)
  // the types as they were at the first tick or untick
  const [knownTypes, setKnownTypes] = useState<CalendarEventType[]>([])
  const types = askedTypes(selected, knownTypes)
  // spec part 4: no type selected shows no events, so there is nothing to ask for
  const none = types !== null && types.length === 0
  const variables = cityId === null ? null : calendarVariables(cityId, month, types)
  const query = usePageQuery(CALENDAR_QUERY, {
    // a skipped query's variables are never sent
    variables: variables ?? calendarVariables(0, month, null),
    skip: variables === null || none,
    // the sales come from commerce: when it cannot answer, the events still show
    errorPolicy: 'all',
  })
  // with errorPolicy 'all' a part may be missing: the grid is checked, the sales may be null
  const data = (query.data ?? query.previousData) as CalendarData | undefined
  const variablesKey = JSON.stringify(variables)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the variables
  const shown = useMemo(
    () => (data?.calendarGrid && variables ? calendarFromData(data, variables) : NOTHING),
    [data, variablesKey],
  )
  const eventTypes = shown.eventTypes.length > 0 ? shown.eventTypes : knownTypes

  const toggleType = (id: number) => {
    // the types stay listed while none is ticked (and nothing is asked)
    setKnownTypes(eventTypes)
    setSelected((current) => {
      const next = new Set(current ?? eventTypes.map((type) => type.id))
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }

  const failed = !none && query.error !== undefined && !query.data?.calendarGrid
  const state: CalendarState = {
    loading: !none && (variables === null || query.loading),
    events: none || failed ? [] : shown.events,
    more: none || failed ? {} : shown.more,
    eventTypes,
    selected,
    error: failed ? { message: undefined } : null,
  }
  return { ...state, toggleType, retry: () => void query.refetch() }
}
