import { anyOf, prepared, preparedShapes } from '@showroom/platform'
import { type Kysely, type Selectable, sql } from 'kysely'
import type { DiscoveryTables } from '../discovery.tables.ts'
import { rowsByIds } from '../rows-by-ids.ts'
import type { NewLookbook, NewNews, NewReview } from '../discovery.types.ts'

export type NewsRow = Selectable<DiscoveryTables['news']>
export type LookbookRow = Selectable<DiscoveryTables['lookbooks']>
export type LookbookPhotoRow = Selectable<DiscoveryTables['lookbook_photos']>
export type ReviewRow = Selectable<DiscoveryTables['reviews']>

type Db = Kysely<DiscoveryTables>

// the reads the city home and event pages make, built once (packages/platform/src/db/prepared.ts)
type Ids = { ids: readonly number[] }
const read = {
  newsByIds: rowsByIds('news'),
  lookbooksByIds: rowsByIds('lookbooks'),
  lookbookPhotosOf: prepared<Ids, LookbookPhotoRow, DiscoveryTables>((db, slot) =>
    db
      .selectFrom('lookbook_photos')
      .selectAll()
      .where('lookbook_id', '=', anyOf(slot('ids')))
      .orderBy('position')
      .orderBy('id'),
  ),
  reviewsByIds: rowsByIds('reviews'),
  newsList: preparedShapes<{ inCity: boolean }, { cityId: number; first: number }, NewsRow, DiscoveryTables>(
    (shape) => (shape.inCity ? 'city' : 'all'),
    (db, slot, shape) => {
      let query = db
        .selectFrom('news')
        .selectAll()
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .limit(slot('first'))
      if (shape.inCity)
        query = query.where((eb) => eb.or([eb('city_id', '=', slot('cityId')), eb('city_id', 'is', null)]))
      return query
    },
  ),
  latestReviews: prepared<{ cityId: number; first: number }, ReviewRow, DiscoveryTables>((db, slot) =>
    db
      .selectFrom('reviews')
      .selectAll()
      .where('city_id', '=', slot('cityId'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(slot('first')),
  ),
  reviewsOfEvents: prepared<Ids & { first: number }, ReviewRow, DiscoveryTables>((db, slot) =>
    db
      .selectFrom(
        db
          .selectFrom('reviews')
          .selectAll()
          .select(
            sql<number>`row_number() over (partition by event_id order by created_at desc, id desc)`.as(
              'rank',
            ),
          )
          .where('event_id', '=', anyOf(slot('ids')))
          .as('r'),
      )
      .selectAll()
      .where('rank', '<=', slot('first'))
      .orderBy('rank'),
  ),
  reviewStatsOf: prepared<Ids, { event_id: number; average: string; count: string }, DiscoveryTables>(
    (db, slot) =>
      db
        .selectFrom('reviews')
        .select(['event_id', sql<string>`avg(rating)`.as('average'), sql<string>`count(*)`.as('count')])
        .where('event_id', '=', anyOf(slot('ids')))
        .groupBy('event_id'),
  ),
  newsOfDesigners: prepared<Ids & { first: number }, NewsRow, DiscoveryTables>((db, slot) =>
    db
      .selectFrom(
        db
          .selectFrom('news')
          .selectAll()
          .select(
            sql<number>`row_number() over (partition by designer_id order by published_at desc, id desc)`.as(
              'rank',
            ),
          )
          .where('designer_id', '=', anyOf(slot('ids')))
          .as('r'),
      )
      .selectAll()
      .where('rank', '<=', slot('first'))
      .orderBy('rank'),
  ),
  lookbooksOf: preparedShapes<{ owner: 'designer' | 'venue' }, Ids, LookbookRow, DiscoveryTables>(
    (shape) => shape.owner,
    (db, slot, shape) =>
      db
        .selectFrom('lookbooks')
        .selectAll()
        .where(shape.owner === 'designer' ? 'designer_id' : 'venue_id', '=', anyOf(slot('ids')))
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc'),
  ),
}

// news, lookbooks and reviews: the content around events
export function createContentStore(db: Db) {
  return {
    insertNews: (trx: Db, n: NewNews) =>
      trx
        .insertInto('news')
        .values({
          slug: n.slug,
          city_id: n.cityId ?? null,
          designer_id: n.designerId ?? null,
          venue_id: n.venueId ?? null,
          title_en: n.titleEn,
          title_zh: n.titleZh ?? null,
          summary_en: n.summaryEn ?? null,
          summary_zh: n.summaryZh ?? null,
          body_en: n.bodyEn ?? null,
          body_zh: n.bodyZh ?? null,
          hero_url: n.heroUrl ?? null,
          published_at: n.publishedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    newsBySlug: (slug: string) =>
      db.selectFrom('news').selectAll().where('slug', '=', slug).executeTakeFirst(),
    newsByIds: (ids: readonly number[]) => (ids.length ? read.newsByIds(db, { ids }) : Promise.resolve([])),
    // a city's news with the news that belongs to no city, newest first
    newsList: (cityId: number | null, first: number) =>
      read.newsList(db, { inCity: cityId !== null }, { cityId: cityId ?? 0, first }),
    newsOfDesigners: async (designerIds: readonly number[], first: number) =>
      designerIds.length ? read.newsOfDesigners(db, { ids: designerIds, first }) : [],

    insertLookbook: async (trx: Db, l: NewLookbook) => {
      const { id } = await trx
        .insertInto('lookbooks')
        .values({
          slug: l.slug,
          designer_id: l.designerId ?? null,
          venue_id: l.venueId ?? null,
          title_en: l.titleEn,
          title_zh: l.titleZh ?? null,
          season: l.season ?? null,
          cover_url: l.coverUrl ?? null,
          published_at: l.publishedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (l.photos.length) {
        await trx
          .insertInto('lookbook_photos')
          .values(
            l.photos.map((p, position) => ({
              lookbook_id: id,
              url: p.url,
              thumb_url: p.thumbUrl,
              width: p.width,
              height: p.height,
              caption_en: p.captionEn ?? null,
              caption_zh: p.captionZh ?? null,
              position,
            })),
          )
          .execute()
      }
      return id
    },
    lookbookBySlug: (slug: string) =>
      db.selectFrom('lookbooks').selectAll().where('slug', '=', slug).executeTakeFirst(),
    lookbooksOf: (owner: 'designer' | 'venue', ownerIds: readonly number[]) =>
      ownerIds.length ? read.lookbooksOf(db, { owner }, { ids: ownerIds }) : Promise.resolve([]),
    lookbookPhotosOf: (lookbookIds: readonly number[]) =>
      lookbookIds.length ? read.lookbookPhotosOf(db, { ids: lookbookIds }) : Promise.resolve([]),
    lookbooksByIds: (ids: readonly number[]) =>
      ids.length ? read.lookbooksByIds(db, { ids }) : Promise.resolve([]),

    insertReview: (r: NewReview) =>
      db
        .insertInto('reviews')
        .values({
          city_id: r.cityId,
          event_id: r.eventId ?? null,
          venue_id: r.venueId ?? null,
          designer_id: r.designerId ?? null,
          user_id: r.userId,
          rating: r.rating,
          title: r.title,
          body: r.body,
          ...(r.createdAt ? { created_at: r.createdAt } : {}),
        })
        .returning('id')
        .executeTakeFirstOrThrow(),
    reviewsByIds: (ids: readonly number[]) =>
      ids.length ? read.reviewsByIds(db, { ids }) : Promise.resolve([]),
    latestReviews: (cityId: number, first: number) => read.latestReviews(db, { cityId, first }),
    reviewsOfEvents: async (eventIds: readonly number[], first: number) =>
      eventIds.length ? read.reviewsOfEvents(db, { ids: eventIds, first }) : [],
    reviewStatsOf: (eventIds: readonly number[]) =>
      eventIds.length ? read.reviewStatsOf(db, { ids: eventIds }) : Promise.resolve([]),
  }
}

export type ContentStore = ReturnType<typeof createContentStore>
