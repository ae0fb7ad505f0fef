import type { RequestContext, Viewer } from '@showroom/platform'
import {
  accountsEvents,
  createAnnouncer,
  createViewerAnnouncer,
  rateLimitedUntil,
  requireViewer,
  type ServiceDeps,
} from './accounts.deps.ts'
import {
  parseAdminLog,
  parseProfilePrompt,
  parseSignupAction,
  type SignupActionValue,
} from './accounts.rules.ts'
import type { UserPatch } from './accounts.store.ts'
import type { PromptFlag, UserPrompts, UserRecord } from './accounts.types.ts'
import { createAuthService } from './auth.service.ts'
import { createPersonasService } from './personas.service.ts'
import { rateLimitKey } from './rate-limits.ts'
import { SESSION_TTL_MS } from './sessions.ts'

export type AccountsCore = ReturnType<typeof createAccountsCore>

// the rules: who may do what, and what happens when they do
export function createAccountsCore(deps: ServiceDeps) {
  const { store, events, logger, limits, now } = deps
  const announce = createAnnouncer(deps)
  const announceViewer = createViewerAnnouncer(deps)

  return {
    ...createAuthService(deps),
    ...createPersonasService(deps),
    requireViewer,

    usersByIds(ids: readonly number[]): Promise<UserRecord[]> {
      return store.findUsersByIds(ids)
    },

    async userByUsername(username: string): Promise<UserRecord | null> {
      const user = await store.findUserByUsername(username.trim().replace(/^@/, ''))
      // a deleted account's name is not looked up: its content stays, shown as Anonymous
      return user && !user.isDeleted ? user : null
    },

    lookupUsers(prefix: string | null, limit: number): Promise<UserRecord[]> {
      if (prefix === null) return Promise.resolve([])
      return store.findUsersByUsernamePrefix(prefix, limit)
    },

    // roles, pro, team and points are part of the member's viewer: announced in the same
    // transaction, and to the gateways keeping viewers once it is done
    async updateUser(userId: number, patch: UserPatch): Promise<UserRecord | null> {
      const changed = Object.keys(patch).filter((key) => patch[key as keyof UserPatch] !== undefined)
      const user = await store.transaction(async (tx, trx) => {
        const updated = await tx.updateUser(userId, patch, now())
        if (updated && changed.length > 0)
          await events.publish(trx, {
            type: accountsEvents.userUpdated,
            aggregateType: 'user',
            aggregateId: userId,
            payload: { userId, changed },
          })
        return updated
      })
      if (user) await announceViewer(userId)
      return user
    },

    // a soft delete: content stays, shown as Anonymous; the account can no longer sign in
    async deleteUser(userId: number): Promise<boolean> {
      const deleted = await store.transaction(async (tx, trx) => {
        if (!(await tx.markUserDeleted(userId, now()))) return false
        await tx.revokeSessionsOfUser(userId, now())
        await events.publish(trx, {
          type: accountsEvents.userDeleted,
          aggregateType: 'user',
          aggregateId: userId,
          payload: { userId },
        })
        return true
      })
      if (deleted) await announce({ userId, persona: null, signedIn: false })
      return deleted
    },

    promptsOf(viewer: Viewer): Promise<UserPrompts> {
      return store.findPrompts(viewer.userId)
    },

    // visitors keep these flags in cookies; there is nothing to store for them
    async markPrompt(ctx: RequestContext, flag: PromptFlag): Promise<boolean> {
      if (ctx.viewer) await store.markPrompt(ctx.viewer.userId, flag, now())
      return true
    },

    async markProfilePromptSeen(ctx: RequestContext): Promise<boolean> {
      const viewer = requireViewer(ctx)
      await store.markPrompt(viewer.userId, 'profilePromptSeen', now())
      return true
    },

    async saveProfilePrompt(
      ctx: RequestContext,
      input: { age?: number | null; gender?: string | null; icons?: string | null },
    ): Promise<boolean> {
      const viewer = requireViewer(ctx)
      await store.saveProfilePrompt(viewer.userId, parseProfilePrompt(input), now())
      return true
    },

    async setCookieOptIn(ctx: RequestContext, optIn: boolean): Promise<boolean> {
      if (ctx.viewer) await store.setCookieOptIn(ctx.viewer.userId, optIn, now())
      return true
    },

    // a visitor's action is only checked: the gateway keeps it in a cookie and hands it to signup
    async setSignupAction(ctx: RequestContext, input: SignupActionValue): Promise<SignupActionValue> {
      const action = parseSignupAction(input)
      if (ctx.viewer) await store.insertSignupAction(ctx.viewer.userId, action, now())
      return action
    },

    listSignupActions(userId: number): Promise<SignupActionValue[]> {
      return store.listSignupActions(userId)
    },

    async createAdminLog(
      ctx: RequestContext,
      input: { title: string; message: string; highPriority: boolean },
    ): Promise<boolean> {
      const { title, message } = parseAdminLog(input)
      // anyone may write here, so an anonymous flood is capped per client
      if (!ctx.viewer && ctx.clientIp !== null) {
        const rule = limits.adminLogPerIp
        const hit = await store.hitRateLimit(rateLimitKey(rule, ctx.clientIp), rule.windowMs, now())
        if (hit.hits > rule.max) throw rateLimitedUntil(hit.windowEndsAt, now())
      }
      const userId = ctx.viewer?.userId ?? null
      await store.insertAdminLog({
        userId,
        title,
        message,
        highPriority: input.highPriority,
        clientIp: ctx.clientIp,
        createdAt: now(),
      })
      if (input.highPriority) logger.warn({ title, userId }, 'high-priority admin log')
      return true
    },

    // housekeeping: ended rate-limit windows, and sessions a while after they ended
    async prune(): Promise<void> {
      const at = now()
      await store.pruneRateLimits(at)
      await store.pruneSessions(new Date(at.getTime() - SESSION_TTL_MS))
    },
  }
}
