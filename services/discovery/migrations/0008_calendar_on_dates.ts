import { type Kysely, sql } from 'kysely'

// the calendar ranks every (event, day) pair open in a city's month. it probed events once per pair
// for the columns it ranks and filters on (1,883 probes for London's month at 100,000 events); those
// columns now sit on event_dates too, kept by triggers whatever writes either table, and the month is
// one index-only range scan
const COPIED = ['featured_level', 'starts_at', 'ends_at', 'type_id', 'is_unlisted'] as const

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table event_dates
    add column featured_level integer not null default 0,
    add column starts_at timestamptz,
    add column ends_at timestamptz,
    add column type_id integer,
    add column is_unlisted boolean not null default false`.execute(db)
  await sql`update event_dates d set featured_level = e.featured_level, starts_at = e.starts_at,
    ends_at = e.ends_at, type_id = e.type_id, is_unlisted = e.is_unlisted
    from events e where e.id = d.event_id`.execute(db)

  // a new date takes its event's columns
  await sql`create function calendar_date_from_event() returns trigger language plpgsql
  set search_path from current as $$
  begin
    select e.featured_level, e.starts_at, e.ends_at, e.type_id, e.is_unlisted
      into new.featured_level, new.starts_at, new.ends_at, new.type_id, new.is_unlisted
      from events e where e.id = new.event_id;
    return new;
  end $$`.execute(db)
  await sql`create trigger calendar_event_dates_insert before insert on event_dates
    for each row execute function calendar_date_from_event()`.execute(db)

  // an event's change reaches its dates
  await sql`create function calendar_dates_follow_event() returns trigger language plpgsql
  set search_path from current as $$
  begin
    update event_dates set featured_level = new.featured_level, starts_at = new.starts_at,
      ends_at = new.ends_at, type_id = new.type_id, is_unlisted = new.is_unlisted
      where event_id = new.id;
    return null;
  end $$`.execute(db)
  await sql
    .raw(`create trigger calendar_events_update after update on events for each row
    when (${COPIED.map((c) => `old.${c} is distinct from new.${c}`).join(' or ')})
    execute function calendar_dates_follow_event()`)
    .execute(db)

  await sql`create index event_dates_calendar_idx on event_dates (city_id, open_date)
    include (event_id, featured_level, starts_at, ends_at, type_id, is_unlisted)`.execute(db)
  await sql`drop index event_dates_city_date_event_idx`.execute(db)
  // made for the calendar's probes of events alone
  await sql`drop index events_calendar_order_idx`.execute(db)
  await sql`analyze event_dates`.execute(db)
}
