import {
  createEventBus,
  createLogger,
  type Database,
  type EventBus,
  migratePlatform,
  migrateSchema,
  type Viewer,
} from '@showroom/platform'
import { createTestDatabase, type TestDatabaseKind } from '@showroom/testkit'
import { type ExecutionResult, graphql } from 'graphql'
import { sql } from 'kysely'
import { createFeedService, type FeedService } from '../../src/index.ts'

// results are read the way a client reads JSON
// biome-ignore lint/suspicious/noExplicitAny: loose JSON in tests
export type Json = any

export function viewerOf(userId: number, extra: Partial<Viewer> = {}): Viewer {
  return {
    userId,
    sessionId: `session-${userId}`,
    persona: { type: 'user', id: userId },
    roles: ['member'],
    isPro: false,
    isTeam: false,
    points: 0,
    ...extra,
  }
}

export interface Member {
  userId: number
  viewer: Viewer
}

export interface PostInput {
  author: Member
  cityId?: number | null
  commentType?: 'event' | 'flash' | 'universal'
  eventId?: number | null
  flashSaleId?: number | null
  sourceType?: string | null
  sourceId?: number | null
  persona?: { type: string; id: number }
  replyToId?: number | null
  photoIds?: number[]
  createdAt?: Date
}

export interface FeedHarness {
  database: Database
  service: FeedService
  events: EventBus
  call(
    source: string,
    viewer: Viewer | null,
    variables?: Record<string, unknown>,
  ): Promise<ExecutionResult<Json>>
  // publishes as the owning service would (in its own transaction) and delivers it
  announce(type: string, payload: Json, aggregateId?: number): Promise<void>
  newMember(extra?: Partial<Viewer>): Member
  // a comment as comments announces it; answers its id
  post(input: PostInput): Promise<number>
  // many comments announced in one transaction, delivered together
  postMany(inputs: PostInput[]): Promise<number[]>
  hide(commentId: number): Promise<void>
  show(commentId: number): Promise<void>
  remove(commentId: number): Promise<void>
  deleteMember(member: Member): Promise<void>
  // every feed table, to show a refusal changed nothing
  snapshot(): Promise<Json>
  close(): Promise<void>
}

// ids far apart per test process, so members, comments and photos never collide
let nextId = 10_000
const payloads = new Map<number, Json>()

export const ITEM_FIELDS = `id createdAt createdTimestamp sourceType sourceId entityType entityId targetType targetId
  cityId sharedFromId isHidden pageToken comment { id } media { id } sharedBy { id }
  entity { type id user { id } designer { id } venue { id } }
  target { type id event { id } designer { id } user { id } }`

export const FEED = `query ($cityId: Int, $userId: Int, $pageToken: String, $direction: FeedDirection, $first: Int,
  $skip: Int, $itemIds: [Int!], $showMore: Boolean) {
  activityFeed(cityId: $cityId, userId: $userId, pageToken: $pageToken, direction: $direction, first: $first,
    skip: $skip, itemIds: $itemIds, showMore: $showMore) {
    items { ${ITEM_FIELDS} }
    hasMore pageToken firstId firstCreated firstPageToken layout gap { count countCapped pageToken }
  }
}`

export const MEDIA = `query ($cityId: Int, $userId: Int, $olderThan: Int, $newerThan: Int, $first: Int) {
  mediaFeed(cityId: $cityId, userId: $userId, olderThan: $olderThan, newerThan: $newerThan, first: $first) {
    items { ${ITEM_FIELDS} }
    hasMore
  }
}`

export const ITEM = `query ($id: Int!) { activityItem(id: $id) { ${ITEM_FIELDS} } }`
export const SHARE = `mutation ($itemId: Int!, $cityId: Int!) { shareToFeed(itemId: $itemId, cityId: $cityId) { ${ITEM_FIELDS} } }`

