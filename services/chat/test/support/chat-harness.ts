import {
  createEventBus,
  createLogger,
  createPubSub,
  type Database,
  type EventBus,
  migratePlatform,
  migrateSchema,
  type Persona,
  type PubSub,
  type Role,
  type Viewer,
} from '@showroom/platform'
import { createTestDatabase, type TestDatabaseKind } from '@showroom/testkit'
import { type ExecutionResult, graphql, parse, subscribe } from 'graphql'
import { sql } from 'kysely'
import { type ChatService, createChatService } from '../../src/index.ts'

// results are read the way a client reads JSON
// biome-ignore lint/suspicious/noExplicitAny: loose JSON in tests
export type Json = any

// a clock the tests move by hand (the reading window)
export interface TestClock {
  now(): Date
  advance(ms: number): void
}

export interface ViewerOptions {
  persona?: Persona
  roles?: Role[]
  isPro?: boolean
}

export const viewerOf = (userId: number, options: ViewerOptions = {}): Viewer => ({
  userId,
  sessionId: `session-${userId}`,
  persona: options.persona ?? { type: 'user', id: userId },
  roles: options.roles ?? ['member'],
  isPro: options.isPro ?? false,
  isTeam: false,
  points: 0,
})

export interface ChatHarness {
  database: Database
  service: ChatService
  events: EventBus
  pubsub: PubSub
  clock: TestClock
  call(
    source: string,
    viewer: Viewer | null,
    variables?: Record<string, unknown>,
  ): Promise<ExecutionResult<Json>>
  // a subscription as its resolver starts it: the events, or the refusal at subscribe time
  subscribe(
    source: string,
    viewer: Viewer | null,
    variables?: Record<string, unknown>,
  ): Promise<AsyncIterableIterator<ExecutionResult<Json>> | ExecutionResult<Json>>
  // a member, designer or venue other services announced, so chat knows it may be messaged
  announce(type: string, payload: Json): Promise<void>
  newUser(options?: ViewerOptions): Promise<Viewer>
  newDesigner(): Promise<number>
  publishedEvents(type: string): Promise<Json[]>
  // every row of a chat table, to show a refusal changed nothing
  snapshot(): Promise<Json>
  close(): Promise<void>
}

let nextId = 1000

export async function createChatHarness(kind: TestDatabaseKind): Promise<ChatHarness> {
  const database = await createTestDatabase(kind)
  const logger = createLogger({ level: 'silent' })
  await migratePlatform(database)
  let current = new Date('2026-12-02T12:00:00Z').getTime()
  const clock: TestClock = {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms
    },
  }
  const events = createEventBus(database, { logger })
  const pubsub = createPubSub({ logger })
  const service = createChatService({
    db: database.forSchema('chat'),
    events,
    pubsub,
    logger,
    now: clock.now,
    // a lost publish is caught up quickly in tests
    catchUpMs: 100,
  })
  await migrateSchema(database, 'chat', service.migrations)
  await service.start?.()

  const announce = async (type: string, payload: Json) => {
    await database.db
      .transaction()
      .execute((trx) => events.publish(trx, { type, aggregateType: 'test', aggregateId: 0, payload }))
    await events.drain()
  }

  return {
    database,
    service,
    events,
    pubsub,
    clock,
    async call(source, viewer, variables) {
      const result = await graphql({
        schema: service.schema,
        source,
        contextValue: { viewer, requestId: 'test', authToken: null, locale: 'en', clientIp: null },
        ...(variables ? { variableValues: variables } : {}),
      })
      return { ...result, data: result.data ? JSON.parse(JSON.stringify(result.data)) : result.data }
    },
    subscribe: (source, viewer, variables) =>
      subscribe({
        schema: service.schema,
        document: parse(source),
        contextValue: { viewer, requestId: 'test', authToken: null, locale: 'en', clientIp: null },
        ...(variables ? { variableValues: variables } : {}),
      }),
    announce,
    async newUser(options) {
      const userId = nextId++
      await announce('accounts.user.signed-up', { userId })
      return viewerOf(userId, options)
    },
    async newDesigner() {
      const id = nextId++
      await announce('discovery.designer.created', { id, cityId: null })
      return id
    },
    async publishedEvents(type) {
      const { rows } = await sql<{ payload: Json }>`
        select payload from platform.events where type = ${type} order by occurred_at, id`.execute(
        database.db,
      )
      return rows.map((row) => row.payload)
    },
    async snapshot() {
      const tables = ['conversations', 'participants', 'members', 'messages', 'blocks', 'reports']
      const out: Record<string, Json> = {}
      for (const table of tables) {
        const { rows } = await sql`select * from ${sql.table(`chat.${table}`)} order by 1, 2`.execute(
          database.db,
        )
        out[table] = rows
      }
      const { rows } =
        await sql`select count(*)::int as n from platform.events where type like 'chat.%'`.execute(
          database.db,
        )
      out.events = rows
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
export function refusalOf(result: ExecutionResult): { code: unknown; http: unknown; message: string } {
  const error = result.errors?.[0]
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(result.data)}`)
  return { code: error.extensions?.code, http: error.extensions?.http, message: error.message }
}

export const START = `mutation ($targets: [ChatTargetInput!]!) {
  startChat(targets: $targets) { id target { type id } lastSeq readSeq unreadCount }
}`
export const POST = `mutation ($chatId: Int!, $text: String, $clientMessageId: String, $photoIds: [Int!]) {
  postChatMessage(chatId: $chatId, text: $text, clientMessageId: $clientMessageId, photoIds: $photoIds) {
    id chatId seq text authorUserId author { type id } clientMessageId
  }
}`
export const MESSAGES = `query ($chatId: Int!, $afterSeq: Int, $beforeSeq: Int, $limit: Int) {
  chatMessages(chatId: $chatId, afterSeq: $afterSeq, beforeSeq: $beforeSeq, limit: $limit) {
    messages { seq text } hasMore
  }
}`
export const UNREAD = '{ chatUnreadCount }'
export const LIST = '{ myChats { id entity { type id } unreadCount lastSeq lastMessageText lastMessageAt } }'
export const MARK_READ = `mutation ($chatId: Int!, $seq: Int) { markChatRead(chatId: $chatId, seq: $seq) { readSeq unreadCount } }`
export const OPEN = 'query ($id: Int!) { chat(id: $id) { id target { type id } unreadCount } }'
export const BLOCK = 'mutation ($target: ChatTargetInput!) { blockChatPersona(target: $target) }'
export const UNBLOCK = 'mutation ($target: ChatTargetInput!) { unblockChatPersona(target: $target) }'
export const REPORT =
  'mutation ($chatId: Int!, $reason: String!) { reportChat(chatId: $chatId, reason: $reason) { id chatId atSeq } }'
export const REPORTS = '{ chatReports { id chatId reason atSeq } }'

export async function startChat(harness: ChatHarness, viewer: Viewer, target: { type: string; id: number }) {
  const result = await harness.call(START, viewer, { targets: [target] })
  if (result.errors?.length) throw result.errors[0]
  return result.data.startChat as { id: number; target: { type: string; id: number } }
}

export async function post(
  harness: ChatHarness,
  viewer: Viewer,
  chatId: number,
  text: string,
  clientMessageId?: string,
) {
  const result = await harness.call(POST, viewer, { chatId, text, clientMessageId })
  if (result.errors?.length) throw result.errors[0]
  return result.data.postChatMessage as { id: number; seq: number; text: string }
}
