import type { ColumnType, Generated, Kysely } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export type PersonaKind = 'user' | 'designer' | 'venue'

export interface ChatTables {
  known_targets: { kind: PersonaKind; id: number; removed_at: Timestamp | null }
  known_uploads: { id: number; owner_id: number }
  conversations: {
    id: Generated<number>
    pair_key: string
    last_seq: Generated<number>
    last_message_at: Timestamp | null
    last_message_text: string | null
    shopper_event_id: number | null
    created_at: Generated<Date>
  }
  participants: {
    conversation_id: number
    persona_type: PersonaKind
    persona_id: number
    read_seq: Generated<number>
    read_at: Timestamp | null
  }
  members: { conversation_id: number; user_id: number }
  messages: {
    id: Generated<number>
    conversation_id: number
    seq: number
    author_user_id: number
    persona_type: PersonaKind
    persona_id: number
    body: string
    photo_ids: ColumnType<number[], number[] | undefined, number[]>
    client_message_id: string | null
    created_at: Timestamp
  }
  blocks: {
    blocker_type: PersonaKind
    blocker_id: number
    blocked_type: PersonaKind
    blocked_id: number
    created_at: Generated<Date>
  }
  reports: {
    id: Generated<number>
    conversation_id: number
    reporter_user_id: number
    persona_type: string
    persona_id: number
    reason: string
    at_seq: number
    created_at: Timestamp
  }
}

export type ChatDb = Kysely<ChatTables>
