import { randomUUID } from 'node:crypto'
import type { RequestContext, Role, Viewer } from '@showroom/platform'
import {
  type AccountsEventPublisher,
  accountsEvents,
  createAnnouncer,
  rateLimitedUntil,
  type ServiceDeps,
} from './accounts.deps.ts'
import { AccountsErrorCode, accountsErrors } from './accounts.errors.ts'
import {
  parseEmail,
  parsePassword,
  parseSignupAction,
  parseUsername,
  type SignupActionValue,
  userUrlFor,
} from './accounts.rules.ts'
import type { AccountsQueries } from './accounts.store.ts'
import type { AccountsTables } from './accounts.tables.ts'
import type { UserRecord } from './accounts.types.ts'
import { type RateLimitRule, rateLimitKey } from './rate-limits.ts'
import {
  LAST_SEEN_RESOLUTION_MS,
  looksLikeSessionToken,
  newSessionToken,
  SESSION_TTL_MS,
  sessionTokenDigest,
} from './sessions.ts'
import { GraphQLError } from 'graphql'
import type { Transaction } from 'kysely'

export interface AuthResult {
  userId: number
  token: string
  viewer: Viewer
}

export interface NewUserInput {
  email: string
  username: string
  password: string
  fullName?: string
  roles?: Role[]
  isPro?: boolean
  isTeam?: boolean
  vipLevel?: number
  isVerified?: number
  points?: number
  profileIconUrl?: string | null
}

