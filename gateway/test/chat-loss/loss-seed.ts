import type { TestGateway } from '@showroom/testkit'
import { sql } from 'kysely'
import type { Json, Member } from './loss-http.ts'
import type { LossChat } from './loss-posting.ts'

const START = `mutation ($targets: [ChatTargetInput!]!) { startChat(targets: $targets) { id } }`

// members (pro, so any of them may start a chat with any other) and one chat per pair, made in
// process on the database the gateway processes will share
export async function seedMembersAndChats(
  gateway: TestGateway,
  memberCount: number,
  pairs: readonly (readonly [number, number])[],
): Promise<{ members: Member[]; chats: LossChat[] }> {
  const { accounts } = gateway.services
  const members: Member[] = []
  for (let i = 1; i <= memberCount; i++) {
    const user = await accounts.api.createUser({
      email: `loss-member-${i}@example.test`,
      username: `lossmember${i}`,
      password: 'long-enough-password',
      fullName: `Loss Member ${i}`,
      isPro: true,
    })
    const session = await accounts.api.signIn(user.id)
    members.push({ userId: user.id, token: session.token, name: `lossmember${i}` })
  }
  // chat learns the members from the outbox
  await gateway.platform.events.drain()
  const chats: LossChat[] = []
  for (const [a, b] of pairs) {
    const starter = members[a] as Member
    const other = members[b] as Member
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: `sr_session=${starter.token}` },
      payload: { query: START, variables: { targets: [{ type: 'user', id: other.userId }] } },
    })
    const body = response.json() as Json
    if (body.errors?.length) throw new Error(`startChat failed: ${JSON.stringify(body.errors)}`)
    chats.push({ id: body.data.startChat.id, members: [starter, other] })
  }
  await gateway.platform.events.drain()
  return { members, chats }
}

export interface ChatRows {
  // ids and texts ordered by seq, and the seqs themselves
  ids: number[]
  texts: string[]
  seqs: number[]
  clientIds: (string | null)[]
  lastSeq: number
}

export async function chatRows(gateway: TestGateway, chatId: number): Promise<ChatRows> {
  const db = gateway.platform.database.db
  const { rows } = await sql<{ id: number; seq: number; body: string; client_message_id: string | null }>`
    select id, seq, body, client_message_id from chat.messages
    where conversation_id = ${chatId} order by seq`.execute(db)
  const { rows: conversation } = await sql<{ last_seq: number }>`
    select last_seq from chat.conversations where id = ${chatId}`.execute(db)
  return {
    ids: rows.map((r) => Number(r.id)),
    texts: rows.map((r) => r.body),
    seqs: rows.map((r) => Number(r.seq)),
    clientIds: rows.map((r) => r.client_message_id),
    lastSeq: Number(conversation[0]?.last_seq ?? 0),
  }
}

// the unread recount from the table: last_seq - read_seq of each of the member's conversations
export async function unreadRecount(gateway: TestGateway, userId: number): Promise<Map<number, number>> {
  const { rows } = await sql<{ chat_id: number; unread: number }>`
    select c.id as chat_id, c.last_seq - p.read_seq as unread
    from chat.participants p join chat.conversations c on c.id = p.conversation_id
    where p.persona_type = 'user' and p.persona_id = ${userId}`.execute(gateway.platform.database.db)
  return new Map(rows.map((r) => [Number(r.chat_id), Number(r.unread)]))
}
