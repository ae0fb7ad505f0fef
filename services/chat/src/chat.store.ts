import { type Kysely, type Selectable, sql } from 'kysely'
import type { PersonaKey } from './chat.rules.ts'
import type { ChatDb, ChatTables } from './chat.tables.ts'
import { knownQueries } from './known.store.ts'
import { messageQueries } from './messages.store.ts'
import { moderationQueries } from './moderation.store.ts'

export type { MessagePage, MessageRow, NewMessage } from './messages.store.ts'

export type ConversationRow = Selectable<ChatTables['conversations']>
export type ParticipantRow = Selectable<ChatTables['participants']>

export interface Participant extends PersonaKey {
  readSeq: number
  readAt: Date | null
}

export interface ChatListRow {
  id: number
  other: PersonaKey
  lastSeq: number
  readSeq: number
  lastMessageAt: Date | null
  lastMessageText: string | null
  createdAt: Date
}

const label = (name: string) => sql.raw(`/* chat.${name} */`)

// rows parsed at the boundary: timestamps as Dates, counters as numbers whatever the driver hands back
const toDate = (value: Date | string | null) => (value === null ? null : new Date(value))
const parseParticipant = (row: ParticipantRow): Participant => ({
  type: row.persona_type,
  id: row.persona_id,
  readSeq: Number(row.read_seq),
  readAt: toDate(row.read_at),
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
    ...messageQueries(db),
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
    async isMember(conversationId: number, userId: number): Promise<boolean> {
      const row = await db
        .selectFrom('members')
        .select('user_id')
        .where('conversation_id', '=', conversationId)
        .where('user_id', '=', userId)
        .modifyEnd(label('isMember'))
        .executeTakeFirst()
      return row !== undefined
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
          'c.created_at',
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
        createdAt: new Date(row.created_at),
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
