import { readFileSync } from 'node:fs'
import { buildSubgraphSchema } from '@apollo/subgraph'
import type { EventBus, Logger, Persona, ServiceModule, Viewer } from '@showroom/platform'
import { parse } from 'graphql'
import type { Kysely } from 'kysely'
import * as initial from '../migrations/0001_accounts.ts'
import { clampLookupLimit, parseLookupPrefix } from './accounts.rules.ts'
import {
  type AccountsEventPublisher,
  type AccountsPubSub,
  accountsEvents,
  type SessionChange,
  sessionTopic,
  type ViewerChange,
  viewerChangedTopic,
} from './accounts.deps.ts'
import { createAccountsCore } from './accounts.service.ts'
import { createAccountsStore, type UserPatch } from './accounts.store.ts'
import type { AccountsTables } from './accounts.tables.ts'
import type { PersonaGrant, UserRecord } from './accounts.types.ts'
import type { AuthResult, NewUserInput } from './auth.service.ts'
import {
  createHashingQueue,
  defaultHashingLimits,
  type HashingLimits,
  type HashingQueue,
  queuedHasher,
} from './hashing-queue.ts'
import { createPasswordHasher, type PasswordScheme } from './passwords.ts'
import { followProPurchases } from './pro-purchases.ts'
import { type RateLimits, rateLimits } from './rate-limits.ts'
import { createResolvers } from './resolvers.ts'

export { AccountsErrorCode, INVALID_CREDENTIALS_MESSAGE } from './accounts.errors.ts'
export { accountsEvents, sessionTopic, viewerChangedTopic }
export type { ViewerChange }
export type {
  AccountsEventPublisher,
  AccountsPubSub,
  AuthResult,
  HashingLimits,
  HashingQueue,
  NewUserInput,
  PasswordScheme,
  PersonaGrant,
  RateLimits,
  SessionChange,
  UserPatch,
  UserRecord,
}

export interface AccountsDeps {
  // already scoped to the accounts schema
  db: Kysely<AccountsTables>
  // with subscribe, accounts follows pro purchases (commerce.pro.purchased sets is_pro)
  events: AccountsEventPublisher & Partial<Pick<EventBus, 'subscribe'>>
  pubsub: AccountsPubSub
  logger: Logger
  // log2 work factor: 17 in production (argon2id, 19 MiB), 10 in tests
  passwordHashCost: number
  // argon2id; scrypt is the former scheme, kept for comparison (ADR 0012)
  passwordHashScheme?: PasswordScheme
  // hashes at once and attempts waiting; defaults to the cores and eight per core
  hashing?: Partial<HashingLimits>
  now?: () => Date
  rateLimits?: Partial<RateLimits>
}

// the typed in-process surface for the demo-data generator and tests; no rate limits apply
export interface AccountsApi {
  createUser(input: NewUserInput): Promise<UserRecord>
  updateUser(userId: number, patch: UserPatch): Promise<UserRecord | null>
  // soft delete: the account shows as Anonymous and its sessions end
  deleteUser(userId: number): Promise<boolean>
  findUserById(userId: number): Promise<UserRecord | null>
  findUserByUsername(username: string): Promise<UserRecord | null>
  lookupUsers(prefix: string, limit?: number): Promise<UserRecord[]>
  grantPersona(
    userId: number,
    grant: { type: 'designer' | 'venue'; id: number; name: string; iconUrl?: string | null },
  ): Promise<PersonaGrant>
  revokePersona(userId: number, persona: Persona): Promise<boolean>
  // a session without a password (demo data, tests): returns the token a browser would hold
  signIn(userId: number): Promise<AuthResult>
  resolveSession(token: string): Promise<Viewer | null>
  revokeAllSessions(userId: number): Promise<number>
  signupActions(userId: number): Promise<{ actionType: string; actionValue: string }[]>
  // drops ended rate-limit windows and long-dead sessions (also runs hourly after start())
  prune(): Promise<void>
}

export interface AccountsService extends ServiceModule {
  name: 'accounts'
  api: AccountsApi
  // every password hash and check waits its turn here (ADR 0012); its stats show the load
  hashing: HashingQueue
}

const PRUNE_EVERY_MS = 60 * 60 * 1000
const typeDefs = parse(readFileSync(new URL('./schema.graphql', import.meta.url), 'utf8'))

const accountsMigrations = { '0001_accounts': initial }

export function createAccountsService(deps: AccountsDeps): AccountsService {
  const store = createAccountsStore(deps.db)
  const hashing = createHashingQueue({ ...defaultHashingLimits(), ...deps.hashing })
  const core = createAccountsCore({
    store,
    hasher: queuedHasher(createPasswordHasher(deps.passwordHashCost, deps.passwordHashScheme), hashing),
    events: deps.events,
    pubsub: deps.pubsub,
    logger: deps.logger,
    limits: { ...rateLimits, ...deps.rateLimits },
    now: deps.now ?? (() => new Date()),
  })
  const schema = buildSubgraphSchema([{ typeDefs, resolvers: createResolvers(core, deps.pubsub) }])
  let pruning: NodeJS.Timeout | undefined

  const api: AccountsApi = {
    createUser: (input) => core.createUser(input),
    updateUser: (userId, patch) => core.updateUser(userId, patch),
    deleteUser: (userId) => core.deleteUser(userId),
    findUserById: async (userId) => (await core.usersByIds([userId]))[0] ?? null,
    findUserByUsername: (username) => store.findUserByUsername(username),
    lookupUsers: (prefix, limit) => core.lookupUsers(parseLookupPrefix(prefix), clampLookupLimit(limit)),
    grantPersona: (userId, grant) =>
      core.grantPersona(userId, {
        type: grant.type,
        id: grant.id,
        name: grant.name,
        iconUrl: grant.iconUrl ?? null,
      }),
    revokePersona: (userId, persona) => core.revokePersona(userId, persona),
    signIn: (userId) => core.openSessionFor(userId),
    resolveSession: (token) => core.resolveSession(token),
    revokeAllSessions: (userId) => core.revokeAllSessions(userId),
    signupActions: (userId) => core.listSignupActions(userId),
    prune: () => core.prune(),
  }

  return {
    name: 'accounts',
    schema,
    migrations: accountsMigrations,
    api,
    hashing,
    async start() {
      if (pruning) return
      if (deps.events.subscribe)
        await followProPurchases(deps.events as Pick<EventBus, 'subscribe'>, core.updateUser)
      pruning = setInterval(() => {
        core
          .prune()
          .catch((error: unknown) => deps.logger.warn({ err: error }, 'accounts housekeeping failed'))
      }, PRUNE_EVERY_MS)
      pruning.unref()
    },
    async stop() {
      clearInterval(pruning)
      pruning = undefined
    },
  }
}
