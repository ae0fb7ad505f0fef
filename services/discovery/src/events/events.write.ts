import type { Insertable, Kysely, Updateable } from 'kysely'
import type { DiscoveryTables } from '../discovery.tables.ts'
import type { NewEvent } from '../discovery.types.ts'

type Db = Kysely<DiscoveryTables>
type EventInsert = Insertable<DiscoveryTables['events']>

// PostgreSQL takes at most 65535 parameters per statement
const MAX_PARAMETERS = 60_000

export function eventColumns(e: Partial<NewEvent>): Updateable<DiscoveryTables['events']> {
  const row: Updateable<DiscoveryTables['events']> = {
    slug: e.slug,
    city_id: e.cityId,
    venue_id: e.venueId,
    type_id: e.typeId,
    name_en: e.nameEn,
    name_zh: e.nameZh,
    summary_en: e.summaryEn,
    summary_zh: e.summaryZh,
    description_en: e.descriptionEn,
    description_zh: e.descriptionZh,
    hero_url: e.heroUrl,
    starts_at: e.startsAt,
    ends_at: e.endsAt,
    ticket_url: e.ticketUrl,
    ticket_mode: e.ticketMode,
    tickets_bought: e.ticketsBought,
    price_label_en: e.priceLabelEn,
    price_label_zh: e.priceLabelZh,
    featured_level: e.featuredLevel,
    is_unlisted: e.isUnlisted,
    is_pay_to_play: e.isPayToPlay,
    is_cancelled: e.isCancelled,
    ad_spend: e.adSpend === undefined ? undefined : String(e.adSpend),
    ad_spend_currency: e.adSpendCurrency,
    page_views_total: e.pageViewsTotal === undefined ? undefined : String(e.pageViewsTotal),
    paid_views_total: e.paidViewsTotal === undefined ? undefined : String(e.paidViewsTotal),
    stats_started_at: e.statsStartedAt,
  }
  // undefined means "leave as is" for updates and "default" for inserts
  for (const key of Object.keys(row) as (keyof typeof row)[]) if (row[key] === undefined) delete row[key]
  return row
}

// every row of a multi-row insert must name the same columns
function insertRow(e: NewEvent): EventInsert {
  return {
    slug: e.slug,
    city_id: e.cityId,
    venue_id: e.venueId ?? null,
    type_id: e.typeId,
    name_en: e.nameEn,
    name_zh: e.nameZh ?? null,
    summary_en: e.summaryEn ?? null,
    summary_zh: e.summaryZh ?? null,
    description_en: e.descriptionEn ?? null,
    description_zh: e.descriptionZh ?? null,
    hero_url: e.heroUrl ?? null,
    starts_at: e.startsAt,
    ends_at: e.endsAt,
    ticket_url: e.ticketUrl ?? null,
    ticket_mode: e.ticketMode ?? 0,
    tickets_bought: e.ticketsBought ?? 0,
    price_label_en: e.priceLabelEn ?? null,
    price_label_zh: e.priceLabelZh ?? null,
    featured_level: e.featuredLevel ?? 0,
    is_unlisted: e.isUnlisted ?? false,
    is_pay_to_play: e.isPayToPlay ?? false,
    is_cancelled: e.isCancelled ?? false,
    ad_spend: String(e.adSpend ?? 0),
    ad_spend_currency: e.adSpendCurrency ?? 'GBP',
    page_views_total: String(e.pageViewsTotal ?? 0),
    paid_views_total: String(e.paidViewsTotal ?? 0),
    stats_started_at: e.statsStartedAt ?? null,
  }
}

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size))
  return out
}

async function insertMany<T extends keyof DiscoveryTables>(
  db: Db,
  table: T,
  rows: Insertable<DiscoveryTables[T]>[],
): Promise<void> {
  if (rows.length === 0) return
  const columns = Object.keys(rows[0] as object).length
  for (const chunk of chunks(rows, Math.floor(MAX_PARAMETERS / columns))) {
    // one helper for every child table: Kysely cannot narrow the row type of a generic table
    await db
      .insertInto(table)
      .values(chunk as never)
      .execute()
  }
}

// events with their dates, designers, organisers and photos, a few statements per batch
export async function insertEvents(db: Db, events: NewEvent[]): Promise<number[]> {
  if (events.length === 0) return []
  const idBySlug = new Map<string, number>()
  for (const chunk of chunks(events.map(insertRow), Math.floor(MAX_PARAMETERS / 27))) {
    const rows = await db.insertInto('events').values(chunk).returning(['id', 'slug']).execute()
    for (const row of rows) idBySlug.set(row.slug, row.id)
  }
  const ids = events.map((e) => idBySlug.get(e.slug) as number)
  await insertEventChildren(db, events, ids)
  return ids
}

export async function insertEventChildren(db: Db, events: NewEvent[], ids: number[]): Promise<void> {
  await insertMany(
    db,
    'event_dates',
    events.flatMap((e, i) =>
      e.openDates.map((d) => ({
        event_id: ids[i] as number,
        city_id: e.cityId,
        open_date: d.date,
        opens_at: d.opens ?? null,
        closes_at: d.closes ?? null,
      })),
    ),
  )
  await insertMany(
    db,
    'event_designers',
    events.flatMap((e, i) =>
      (e.designerIds ?? []).map((designerId, position) => ({
        event_id: ids[i] as number,
        designer_id: designerId,
        position,
      })),
    ),
  )
  await insertMany(
    db,
    'event_organisers',
    events.flatMap((e, i) =>
      (e.organiserIds ?? []).map((userId) => ({ event_id: ids[i] as number, user_id: userId })),
    ),
  )
  await insertMany(
    db,
    'event_photos',
    events.flatMap((e, i) =>
      (e.photos ?? []).map((p, position) => ({
        event_id: ids[i] as number,
        url: p.url,
        thumb_url: p.thumbUrl,
        width: p.width,
        height: p.height,
        caption_en: p.captionEn ?? null,
        caption_zh: p.captionZh ?? null,
        position,
      })),
    ),
  )
}

// a patch replaces the child lists it names and leaves the others
export async function updateEvent(
  db: Db,
  id: number,
  patch: Partial<NewEvent>,
): Promise<{ cityId: number } | null> {
  const row = await db
    .updateTable('events')
    .set({ ...eventColumns(patch), updated_at: new Date() })
    .where('id', '=', id)
    .returning(['city_id'])
    .executeTakeFirst()
  if (!row) return null
  const full = { ...patch, cityId: patch.cityId ?? row.city_id, openDates: patch.openDates ?? [] } as NewEvent
  if (patch.openDates) await db.deleteFrom('event_dates').where('event_id', '=', id).execute()
  else if (patch.cityId !== undefined) {
    // the calendar index carries the city
    await db.updateTable('event_dates').set({ city_id: patch.cityId }).where('event_id', '=', id).execute()
  }
  if (patch.designerIds) await db.deleteFrom('event_designers').where('event_id', '=', id).execute()
  if (patch.organiserIds) await db.deleteFrom('event_organisers').where('event_id', '=', id).execute()
  if (patch.photos) await db.deleteFrom('event_photos').where('event_id', '=', id).execute()
  await insertEventChildren(
    db,
    [
      {
        ...full,
        designerIds: patch.designerIds ?? [],
        organiserIds: patch.organiserIds ?? [],
        photos: patch.photos ?? [],
      },
    ],
    [id],
  )
  return { cityId: row.city_id }
}
