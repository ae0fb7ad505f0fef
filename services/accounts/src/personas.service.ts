import type { Persona, RequestContext, Viewer } from '@showroom/platform'
import {
  accountsEvents,
  createAnnouncer,
  createViewerAnnouncer,
  requireViewer,
  type ServiceDeps,
} from './accounts.deps.ts'
import { accountsErrors } from './accounts.errors.ts'
import type { PersonaGrant, PersonaOption, UserRecord } from './accounts.types.ts'

// acting as a designer or venue the member manages
export function createPersonasService(deps: ServiceDeps) {
  const { store, events } = deps
  const announce = createAnnouncer(deps)
  const announceViewer = createViewerAnnouncer(deps)

  return {
    async switchPersona(ctx: RequestContext, target: Persona): Promise<Viewer> {
      const viewer = requireViewer(ctx)
      const allowed =
        target.type === 'user'
          ? target.id === viewer.userId
          : await store.hasPersonaGrant(viewer.userId, { type: target.type, id: target.id })
      if (!allowed) throw accountsErrors.personaNotAllowed()
      const persona: Persona = { type: target.type, id: target.id }
      await store.transaction(async (tx, trx) => {
        await tx.setSessionPersona(viewer.sessionId, persona)
        await events.publish(trx, {
          type: accountsEvents.personaSwitched,
          aggregateType: 'user',
          aggregateId: viewer.userId,
          payload: { userId: viewer.userId, sessionId: viewer.sessionId, from: viewer.persona, to: persona },
        })
      })
      await announce({ userId: viewer.userId, persona, signedIn: true })
      return { ...viewer, persona }
    },

    // the member's own persona first, then every designer and venue they manage
    async personasOf(viewer: Viewer, user: UserRecord | null): Promise<PersonaOption[]> {
      const grants = await store.listPersonaGrants(viewer.userId)
      const own: PersonaOption = {
        type: 'user',
        id: viewer.userId,
        name: user?.fullName ?? 'Anonymous',
        iconUrl: user?.profileIconUrl ?? null,
      }
      return [own, ...grants.map(({ type, id, name, iconUrl }) => ({ type, id, name, iconUrl }))]
    },

    // announced in the same transaction: who manages a persona is accounts' to say
    grantPersona(userId: number, grant: Omit<PersonaGrant, 'userId'>): Promise<PersonaGrant> {
      return store.transaction(async (tx, trx) => {
        const granted = await tx.upsertPersonaGrant({ ...grant, userId })
        await events.publish(trx, {
          type: accountsEvents.personaGranted,
          aggregateType: 'persona-grant',
          aggregateId: `${userId}:${grant.type}:${grant.id}`,
          payload: { userId, type: grant.type, id: grant.id },
        })
        return granted
      })
    },

    // a session acting for the revoked persona falls back to the member's own: its viewer changed
    async revokePersona(userId: number, persona: Persona): Promise<boolean> {
      const ended = await store.transaction(async (tx, trx) => {
        const revoked = await tx.deletePersonaGrant(userId, persona)
        if (revoked)
          await events.publish(trx, {
            type: accountsEvents.personaRevoked,
            aggregateType: 'persona-grant',
            aggregateId: `${userId}:${persona.type}:${persona.id}`,
            payload: { userId, type: persona.type, id: persona.id },
          })
        return revoked
      })
      if (ended) await announceViewer(userId)
      return ended
    },
  }
}