export async function createFeedHarness(kind: TestDatabaseKind): Promise<FeedHarness> {
  const database = await createTestDatabase(kind)
  const logger = createLogger({ level: 'silent' })
  await migratePlatform(database)
  const events = createEventBus(database, { logger })
  const service = createFeedService({ db: database.forSchema('feed'), events, logger })
  await migrateSchema(database, 'feed', service.migrations)
  await service.start?.()

  const announce = async (type: string, payload: Json, aggregateId = 0) => {
    await database.db
      .transaction()
      .execute((trx) => events.publish(trx, { type, aggregateType: 'test', aggregateId, payload }))
    await events.drain()
  }

  // comments.comment.created payloads, as comments writes them
  const announced = (inputs: PostInput[]): Json[] =>
    inputs.map((input) => {
      const id = nextId++
      const commentType = input.commentType ?? 'event'
      const payload = {
        id,
        commentType,
        eventId: input.eventId === undefined ? (commentType === 'event' ? 77 : null) : input.eventId,
        flashSaleId:
          input.flashSaleId === undefined ? (commentType === 'flash' ? 88 : null) : input.flashSaleId,
        sourceType: input.sourceType ?? null,
        sourceId: input.sourceId ?? null,
        cityId: input.cityId === undefined ? 1 : input.cityId,
        userId: input.author.userId,
        persona: input.persona ?? { type: 'user', id: input.author.userId },
        replyToId: input.replyToId ?? null,
        mentions: [],
        photoIds: input.photoIds ?? [],
        isGlobal: false,
        isAllCities: false,
        createdAt: (input.createdAt ?? new Date()).toISOString(),
      }
      payloads.set(id, payload)
      return payload
    })

  const call: FeedHarness['call'] = async (source, viewer, variables) => {
    const result = await graphql({
      schema: service.schema,
      source,
      contextValue: { viewer, requestId: 'test', authToken: null, locale: 'en', clientIp: null },
      ...(variables ? { variableValues: variables } : {}),
    })
    return { ...result, data: result.data ? JSON.parse(JSON.stringify(result.data)) : result.data }
  }

  return {
    database,
    service,
    events,
    call,
    announce,
    newMember(extra) {
      const userId = nextId++
      return { userId, viewer: viewerOf(userId, extra) }
    },
    async post(input) {
      const [payload] = announced([input])
      await announce('comments.comment.created', payload, payload.id)
      return payload.id
    },
    async postMany(inputs) {
      const many = announced(inputs)
      await database.db.transaction().execute(async (trx) => {
        for (const payload of many)
          await events.publish(trx, {
            type: 'comments.comment.created',
            aggregateType: 'test',
            aggregateId: payload.id,
            payload,
          })
      })
      await events.drain()
      return many.map((payload) => payload.id)
    },
    hide: (commentId) => announce('comments.comment.hidden', { id: commentId }, commentId),
    show: (commentId) => announce('comments.comment.shown', payloads.get(commentId), commentId),
    remove: (commentId) => announce('comments.comment.deleted', { id: commentId }, commentId),
    deleteMember: (member) => announce('accounts.user.deleted', { userId: member.userId }, member.userId),
    async snapshot() {
      const out: Record<string, Json> = {}
      for (const table of ['items', 'gone_users']) {
        const { rows } = await sql`select * from ${sql.table(`feed.${table}`)} order by 1`.execute(
          database.db,
        )
        out[table] = rows
      }
      return out
    },
    async close() {
      await events.stop()
      await database.drop()
    },
  }
}

// a fresh id for a photo upload
export const photoId = () => nextId++

// the stable parts of a refusal, as a client sees them
export function refusalOf(result: ExecutionResult): { code: unknown; http: unknown } {
  const error = result.errors?.[0]
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(result.data)}`)
  return { code: error.extensions?.code, http: error.extensions?.http }
}

// a page's data, or its first error thrown
export async function read(
  h: FeedHarness,
  source: string,
  viewer: Viewer | null,
  variables = {},
): Promise<Json> {
  const result = await h.call(source, viewer, variables)
  if (result.errors?.length) throw result.errors[0]
  return result.data
}
