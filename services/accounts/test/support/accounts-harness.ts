import {
  createEventBus,
  createLogger,
  createPubSub,
  type Database,
  migratePlatform,
  migrateSchema,
  type PubSub,
  type RequestContext,
  type Viewer,
} from '@showroom/platform'
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from '@showroom/testkit'
import { type ExecutionResult, graphql } from 'graphql'
import { sql } from 'kysely'
import { type AccountsService, createAccountsService, type RateLimits } from '../../src/index.ts'

export const PASSWORD = 'correct-horse-battery'

// a clock the tests move by hand (session expiry, rate-limit windows)
export interface TestClock {
  now(): Date
  advance(ms: number): void
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms
    },
  }
}

// results are read the way a client reads JSON
// biome-ignore lint/suspicious/noExplicitAny: loose JSON in tests
export type Json = any

export interface CallOptions {
  variables?: Record<string, unknown>
  token?: string | null
  clientIp?: string | null
}

export interface AccountsHarness {
  kind: TestDatabaseKind
  database: Database
  service: AccountsService
  pubsub: PubSub
  clock: TestClock
  // runs a document the way the gateway does: the token is first turned into a viewer via sessionViewer
  call<T = Json>(source: string, options?: CallOptions): Promise<ExecutionResult<T>>
  contextFor(token: string | null, clientIp?: string | null): Promise<RequestContext>
  signup(overrides?: Partial<{ email: string; username: string; password: string }>): Promise<{
    userId: number
    token: string
    email: string
    username: string
  }>
  publishedEvents(type: string): Promise<Array<{ aggregateId: string; payload: Json }>>
  close(): Promise<void>
}

let sequence = 0
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`

// builds an accounts service on an already created database (migrates both platform and accounts)
export async function startAccounts(
  database: Database,
  options: { clock?: TestClock; rateLimits?: Partial<RateLimits> } = {},
) {
  const logger = createLogger({ level: 'silent' })
  await migratePlatform(database)
  const clock = options.clock ?? createTestClock()
  const pubsub = createPubSub({ logger })
  const service = createAccountsService({
    db: database.forSchema('accounts'),
    events: createEventBus(database, { logger }),
    pubsub,
    logger,
    passwordHashCost: 10,
    now: clock.now,
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
  })
  await migrateSchema(database, 'accounts', service.migrations)
  return { service, pubsub, clock }
}

export async function createAccountsHarness(
  kind: TestDatabaseKind,
  options: { rateLimits?: Partial<RateLimits> } = {},
): Promise<AccountsHarness> {
  const database: TestDatabase = await createTestDatabase(kind)
  const { service, pubsub, clock } = await startAccounts(database, options)

  async function resolveViewer(token: string | null): Promise<Viewer | null> {
    if (!token) return null
    const result = await graphql({
      schema: service.schema,
      source: '{ sessionViewer { userId sessionId persona { type id } roles isPro isTeam points } }',
      contextValue: baseContext(token, null),
    })
    if (result.errors?.length) throw result.errors[0]
    return (result.data?.sessionViewer as Viewer | null) ?? null
  }

  const harness: AccountsHarness = {
    kind,
    database,
    service,
    pubsub,
    clock,
    async contextFor(token, clientIp = null) {
      return { ...baseContext(token, clientIp), viewer: await resolveViewer(token) }
    },
    async call(source, options = {}) {
      const contextValue = await harness.contextFor(options.token ?? null, options.clientIp ?? null)
      const result = await graphql({
        schema: service.schema,
        source,
        contextValue,
        ...(options.variables ? { variableValues: options.variables } : {}),
      })
      // plain objects, as a client receives them over the wire
      return { ...result, data: result.data ? JSON.parse(JSON.stringify(result.data)) : result.data }
    },
    async signup(overrides = {}) {
      const username = overrides.username ?? unique('user_')
      const email = overrides.email ?? `${username}@example.test`
      const result = await harness.call(
        'mutation ($email: String!, $username: String!, $password: String!) { signup(email: $email, username: $username, password: $password) { userId userToken } }',
        { variables: { email, username, password: overrides.password ?? PASSWORD } },
      )
      if (result.errors?.length) throw result.errors[0]
      return { userId: result.data.signup.userId, token: result.data.signup.userToken, email, username }
    },
    async publishedEvents(type) {
      const { rows } = await sql<{ aggregate_id: string; payload: unknown }>`
        select aggregate_id, payload from platform.events where type = ${type} order by occurred_at
      `.execute(database.db)
      return rows.map((row) => ({ aggregateId: row.aggregate_id, payload: row.payload }))
    },
    async close() {
      await service.stop?.()
      await pubsub.close()
      await database.drop()
    },
  }
  return harness
}

function baseContext(token: string | null, clientIp: string | null): RequestContext {
  return { viewer: null, requestId: 'test', authToken: token, locale: 'en', clientIp }
}

// the stable parts of a refusal, as a client sees them
export function refusalOf(result: ExecutionResult): {
  code: unknown
  http: unknown
  field: unknown
  message: string
} {
  const error = result.errors?.[0]
  if (!error) throw new Error(`expected an error, got ${JSON.stringify(result.data)}`)
  return {
    code: error.extensions?.code,
    http: error.extensions?.http,
    field: error.extensions?.field,
    message: error.message,
  }
}
