import {
  createEventBus,
  createLogger,
  type Database,
  migratePlatform,
  migrateSchema,
  type RequestContext,
  type Role,
  type Viewer,
} from '@showroom/platform'
import { createTestDatabase, type TestDatabaseKind } from '@showroom/testkit'
import { type ExecutionResult, graphql } from 'graphql'
import { sql } from 'kysely'
import { createDiscoveryService, type DiscoveryService, type NewEvent } from '../../src/index.ts'

// biome-ignore lint/suspicious/noExplicitAny: results are read the way a client reads JSON
export type Json = any

// a Wednesday; the seeded events sit around it
export const NOW = new Date('2026-12-02T12:00:00Z')

export const viewerOf = (userId: number, roles: Role[] = ['member']): Viewer => ({
  userId,
  sessionId: `session-${userId}`,
  persona: { type: 'user', id: userId },
  roles,
  isPro: false,
  isTeam: false,
  points: 0,
})

export interface DiscoveryHarness {
  database: Database
  service: DiscoveryService
  call(
    source: string,
    options?: { viewer?: Viewer | null; variables?: Record<string, unknown>; locale?: 'en' | 'zh' },
  ): Promise<ExecutionResult<Json>>
  publishedEvents(type: string): Promise<Array<{ aggregateId: string; payload: Json }>>
  close(): Promise<void>
}

export async function createDiscoveryHarness(kind: TestDatabaseKind): Promise<DiscoveryHarness> {
  const logger = createLogger({ level: 'silent' })
  const database = await createTestDatabase(kind)
  await migratePlatform(database)
  const service = createDiscoveryService({
    db: database.forSchema('discovery'),
    events: createEventBus(database, { logger }),
    logger,
    now: () => NOW,
  })
  await migrateSchema(database, 'discovery', service.migrations)
  return {
    database,
    service,
    async call(source, options = {}) {
      const contextValue: RequestContext = {
        viewer: options.viewer ?? null,
        requestId: 'test',
        authToken: null,
        locale: options.locale ?? 'en',
        clientIp: null,
      }
      const result = await graphql({
        schema: service.schema,
        source,
        contextValue,
        ...(options.variables ? { variableValues: options.variables } : {}),
      })
      return { ...result, data: result.data ? JSON.parse(JSON.stringify(result.data)) : result.data }
    },
    async publishedEvents(type) {
      const { rows } = await sql<{ aggregate_id: string; payload: unknown }>`
        select aggregate_id, payload from platform.events where type = ${type} order by occurred_at
      `.execute(database.db)
      return rows.map((row) => ({ aggregateId: row.aggregate_id, payload: row.payload }))
    },
    async close() {
      await service.stop?.()
      await database.drop()
    },
  }
}

export const ORGANISER = 101
export const OTHER_MEMBER = 202
export const ADMIN = 303

const at = (iso: string) => new Date(iso)
const photo = (n: number) => ({
  url: `/media/p${n}.webp`,
  thumbUrl: `/media/p${n}-t.webp`,
  width: 800,
  height: 600,
})

export const EVENT_TYPES = [
  { id: 1, key: 'sample-sale', nameEn: 'Sample sale', nameZh: '样品特卖', color: '#e4572e', position: 0 },
  { id: 2, key: 'in-store', nameEn: 'In-store event', nameZh: '店内活动', color: '#17bebb', position: 1 },
  { id: 3, key: 'exhibition', nameEn: 'Exhibition', nameZh: '展览', color: '#ffc914', position: 2 },
  { id: 4, key: 'education', nameEn: 'Education', nameZh: '课程讲座', color: '#76b041', position: 3 },
]

export function londonEvent(slug: string, overrides: Partial<NewEvent> = {}): NewEvent {
  return {
    slug,
    cityId: 1,
    typeId: 1,
    nameEn: `Event ${slug}`,
    startsAt: at('2026-12-05T10:00:00Z'),
    endsAt: at('2026-12-06T18:00:00Z'),
    openDates: [{ date: '2026-12-05' }, { date: '2026-12-06' }],
    ...overrides,
  }
}

