import { sql } from 'kysely'
import type { PersonaKey } from './chat.rules.ts'
import type { ChatDb } from './chat.tables.ts'

const label = (name: string) => sql.raw(`/* chat.${name} */`)

// blocks between personas and reports for moderators
export function moderationQueries(db: ChatDb) {
  return {
    async blocksBetween(a: PersonaKey, b: PersonaKey) {
      const rows = await db
        .selectFrom('blocks')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([
              eb('blocker_type', '=', a.type),
              eb('blocker_id', '=', a.id),
              eb('blocked_type', '=', b.type),
              eb('blocked_id', '=', b.id),
            ]),
            eb.and([
              eb('blocker_type', '=', b.type),
              eb('blocker_id', '=', b.id),
              eb('blocked_type', '=', a.type),
              eb('blocked_id', '=', a.id),
            ]),
          ]),
        )
        .modifyEnd(label('blocksBetween'))
        .execute()
      return rows.map((row) => ({
        blocker: { type: row.blocker_type, id: row.blocker_id },
        blocked: { type: row.blocked_type, id: row.blocked_id },
      }))
    },
    // true when the block is new
    async block(blocker: PersonaKey, blocked: PersonaKey): Promise<boolean> {
      const row = await db
        .insertInto('blocks')
        .values({
          blocker_type: blocker.type,
          blocker_id: blocker.id,
          blocked_type: blocked.type,
          blocked_id: blocked.id,
        })
        .onConflict((oc) =>
          oc.columns(['blocker_type', 'blocker_id', 'blocked_type', 'blocked_id']).doNothing(),
        )
        .returning('blocked_id')
        .modifyEnd(label('block'))
        .executeTakeFirst()
      return row !== undefined
    },
    // true when there was a block to take back
    async unblock(blocker: PersonaKey, blocked: PersonaKey): Promise<boolean> {
      const rows = await db
        .deleteFrom('blocks')
        .where('blocker_type', '=', blocker.type)
        .where('blocker_id', '=', blocker.id)
        .where('blocked_type', '=', blocked.type)
        .where('blocked_id', '=', blocked.id)
        .returning('blocked_id')
        .modifyEnd(label('unblock'))
        .execute()
      return rows.length > 0
    },

    async insertReport(r: {
      conversationId: number
      reporterUserId: number
      persona: PersonaKey
      reason: string
      atSeq: number
      at: Date
    }) {
      return db
        .insertInto('reports')
        .values({
          conversation_id: r.conversationId,
          reporter_user_id: r.reporterUserId,
          persona_type: r.persona.type,
          persona_id: r.persona.id,
          reason: r.reason,
          at_seq: r.atSeq,
          created_at: r.at,
        })
        .returningAll()
        .modifyEnd(label('insertReport'))
        .executeTakeFirstOrThrow()
    },
    async reports(limit: number) {
      const rows = await db
        .selectFrom('reports')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(limit)
        .modifyEnd(label('reports'))
        .execute()
      return rows.map((row) => ({ ...row, created_at: new Date(row.created_at) }))
    },
  }
}
