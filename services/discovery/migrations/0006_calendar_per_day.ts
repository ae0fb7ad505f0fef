import { type Kysely, sql } from 'kysely'

// the calendar ranks every event open in a city's month to keep the first few of each day. both
// sides of that join are read from indexes alone: event_dates' range index carries the event id,
// and a narrow index on events carries the columns the ranking sorts and filters on. without the
// second the planner hashes the whole events table once it is large
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index event_dates_city_date_event_idx on event_dates (city_id, open_date) include (event_id)`.execute(
    db,
  )
  // same keys as the new index, which serves every query the old one did
  await sql`drop index event_dates_city_date_idx`.execute(db)
  await sql`create index events_calendar_order_idx on events (id)
    include (featured_level, starts_at, is_unlisted, type_id, ends_at)`.execute(db)
  await sql`analyze event_dates`.execute(db)
  await sql`analyze events`.execute(db)
}
