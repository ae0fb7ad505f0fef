import { anyOf, firstRow, prepared, preparedShapes } from '@showroom/platform'
import { type Compilable, type Kysely, type Selectable, sql } from 'kysely'
import type { DiscoveryTables } from '../discovery.tables.ts'
import { rowsByIds } from '../rows-by-ids.ts'
import { rowsAtVersion, type Versioned } from '../kept-answers/kept-answers.ts'
import { CALENDAR_PER_DAY } from './calendar-grid.ts'
import { type CalendarFilter, type CalendarRow, calendarQuery } from './calendar.query.ts'

export type EventRow = Selectable<DiscoveryTables['events']>
export type EventTypeRow = Selectable<DiscoveryTables['event_types']>
export type EventPhotoRow = Selectable<DiscoveryTables['event_photos']>

export interface OpenDateRow {
  event_id: number
  date: string
  opens: string | null
  closes: string | null
}

// dates and times leave the database as text, so no timezone shifts them on the way
const dayText = sql<string>`to_char(open_date, 'YYYY-MM-DD')`
const timeText = (column: 'opens_at' | 'closes_at') =>
  sql<string | null>`to_char(${sql.ref(column)}, 'HH24:MI')`

// the reads every event page and list makes, built once (packages/platform/src/db/prepared.ts)
type Ids = { ids: readonly number[] }
const read = {
  eventsByIds: rowsByIds('events'),
  eventBySlug: prepared<{ slug: string }, EventRow, DiscoveryTables>((db, slot) =>
    db.selectFrom('events').selectAll().where('slug', '=', slot('slug')),
  ),
  // which of a page's events the signed-in viewer organises
  organisedAmong: prepared<Ids & { userId: number }, { event_id: number }, DiscoveryTables>((db, slot) =>
    db
      .selectFrom('event_organisers')
      .select('event_id')
      .where('user_id', '=', slot('userId'))
      .where('event_id', '=', anyOf(slot('ids'))),
  ),
  eventTypes: prepared<Record<string, never>, EventTypeRow, DiscoveryTables>((db) =>
    db.selectFrom('event_types').selectAll().orderBy('position'),
  ),
  openDatesOf: prepared<Ids, OpenDateRow, DiscoveryTables>((db, slot) =>
    db
      .selectFrom('event_dates')
      .select([
        'event_id',
        dayText.as('date'),
        timeText('opens_at').as('opens'),
        timeText('closes_at').as('closes'),
      ])
      .where('event_id', '=', anyOf(slot('ids')))
      .orderBy('event_id')
      .orderBy('open_date'),
  ),
  photosOf: prepared<Ids, EventPhotoRow, DiscoveryTables>((db, slot) =>
    db
      .selectFrom('event_photos')
      .selectAll()
      .where('event_id', '=', anyOf(slot('ids')))
      .orderBy('position')
      .orderBy('id'),
  ),
  designerLinksOf: prepared<Ids, { event_id: number; designer_id: number }, DiscoveryTables>((db, slot) =>
    db
      .selectFrom('event_designers')
      .select(['event_id', 'designer_id'])
      .where('event_id', '=', anyOf(slot('ids')))
      .orderBy('position'),
  ),
  // listed events of a city open on any day of [from, to)
  openIn: preparedShapes<
    { typed: boolean; featuredFirst: boolean; hideCancelled: boolean },
    { cityId: number; from: string; to: string; typeIds: readonly number[]; first: number },
    EventRow,
    DiscoveryTables
  >(
    (shape) => `${shape.typed}/${shape.featuredFirst}/${shape.hideCancelled}`,
    (db, slot, shape) => {
      let query = db
        .selectFrom('events')
        .selectAll()
        .where('is_unlisted', '=', false)
        .where(
          'id',
          'in',
          db
            .selectFrom('event_dates')
            .select('event_id')
            .where('city_id', '=', slot('cityId'))
            .where('open_date', '>=', slot('from'))
            .where('open_date', '<', slot('to')),
        )
        .limit(slot('first'))
      if (shape.hideCancelled) query = query.where('is_cancelled', '=', false)
      if (shape.featuredFirst) query = query.orderBy('featured_level', 'desc')
      query = query.orderBy('starts_at').orderBy('id')
      if (shape.typed) query = query.where('type_id', '=', anyOf(slot('typeIds')))
      return query
    },
  ),
  // upcoming (not ended) or past listed events, per owner (designer or venue), in one statement
  eventsOfOwners: preparedShapes<
    { owner: 'designer' | 'venue'; past: boolean },
    { ids: readonly number[]; now: Date; first: number },
    EventRow & { owner_id: number },
    DiscoveryTables
  >(
    (shape) => `${shape.owner}/${shape.past}`,
    (db, slot, { owner, past }) => {
      const base =
        owner === 'venue'
          ? db
              .selectFrom('events as e')
              .select('e.venue_id as owner_id')
              .where('e.venue_id', '=', anyOf(slot('ids')))
          : db
              .selectFrom('events as e')
              .innerJoin('event_designers as ed', 'ed.event_id', 'e.id')
              .select('ed.designer_id as owner_id')
              .where('ed.designer_id', '=', anyOf(slot('ids')))
      const ranked = base
        .selectAll('e')
        .select(
          sql<number>`row_number() over (partition by ${sql.ref(owner === 'venue' ? 'e.venue_id' : 'ed.designer_id')} order by ${
            past ? sql`e.ends_at desc` : sql`e.starts_at asc`
          }, e.id)`.as('rank'),
        )
        .where('e.is_unlisted', '=', false)
        .where('e.ends_at', past ? '<' : '>=', slot('now'))
      return db
        .selectFrom(ranked.as('r'))
        .selectAll()
        .where('rank', '<=', slot('first'))
        .orderBy('rank') as unknown as Compilable<EventRow & { owner_id: number }>
    },
  ),
}