// two cities, the four event types, a designer and venue, and events around NOW in London
export async function seedCity(service: DiscoveryService) {
  const { api } = service
  await api.addCity(
    { id: 1, slug: 'london', nameEn: 'London', nameZh: '伦敦', timezone: 'Europe/London', currency: 'GBP' },
    0,
  )
  await api.addCity(
    {
      id: 2,
      slug: 'new-york',
      nameEn: 'New York',
      nameZh: '纽约',
      timezone: 'America/New_York',
      currency: 'USD',
    },
    1,
  )
  for (const type of EVENT_TYPES) await api.addEventType(type)
  const designerId = await api.addDesigner({
    slug: 'atelier-nova',
    nameEn: 'Atelier Nova',
    cityId: 1,
    logoUrl: '/media/nova.webp',
  })
  const plainDesignerId = await api.addDesigner({ slug: 'plain-label', nameEn: 'Plain Label', cityId: 1 })
  const venueId = await api.addVenue({ slug: 'the-hall', name: 'The Hall', cityId: 1 })
  const sale = await api.addEvent(
    londonEvent('winter-sample-sale', {
      nameZh: '冬季样品特卖',
      venueId,
      designerIds: [designerId],
      organiserIds: [ORGANISER],
      summaryEn: 'Up to 80% off',
      descriptionEn: 'The whole story',
      descriptionZh: '完整介绍',
      openDates: [
        { date: '2026-12-05', opens: '10:00', closes: '18:00' },
        { date: '2026-12-06', opens: '11:00', closes: '17:00' },
      ],
      photos: [photo(1), photo(2), photo(3)],
      ticketUrl: 'https://tickets.example/winter',
      ticketMode: 2,
      ticketsBought: 42,
      adSpend: 150.5,
      pageViewsTotal: 10,
    }),
  )
  const unlisted = await api.addEvent(
    londonEvent('secret-preview', { typeId: 3, isUnlisted: true, openDates: [{ date: '2026-12-05' }] }),
  )
  const past = await api.addEvent(
    londonEvent('autumn-talk', {
      typeId: 4,
      startsAt: at('2026-11-20T18:00:00Z'),
      endsAt: at('2026-11-20T20:00:00Z'),
      openDates: [{ date: '2026-11-20' }],
    }),
  )
  const partner = await api.addEvent(
    londonEvent('partner-party', {
      typeId: 2,
      featuredLevel: 3,
      ticketUrl: 'https://partner.example/party',
      startsAt: at('2026-12-07T18:00:00Z'),
      endsAt: at('2026-12-07T22:00:00Z'),
      openDates: [{ date: '2026-12-07' }],
      pageViewsTotal: 500,
    }),
  )
  const newYork = await api.addEvent(
    londonEvent('nyc-pop-up', { cityId: 2, openDates: [{ date: '2026-12-05' }] }),
  )
  const newsId = await api.addNews({
    slug: 'winter-sales-guide',
    cityId: 1,
    designerId,
    titleEn: 'The winter sales guide',
    titleZh: '冬季特卖指南',
    publishedAt: at('2026-12-01T09:00:00Z'),
  })
  await api.addNews({
    slug: 'global-trends',
    titleEn: 'Global trends',
    publishedAt: at('2026-11-01T09:00:00Z'),
  })
  const lookbookId = await api.addLookbook({
    slug: 'nova-aw26',
    designerId,
    titleEn: 'Nova AW26',
    season: 'AW26',
    publishedAt: at('2026-10-01T00:00:00Z'),
    photos: [
      { ...photo(10), captionEn: 'Look 1', captionZh: '造型一' },
      { ...photo(11), captionEn: 'Look 2' },
    ],
  })
  const reviewId = await api.addReview({
    cityId: 1,
    eventId: past,
    userId: OTHER_MEMBER,
    rating: 4,
    title: 'Worth it',
    body: 'Great talk',
    createdAt: at('2026-11-21T10:00:00Z'),
  })
  return {
    designerId,
    plainDesignerId,
    venueId,
    sale,
    unlisted,
    past,
    partner,
    newYork,
    newsId,
    lookbookId,
    reviewId,
  }
}
