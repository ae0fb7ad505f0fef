import { type Kysely, type Selectable, sql } from 'kysely'
import type { PersonaKey } from './chat.rules.ts'
import type { ChatDb, ChatTables } from './chat.tables.ts'
import { knownQueries } from './known.store.ts'
import { moderationQueries } from './moderation.store.ts'

export type ConversationRow = Selectable<ChatTables['conversations']>
export type MessageRow = Selectable<ChatTables['messages']>
export type ParticipantRow = Selectable<ChatTables['participants']>

export interface Participant extends PersonaKey {
  readSeq: number
  readAt: Date | null
}

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

export interface ChatListRow {
  id: number
  other: PersonaKey
  lastSeq: number
  readSeq: number
  lastMessageAt: Date | null
  lastMessageText: string | null
}

export type MessagePage = { afterSeq?: number | null; beforeSeq?: number | null; limit: number }

const label = (name: string) => sql.raw(`/* chat.${name} */`)

// rows parsed at the boundary: timestamps as Dates, counters as numbers whatever the driver hands back
const toDate = (value: Date | string | null) => (value === null ? null : new Date(value))
const parseParticipant = (row: ParticipantRow): Participant => ({
  type: row.persona_type,
  id: row.persona_id,
  readSeq: Number(row.read_seq),
  readAt: toDate(row.read_at),
})
const parseMessage = (row: MessageRow): MessageRow => ({
  ...row,
  seq: Number(row.seq),
  created_at: new Date(row.created_at),
})
const parseConversation = (row: ConversationRow): ConversationRow => ({
  ...row,
  last_seq: Number(row.last_seq),
  last_message_at: toDate(row.last_message_at),
})

function chatQueries(db: ChatDb) {
  return {
    ...knownQueries(db),
    ...moderationQueries(db),
    async conversationByPair(key: string): Promise<ConversationRow | null> {
      const row = await db
        .selectFrom('conversations')
        .selectAll()
        .where('pair_key', '=', key)
        .modifyEnd(label('conversationByPair'))
        .executeTakeFirst()
      return row ? parseConversation(row) : null
    },
    async conversation(id: number): Promise<ConversationRow | null> {
      const row = await db
        .selectFrom('conversations')
        .selectAll()
        .where('id', '=', id)
        .modifyEnd(label('conversation'))
        .executeTakeFirst()
      return row ? parseConversation(row) : null
    },
    // the same pair started twice at once makes one conversation: the loser reads the winner's
    async createConversation(
      key: string,
      personas: readonly PersonaKey[],
      shopperEventId: number | null,
    ): Promise<{ row: ConversationRow; created: boolean }> {
      const inserted = await db
        .insertInto('conversations')
        .values({
          pair_key: key,
          shopper_event_id: shopperEventId,
          last_message_at: null,
          last_message_text: null,
        })
        .onConflict((oc) => oc.column('pair_key').doNothing())
        .returningAll()
        .modifyEnd(label('createConversation'))
        .executeTakeFirst()
      if (!inserted) {
        const existing = await chatQueries(db).conversationByPair(key)
        if (!existing) throw new Error(`conversation ${key} vanished while being created`)
        return { row: existing, created: false }
      }
      await db
        .insertInto('participants')
        .values(
          personas.map((p) => ({
            conversation_id: inserted.id,
            persona_type: p.type,
            persona_id: p.id,
            read_at: null,
          })),
        )
        .modifyEnd(label('addParticipants'))
        .execute()
      return { row: parseConversation(inserted), created: true }
    },
    async participants(conversationId: number): Promise<Participant[]> {
      const rows = await db
        .selectFrom('participants')
        .selectAll()
        .where('conversation_id', '=', conversationId)
        .orderBy('persona_type')
        .orderBy('persona_id')
        .modifyEnd(label('participants'))
        .execute()
      return rows.map(parseParticipant)
    },
    // true when the member is new to the conversation
    async addMember(conversationId: number, userId: number): Promise<boolean> {
      const row = await db
        .insertInto('members')
        .values({ conversation_id: conversationId, user_id: userId })
        .onConflict((oc) => oc.columns(['conversation_id', 'user_id']).doNothing())
        .returning('user_id')
        .modifyEnd(label('addMember'))
        .executeTakeFirst()
      return row !== undefined
    },

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
    // read positions only move forward and never past the last message
    async markRead(conversationId: number, persona: PersonaKey, seq: number, at: Date): Promise<number> {
      const row = await db
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
        .returning('read_seq')
        .modifyEnd(label('markRead'))
        .executeTakeFirst()
      return Number(row?.read_seq ?? 0)
    },
    async messages(
      conversationId: number,
      page: MessagePage,
    ): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
      let query = db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId)
      const forward = page.afterSeq != null
      if (forward) query = query.where('seq', '>', page.afterSeq as number)
      if (page.beforeSeq != null) query = query.where('seq', '<', page.beforeSeq)
      const rows = await query
        .orderBy('seq', forward ? 'asc' : 'desc')
        .limit(page.limit + 1)
        .modifyEnd(label('messages'))
        .execute()
      const hasMore = rows.length > page.limit
      const kept = rows.slice(0, page.limit).map(parseMessage)
      return { rows: forward ? kept : kept.reverse(), hasMore }
    },
    async chatList(persona: PersonaKey): Promise<ChatListRow[]> {
      const rows = await db
        .selectFrom('participants as me')
        .innerJoin('conversations as c', 'c.id', 'me.conversation_id')
        .innerJoin('participants as other', (join) =>
          join
            .onRef('other.conversation_id', '=', 'me.conversation_id')
            .on((eb) =>
              eb.or([
                eb('other.persona_type', '!=', eb.ref('me.persona_type')),
                eb('other.persona_id', '!=', eb.ref('me.persona_id')),
              ]),
            ),
        )
        .select([
          'c.id',
          'c.last_seq',
          'c.last_message_at',
          'c.last_message_text',
          'me.read_seq',
          'other.persona_type',
          'other.persona_id',
        ])
        .where('me.persona_type', '=', persona.type)
        .where('me.persona_id', '=', persona.id)
        .orderBy(sql`coalesce(c.last_message_at, c.created_at)`, 'desc')
        .orderBy('c.id', 'desc')
        .modifyEnd(label('chatList'))
        .execute()
      return rows.map((row) => ({
        id: row.id,
        other: { type: row.persona_type, id: row.persona_id },
        lastSeq: Number(row.last_seq),
        readSeq: Number(row.read_seq),
        lastMessageAt: toDate(row.last_message_at),
        lastMessageText: row.last_message_text,
      }))
    },
    async unreadTotal(persona: PersonaKey): Promise<number> {
      const row = await db
        .selectFrom('participants as me')
        .innerJoin('conversations as c', 'c.id', 'me.conversation_id')
        .select(sql<string>`coalesce(sum(greatest(c.last_seq - me.read_seq, 0)), 0)`.as('n'))
        .where('me.persona_type', '=', persona.type)
        .where('me.persona_id', '=', persona.id)
        .modifyEnd(label('unreadTotal'))
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },
  }
}

export type ChatQueries = ReturnType<typeof chatQueries>

export interface ChatStore extends ChatQueries {
  // the queries bound to one transaction; `trx` also carries the outbox writes
  transaction<T>(work: (tx: ChatQueries, trx: Kysely<ChatTables>) => Promise<T>): Promise<T>
}

export function createChatStore(db: ChatDb): ChatStore {
  return {
    ...chatQueries(db),
    transaction: (work) => db.transaction().execute((trx) => work(chatQueries(trx), trx)),
  }
}
