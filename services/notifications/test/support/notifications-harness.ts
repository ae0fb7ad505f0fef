import {
  createEventBus,
  createLogger,
  createPubSub,
  type Database,
  type EventBus,
  migratePlatform,
  migrateSchema,
  type PubSub,
  type Viewer,
} from '@showroom/platform'
import { createTestDatabase, type TestDatabaseKind } from '@showroom/testkit'
import { type ExecutionResult, graphql } from 'graphql'
import { sql } from 'kysely'
import { createNotificationsService, type NotificationsService } from '../../src/index.ts'

// results are read the way a client reads JSON
// biome-ignore lint/suspicious/noExplicitAny: loose JSON in tests
export type Json = any

export const viewerOf = (userId: number): Viewer => ({
  userId,
  sessionId: `session-${userId}`,
  persona: { type: 'user', id: userId },
  roles: ['member'],
  isPro: false,
  isTeam: false,
  points: 0,
})

export interface Member {
  userId: number
  username: string
  viewer: Viewer
}

export interface CommentInput {
  // a comment announced later may be answered first
  id?: number
  author: Member
  replyToId?: number
  mentions?: string[]
  eventId?: number | null
  sourceType?: string | null
  sourceId?: number | null
  commentType?: string
  persona?: { type: string; id: number }
}

export const reserveId = () => nextId++

export interface NotificationsHarness {
  database: Database
  service: NotificationsService
  events: EventBus
  pubsub: PubSub
  call(
    source: string,
    viewer: Viewer | null,
    variables?: Record<string, unknown>,
  ): Promise<ExecutionResult<Json>>
  // publishes as the owning service would (in its own transaction) and delivers it
  announce(type: string, payload: Json, aggregateId?: number): Promise<void>
  newMember(username?: string): Promise<Member>
  // a comment as comments announces it; answers its id
  comment(input: CommentInput): Promise<number>
  like(commentId: number, commentAuthor: Member, liker: Member): Promise<void>
  hide(commentId: number): Promise<void>
  remove(commentId: number): Promise<void>
  // what the member's bell holds, newest first
  bell(member: Member): Promise<Json[]>
  // every notifications table, to show a refusal changed nothing
  snapshot(): Promise<Json>
  close(): Promise<void>
}

let nextId = 5000

export const LIST = `query ($from: Int, $limit: Int) {
  notifications(limitFrom: $from, limit: $limit) {
    notifications {
      id kind seq seen actorCount messageCount chatId
      actors { type id user { id } designer { id } venue { id } }
      comment { id type eventId sourceType sourceId event { id } sourceUser { id } }
    }
    hasMore unseenCount latestSeq
  }
}`
export const COUNT = '{ unseenNotificationCount }'
export const MARK_SEEN =
  'mutation ($upToSeq: Int) { markNotificationsSeen(upToSeq: $upToSeq) { unseenCount latestSeq } }'

export async function createNotificationsHarness(kind: TestDatabaseKind): Promise<NotificationsHarness> {
  const database = await createTestDatabase(kind)
  const logger = createLogger({ level: 'silent' })
  await migratePlatform(database)
  const events = createEventBus(database, { logger })
  const pubsub = createPubSub({ logger })
  const service = createNotificationsService({
    db: database.forSchema('notifications'),
    events,
    pubsub,
    logger,
  })
  await migrateSchema(database, 'notifications', service.migrations)
  await service.start?.()

  const announce = async (type: string, payload: Json, aggregateId = 0) => {
    await database.db
      .transaction()
      .execute((trx) => events.publish(trx, { type, aggregateType: 'test', aggregateId, payload }))
    await events.drain()
  }

  const call: NotificationsHarness['call'] = async (source, viewer, variables) => {
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
    pubsub,
    call,
    announce,
    async newMember(username) {
      const userId = nextId++
      const name = username ?? `member${userId}`
      await announce(
        'accounts.user.signed-up',
        { userId, username: name, email: `${name}@example.test` },
        userId,
      )
      return { userId, username: name, viewer: viewerOf(userId) }
    },
    async comment(input) {
      const id = input.id ?? nextId++
      await announce(
        'comments.comment.created',
        {
          id,
          commentType: input.commentType ?? 'event',
          eventId: input.eventId === undefined ? 77 : input.eventId,
          flashSaleId: null,
          sourceType: input.sourceType ?? null,
          sourceId: input.sourceId ?? null,
          cityId: 1,
          userId: input.author.userId,
          persona: input.persona ?? { type: 'user', id: input.author.userId },
          replyToId: input.replyToId ?? null,
          mentions: input.mentions ?? [],
          photoIds: [],
          isGlobal: false,
          isAllCities: false,
          createdAt: new Date().toISOString(),
        },
        id,
      )
      return id
    },
    like: (commentId, commentAuthor, liker) =>
      announce(
        'comments.comment.liked',
        {
          commentId,
          commentUserId: commentAuthor.userId,
          userId: liker.userId,
          persona: { type: 'user', id: liker.userId },
        },
        commentId,
      ),
    hide: (commentId) => announce('comments.comment.hidden', { id: commentId }, commentId),
    remove: (commentId) => announce('comments.comment.deleted', { id: commentId }, commentId),
    async bell(member) {
      const result = await call(LIST, member.viewer, { limit: 50 })
      if (result.errors?.length) throw result.errors[0]
      return result.data.notifications.notifications
    },
    async snapshot() {
      const out: Record<string, Json> = {}
      for (const table of ['recipients', 'notifications', 'causes', 'known_comments', 'known_users']) {
        const { rows } =
          await sql`select * from ${sql.table(`notifications.${table}`)} order by 1, 2`.execute(database.db)
        out[table] = rows
      }
      return out
    },
    async close() {
      await events.stop()
      await pubsub.close()
      await database.drop()
    },
  }
}

// the stable parts of a refusal, as a client sees them
export function refusalOf(result: ExecutionResult): { code: unknown; http: unknown } {
  const error = result.errors?.[0]
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(result.data)}`)
  return { code: error.extensions?.code, http: error.extensions?.http }
}