// signing up, logging in and out, and turning a session token into a viewer
export function createAuthService(deps: ServiceDeps) {
  const { store, hasher, events, logger, limits, now } = deps
  const announce = createAnnouncer(deps)

  async function refuseWhenOverLimit(rule: RateLimitRule, subject: string | null): Promise<void> {
    if (subject === null) return
    const current = await store.peekRateLimit(rateLimitKey(rule, subject), now())
    if (current && current.hits >= rule.max) throw rateLimitedUntil(current.windowEndsAt, now())
  }

  async function assertIdentitiesFree(email: string, username: string): Promise<void> {
    const taken = await store.findTakenIdentities(email, username)
    if (taken.email) throw accountsErrors.emailTaken()
    if (taken.username) throw accountsErrors.usernameTaken()
  }

  async function insertUser(
    tx: AccountsQueries,
    input: NewUserInput,
    passwordHash: string,
  ): Promise<UserRecord> {
    try {
      return await tx.insertUser({
        email: input.email,
        username: input.username,
        userUrl: userUrlFor(input.username),
        fullName: input.fullName?.trim() || input.username,
        passwordHash,
        roles: input.roles ?? ['member'],
        isPro: input.isPro ?? false,
        isTeam: input.isTeam ?? false,
        vipLevel: input.vipLevel ?? 0,
        isVerified: input.isVerified ?? 0,
        points: input.points ?? 0,
        profileIconUrl: input.profileIconUrl ?? null,
        createdAt: now(),
      })
    } catch (error) {
      // two signups racing past the pre-check meet the unique indexes here
      const constraint = uniqueViolation(error)
      if (constraint === 'users_email_lower_key') throw accountsErrors.emailTaken()
      if (constraint === 'users_username_lower_key' || constraint === 'users_user_url_key') {
        throw accountsErrors.usernameTaken()
      }
      throw error
    }
  }

  // an older scheme or cost is replaced once the password is known to be right; a busy hashing
  // queue or a failed write only postpones it to the next login
  async function upgradeHash(credentials: { userId: number; passwordHash: string }, password: string) {
    try {
      const replacement = await hasher.hash(password)
      await store.replacePasswordHash(credentials.userId, credentials.passwordHash, replacement)
    } catch (error) {
      logger.warn({ err: error, userId: credentials.userId }, 'could not upgrade a password hash')
    }
  }

  async function openSession(
    tx: AccountsQueries,
    user: UserRecord,
    clientIp: string | null,
  ): Promise<AuthResult> {
    const token = newSessionToken()
    const sessionId = randomUUID()
    const createdAt = now()
    await tx.insertSession({
      sessionId,
      userId: user.id,
      tokenDigest: sessionTokenDigest(token),
      clientIp,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + SESSION_TTL_MS),
    })
    const viewer: Viewer = {
      userId: user.id,
      sessionId,
      persona: { type: 'user', id: user.id },
      roles: user.roles,
      isPro: user.isPro,
      isTeam: user.isTeam,
      points: user.points,
    }
    return { userId: user.id, token, viewer }
  }

  return {
    async signup(
      input: { email: string; username: string; password: string; signupAction?: SignupActionValue | null },
      ctx: RequestContext,
    ): Promise<AuthResult> {
      const email = parseEmail(input.email)
      const username = parseUsername(input.username)
      const password = parsePassword(input.password)
      const action = input.signupAction ? parseSignupAction(input.signupAction) : null
      const ip = ctx.clientIp
      // cheap refusals first, before the deliberately slow hashing
      hasher.admit()
      await refuseWhenOverLimit(limits.signupPerIp, ip)
      await assertIdentitiesFree(email, username)
      const passwordHash = await hasher.hash(password)

      const result = await store.transaction(async (tx, trx) => {
        const user = await insertUser(tx, { email, username, password }, passwordHash)
        if (action) await tx.insertSignupAction(user.id, action, now())
        if (ip !== null) {
          // counted in the transaction: only signups that happen use up the allowance
          const rule = limits.signupPerIp
          const hit = await tx.hitRateLimit(rateLimitKey(rule, ip), rule.windowMs, now())
          if (hit.hits > rule.max) throw rateLimitedUntil(hit.windowEndsAt, now())
        }
        await publishSignedUp(events, trx, user, action)
        return openSession(tx, user, ip)
      })
      logger.info({ userId: result.userId }, 'user signed up')
      await announce({ userId: result.userId, persona: result.viewer.persona, signedIn: true })
      return result
    },

    async login(input: { email: string; password: string }, ctx: RequestContext): Promise<AuthResult> {
      const email = input.email.trim()
      if (email.length === 0) throw accountsErrors.invalidEmail()
      if (input.password.length === 0) throw accountsErrors.invalidPassword('Please enter your password.')
      const ip = ctx.clientIp
      // a full hashing queue refuses before any database work, so a flood stays cheap
      hasher.admit()
      const emailKey = rateLimitKey(limits.loginPerEmail, email)
      const ipKey = ip === null ? null : rateLimitKey(limits.loginPerIp, ip)

      // the attempt is counted before checking, so parallel guesses cannot slip past the limit
      // together; a successful login hands the count back
      const emailHit = await store.hitRateLimit(emailKey, limits.loginPerEmail.windowMs, now())
      const ipHit = ipKey === null ? null : await store.hitRateLimit(ipKey, limits.loginPerIp.windowMs, now())
      if (emailHit.hits > limits.loginPerEmail.max) throw rateLimitedUntil(emailHit.windowEndsAt, now())
      if (ipHit && ipHit.hits > limits.loginPerIp.max) throw rateLimitedUntil(ipHit.windowEndsAt, now())

      const credentials = await store.findCredentialsByEmail(email)
      let valid = false
      try {
        if (credentials) {
          valid = await hasher.verify(input.password, credentials.passwordHash)
        } else {
          // the same work for an unknown email, so timing does not reveal who has an account
          await hasher.burn(input.password)
        }
      } catch (error) {
        // refused before any checking: not a guess, so it does not use up the allowance
        if (isBusy(error)) {
          await store.giveBackRateLimitHit(emailKey)
          if (ipKey !== null) await store.giveBackRateLimitHit(ipKey)
        }
        throw error
      }
      if (!credentials || !valid) {
        logger.info({ ip }, 'login refused')
        throw accountsErrors.invalidCredentials()
      }

      await store.forgetRateLimit(emailKey)
      if (ipKey !== null) await store.giveBackRateLimitHit(ipKey)
      if (hasher.needsRehash(credentials.passwordHash)) await upgradeHash(credentials, input.password)
      const [user] = await store.findUsersByIds([credentials.userId])
      if (!user) throw accountsErrors.invalidCredentials()
      const result = await openSession(store, user, ip)
      await announce({ userId: user.id, persona: result.viewer.persona, signedIn: true })
      return result
    },

    // logging out without a session is already done
    async logout(ctx: RequestContext): Promise<boolean> {
      if (!ctx.authToken) return true
      const revoked = await store.revokeSessionByDigest(sessionTokenDigest(ctx.authToken), now())
      if (revoked) await announce({ userId: revoked.userId, persona: null, signedIn: false })
      return true
    },

    // called by the gateway on every request: one indexed lookup, and a write at most once a minute
    async resolveSession(token: string | null): Promise<Viewer | null> {
      if (!token || !looksLikeSessionToken(token)) return null
      const at = now()
      const found = await store.findSessionViewer(sessionTokenDigest(token), at)
      if (!found) return null
      const staleBefore = new Date(at.getTime() - LAST_SEEN_RESOLUTION_MS)
      if (found.lastSeenAt < staleBefore) {
        await store.touchSession(found.viewer.sessionId, at, staleBefore).catch((error: unknown) => {
          logger.warn({ err: error }, 'could not record session activity')
        })
      }
      return found.viewer
    },

    async revokeAllSessions(userId: number): Promise<number> {
      const revoked = await store.revokeSessionsOfUser(userId, now())
      if (revoked > 0) await announce({ userId, persona: null, signedIn: false })
      return revoked
    },

    // for the in-process api (demo data, tests): no rate limits and no session
    async createUser(input: NewUserInput): Promise<UserRecord> {
      const email = parseEmail(input.email)
      const username = parseUsername(input.username)
      const password = parsePassword(input.password)
      await assertIdentitiesFree(email, username)
      const passwordHash = await hasher.hash(password)
      return store.transaction(async (tx, trx) => {
        const user = await insertUser(tx, { ...input, email, username }, passwordHash)
        await publishSignedUp(events, trx, user, null)
        return user
      })
    },

    // a sign-in without a password, for demo data and tests
    async openSessionFor(userId: number): Promise<AuthResult> {
      const [user] = await store.findUsersByIds([userId])
      if (!user || user.isDeleted) throw accountsErrors.userNotFound()
      return openSession(store, user, null)
    },
  }
}

function publishSignedUp(
  events: AccountsEventPublisher,
  trx: Transaction<AccountsTables>,
  user: UserRecord,
  signupAction: SignupActionValue | null,
) {
  return events.publish(trx, {
    type: accountsEvents.userSignedUp,
    aggregateType: 'user',
    aggregateId: user.id,
    payload: {
      userId: user.id,
      email: user.email,
      username: user.username,
      userUrl: user.userUrl,
      signupAction,
    },
  })
}

function isBusy(error: unknown): boolean {
  return error instanceof GraphQLError && error.extensions.code === AccountsErrorCode.busy
}

function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown }
  if (code !== '23505') return null
  if (typeof constraint === 'string') return constraint
  const named = typeof message === 'string' ? /"([^"]+)"/.exec(message) : null
  return named?.[1] ?? 'unknown'
}
