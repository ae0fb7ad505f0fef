import { type Selectable, sql } from 'kysely'
import type { PersonaKey } from './chat.rules.ts'
import type { ChatDb, ChatTables } from './chat.tables.ts'

export type MessageRow = Selectable<ChatTables['messages']>

export interface NewMessage {
  conversationId: number
  seq: number
  authorUserId: number
  persona: PersonaKey
  body: string
  photoIds: number[]
  clientMessageId: string | null
  createdAt: Date
}

// positions by seq, or by message id (ids grow with seq inside a conversation: both are taken under
// its row lock); after: the next messages, oldest first; otherwise the latest before, oldest first
export interface MessagePage {
  afterSeq?: number | null
  beforeSeq?: number | null
  afterId?: number | null
  beforeId?: number | null
  limit: number
}

const label = (name: string) => sql.raw(`/* chat.${name} */`)

const parseMessage = (row: MessageRow): MessageRow => ({
  ...row,
  seq: Number(row.seq),
  created_at: new Date(row.created_at),
})

// posting under the conversation's lock, read positions and pages of messages
export function messageQueries(db: ChatDb) {
  return {
    // the row lock every post into this conversation queues behind, so seqs come out gapless
    async lockConversation(id: number): Promise<void> {
      await db
        .selectFrom('conversations')
        .select('id')
        .where('id', '=', id)
        .forUpdate()
        .modifyEnd(label('lockConversation'))
        .execute()
    },
    async messageByClientId(conversationId: number, authorUserId: number, clientId: string) {
      const row = await db
        .selectFrom('messages')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .where('author_user_id', '=', authorUserId)
        .where('client_message_id', '=', clientId)
        .modifyEnd(label('messageByClientId'))
        .executeTakeFirst()
      return row ? parseMessage(row) : null
    },
    async nextSeq(id: number, text: string, at: Date): Promise<number> {
      const row = await db
        .updateTable('conversations')
        .set((eb) => ({ last_seq: eb('last_seq', '+', 1), last_message_at: at, last_message_text: text }))
        .where('id', '=', id)
        .returning('last_seq')
        .modifyEnd(label('nextSeq'))
        .executeTakeFirstOrThrow()
      return Number(row.last_seq)
    },
    async insertMessage(m: NewMessage): Promise<MessageRow> {
      const row = await db
        .insertInto('messages')
        .values({
          conversation_id: m.conversationId,
          seq: m.seq,
          author_user_id: m.authorUserId,
          persona_type: m.persona.type,
          persona_id: m.persona.id,
          body: m.body,
          photo_ids: m.photoIds,
          client_message_id: m.clientMessageId,
          created_at: m.createdAt,
        })
        .returningAll()
        .modifyEnd(label('insertMessage'))
        .executeTakeFirstOrThrow()
      return parseMessage(row)
    },
    // read positions only move forward and never past the last message; `before` is the position the
    // statement found, so a caller can tell whether it moved
    async markRead(
      conversationId: number,
      persona: PersonaKey,
      seq: number,
      at: Date,
    ): Promise<{ readSeq: number; before: number }> {
      const row = await db
        .with('old', (qb) =>
          qb
            .selectFrom('participants')
            .select('read_seq')
            .where('conversation_id', '=', conversationId)
            .where('persona_type', '=', persona.type)
            .where('persona_id', '=', persona.id),
        )
        .updateTable('participants')
        .set((eb) => ({
          read_seq: sql<number>`greatest(${eb.ref('read_seq')}, least(${seq}, (${eb
            .selectFrom('conversations')
            .select('last_seq')
            .where('conversations.id', '=', conversationId)})))`,
          read_at: at,
        }))
        .where('conversation_id', '=', conversationId)
        .where('persona_type', '=', persona.type)
        .where('persona_id', '=', persona.id)
        .returning(['read_seq', sql<number>`(select read_seq from old)`.as('before')])
        .modifyEnd(label('markRead'))
        .executeTakeFirst()
      return { readSeq: Number(row?.read_seq ?? 0), before: Number(row?.before ?? 0) }
    },
    async messages(
      conversationId: number,
      page: MessagePage,
    ): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
      let query = db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId)
      const forward = page.afterSeq != null || page.afterId != null
      if (page.afterSeq != null) query = query.where('seq', '>', page.afterSeq)
      if (page.afterId != null) query = query.where('id', '>', page.afterId)
      if (page.beforeSeq != null) query = query.where('seq', '<', page.beforeSeq)
      if (page.beforeId != null) query = query.where('id', '<', page.beforeId)
      const rows = await query
        .orderBy('seq', forward ? 'asc' : 'desc')
        .limit(page.limit + 1)
        .modifyEnd(label('messages'))
        .execute()
      const hasMore = rows.length > page.limit
      const kept = rows.slice(0, page.limit).map(parseMessage)
      return { rows: forward ? kept : kept.reverse(), hasMore }
    },
  }
}
