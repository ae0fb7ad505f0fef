import { anyOf } from '@showroom/platform'
import { type Kysely, sql } from 'kysely'
import type { DiscoveryTables } from '../discovery.tables.ts'

export interface CalendarFilter {
  cityId: number
  // [from, to) as yyyy-mm-dd
  from: string
  to: string
  typeIds: readonly number[] | null
  // drop events that ended before this moment; null keeps them
  endedBefore: Date | null
  perDay: number
}

// one chosen (event, day) pair, with how many listed events were open that day in all
export interface CalendarRow {
  event_id: number
  slug: string
  name_en: string
  name_zh: string | null
  type_id: number
  day: string
  // the event's place in its day
  rank: number
  open_that_day: number
}

// one index-only range scan on event_dates (city_id, open_date), which carries the event's ranking
// columns (migration 0008); a window ranks each day's events (featured first, then by start, then
// id) and counts them, so only the first perDay of a day leave the database whatever the number of
// events
export function calendarQuery(db: Kysely<DiscoveryTables>, filter: CalendarFilter) {
  let open = db
    .selectFrom('event_dates as d')
    .select([
      'd.event_id',
      'd.open_date',
      sql<number>`(row_number() over (partition by d.open_date order by d.featured_level desc, d.starts_at, d.event_id))::int`.as(
        'rank',
      ),
      sql<number>`(count(*) over (partition by d.open_date))::int`.as('open_that_day'),
    ])
    .where('d.city_id', '=', filter.cityId)
    .where('d.open_date', '>=', filter.from)
    .where('d.open_date', '<', filter.to)
    .where('d.is_unlisted', '=', false)
  // one parameter for the whole list, however long a caller makes it
  if (filter.typeIds) open = open.where('d.type_id', '=', anyOf(filter.typeIds))
  if (filter.endedBefore) open = open.where('d.ends_at', '>=', filter.endedBefore)
  // names are read for the chosen rows only
  return db
    .selectFrom(open.as('r'))
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .select([
      'r.event_id',
      'e.slug',
      'e.name_en',
      'e.name_zh',
      'e.type_id',
      sql<string>`to_char(r.open_date, 'YYYY-MM-DD')`.as('day'),
      'r.rank',
      'r.open_that_day',
    ])
    .where('r.rank', '<=', filter.perDay)
    .orderBy('r.open_date')
    .orderBy('r.rank')
}