export function createEventsStore(db: Kysely<DiscoveryTables>) {
  return {
    eventsByIds: (ids: readonly number[]) =>
      ids.length ? read.eventsByIds(db, { ids: ids }) : Promise.resolve([]),
    eventBySlug: (slug: string) => firstRow(read.eventBySlug(db, { slug })),
    eventById: (id: number) => firstRow(read.eventsByIds(db, { ids: [id] })),
    countEvents: async () => {
      const row = await db
        .selectFrom('events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    eventTypes: () => read.eventTypes(db, {}),
    insertEventType: (row: DiscoveryTables['event_types']) =>
      db
        .insertInto('event_types')
        .values(row)
        .onConflict((c) =>
          c.column('id').doUpdateSet({
            key: row.key,
            name_en: row.name_en,
            name_zh: row.name_zh,
            color: row.color,
            position: row.position,
          }),
        )
        .execute(),

    openDatesOf: (eventIds: readonly number[]): Promise<OpenDateRow[]> =>
      eventIds.length ? read.openDatesOf(db, { ids: eventIds }) : Promise.resolve([]),
    photosOf: (eventIds: readonly number[]) =>
      eventIds.length ? read.photosOf(db, { ids: eventIds }) : Promise.resolve([]),
    designerLinksOf: (eventIds: readonly number[]) =>
      eventIds.length ? read.designerLinksOf(db, { ids: eventIds }) : Promise.resolve([]),
    // which of these events the user organises
    organisedBy: async (userId: number, eventIds: readonly number[]) =>
      eventIds.length
        ? (await read.organisedAmong(db, { userId, ids: eventIds })).map((r) => r.event_id)
        : [],
    managedBy: (userId: number) =>
      db
        .selectFrom('events')
        .selectAll()
        .where('id', 'in', db.selectFrom('event_organisers').select('event_id').where('user_id', '=', userId))
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    // listed events of a city open on any day of [from, to)
    openIn: (
      cityId: number,
      from: string,
      to: string,
      options: {
        typeIds: readonly number[] | null
        first: number
        featuredFirst?: boolean
        hideCancelled?: boolean
      },
    ) =>
      read.openIn(
        db,
        {
          typed: options.typeIds !== null,
          featuredFirst: options.featuredFirst === true,
          hideCancelled: options.hideCancelled === true,
        },
        { cityId, from, to, typeIds: options.typeIds ?? [], first: options.first },
      ),

    // the first perDay listed events of each day of the range, with each day's count, and the
    // calendar version they were read at
    calendar: (filter: CalendarFilter): Promise<Versioned<CalendarRow[]>> =>
      rowsAtVersion<CalendarRow, DiscoveryTables>(
        db,
        'calendar',
        calendarQuery(db, filter),
        sql`q.day, q.rank`,
      ),
    // the plan of the calendar query, to check it stays an index range scan
    explainCalendar: async (cityId: number, from: string, to: string) =>
      (
        await calendarQuery(db, {
          cityId,
          from,
          to,
          typeIds: null,
          endedBefore: null,
          perDay: CALENDAR_PER_DAY,
        }).explain()
      )
        .map((row) => Object.values(row).join(' '))
        .join('\n'),

    // upcoming (not ended) or past listed events, per owner, in one query
    eventsOfOwners: async (
      owner: 'designer' | 'venue',
      ownerIds: readonly number[],
      past: boolean,
      first: number,
      now: Date,
    ): Promise<(EventRow & { owner_id: number })[]> =>
      ownerIds.length ? read.eventsOfOwners(db, { owner, past }, { ids: ownerIds, now, first }) : [],

    insertTicketClick: (eventId: number, userId: number | null) =>
      db.insertInto('ticket_clicks').values({ event_id: eventId, user_id: userId }).execute(),
    ticketClicksOf: (eventId: number) =>
      db.selectFrom('ticket_clicks').selectAll().where('event_id', '=', eventId).orderBy('id').execute(),

    // one statement per event: the counters of a flush
    addPageViews: (eventId: number, views: number, paidViews: number, firstViewAt: Date) =>
      db
        .updateTable('events')
        .set({
          page_views_total: sql`page_views_total + ${views}`,
          paid_views_total: sql`paid_views_total + ${paidViews}`,
          stats_started_at: sql`coalesce(stats_started_at, ${firstViewAt})`,
        })
        .where('id', '=', eventId)
        .execute(),
  }
}

export type EventsStore = ReturnType<typeof createEventsStore>
