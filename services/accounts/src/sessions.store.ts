import { type Persona, prepared, type Viewer } from '@showroom/platform'
import { z } from 'zod'
import type { AccountsDb, AccountsTables } from './accounts.tables.ts'
import { label, timestamp } from './sql.ts'
import { parseRoles } from './users.store.ts'

const personaRow = z.object({
  persona_type: z.enum(['user', 'designer', 'venue']),
  persona_id: z.number().int(),
})

const sessionViewerRow = personaRow.extend({
  session_id: z.string(),
  user_id: z.number().int(),
  roles: z.array(z.string()),
  is_pro: z.boolean(),
  is_team: z.boolean(),
  points: z.number().int(),
  last_seen_at: timestamp,
  grant_id: z.number().int().nullable(),
})

// the per-request viewer lookup: one indexed probe on token_digest; a persona whose grant was
// withdrawn falls back to the user's own persona (built once: every signed-in request runs it)
const viewerByDigest = prepared<{ tokenDigest: string; now: Date }, unknown, AccountsTables>((db, slot) =>
  db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('persona_grants as g', (join) =>
      join
        .onRef('g.user_id', '=', 's.user_id')
        .onRef('g.persona_type', '=', 's.persona_type')
        .onRef('g.persona_id', '=', 's.persona_id'),
    )
    .select([
      's.id as session_id',
      's.user_id',
      's.persona_type',
      's.persona_id',
      's.last_seen_at',
      'u.roles',
      'u.is_pro',
      'u.is_team',
      'u.points',
      'g.persona_id as grant_id',
    ])
    .where('s.token_digest', '=', slot('tokenDigest'))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', slot('now'))
    .where('u.is_deleted', '=', false)
    .modifyEnd(label('sessions.viewerByDigest')),
)

export interface NewSession {
  sessionId: string
  userId: number
  tokenDigest: string
  clientIp: string | null
  createdAt: Date
  expiresAt: Date
}

export interface SessionViewerLookup {
  viewer: Viewer
  lastSeenAt: Date
}

export function sessionQueries(db: AccountsDb) {
  return {
    async insertSession(session: NewSession): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          id: session.sessionId,
          user_id: session.userId,
          token_digest: session.tokenDigest,
          persona_type: 'user',
          persona_id: session.userId,
          client_ip: session.clientIp,
          created_at: session.createdAt,
          expires_at: session.expiresAt,
          last_seen_at: session.createdAt,
        })
        .modifyEnd(label('sessions.insert'))
        .execute()
    },

    async findSessionViewer(tokenDigest: string, now: Date): Promise<SessionViewerLookup | null> {
      const [row] = await viewerByDigest(db, { tokenDigest, now })
      if (!row) return null
      const r = sessionViewerRow.parse(row)
      const persona: Persona =
        r.persona_type === 'user' || r.grant_id === null
          ? { type: 'user', id: r.user_id }
          : { type: r.persona_type, id: r.persona_id }
      return {
        lastSeenAt: r.last_seen_at,
        viewer: {
          userId: r.user_id,
          sessionId: r.session_id,
          persona,
          roles: parseRoles(r.roles),
          isPro: r.is_pro,
          isTeam: r.is_team,
          points: r.points,
        },
      }
    },

    async touchSession(sessionId: string, now: Date, olderThan: Date): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: now })
        .where('id', '=', sessionId)
        .where('last_seen_at', '<', olderThan)
        .modifyEnd(label('sessions.touch'))
        .execute()
    },

    async setSessionPersona(sessionId: string, persona: Persona): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ persona_type: persona.type, persona_id: persona.id })
        .where('id', '=', sessionId)
        .modifyEnd(label('sessions.setPersona'))
        .execute()
    },

    async revokeSessionByDigest(tokenDigest: string, now: Date): Promise<{ userId: number } | null> {
      const row = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('token_digest', '=', tokenDigest)
        .where('revoked_at', 'is', null)
        .returning(['user_id'])
        .modifyEnd(label('sessions.revokeByDigest'))
        .executeTakeFirst()
      return row ? { userId: z.number().int().parse(row.user_id) } : null
    },

    async revokeSessionsOfUser(userId: number, now: Date): Promise<number> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .modifyEnd(label('sessions.revokeAllOfUser'))
        .executeTakeFirst()
      return Number(result.numUpdatedRows)
    },

    // ended sessions are kept a while after they end, then dropped
    async pruneSessions(endedBefore: Date): Promise<void> {
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<', endedBefore), eb('revoked_at', '<', endedBefore)]))
        .modifyEnd(label('sessions.prune'))
        .execute()
    },
  }
}
