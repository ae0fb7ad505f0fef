import assert from 'node:assert/strict'
import { sql } from 'kysely'
import {
  createTestGateway,
  png,
  seedLondonEvents,
  type TestDatabaseKind,
  type TestGateway,
} from '@showroom/testkit'

// results are read the way a client reads JSON
// biome-ignore lint/suspicious/noExplicitAny: loose JSON in tests
export type Json = any

export interface Body {
  errors: Array<{ code: string; message: string; field?: string }>
  values: Json
  lookups: Json
  meta: { step: number; login_ok: boolean }
}

export interface Member {
  userId: number
  token: string
  username: string
}

export interface CommentsSite {
  gateway: TestGateway
  eventId: number
  otherEventId: number
  visitor: null
  member: Member
  otherMember: Member
  moderator: Member
  newMember(roles?: ('member' | 'moderator' | 'admin')[]): Promise<Member>
  call(
    name: string,
    payload?: Record<string, unknown>,
    as?: Member | null,
  ): Promise<{ status: number; body: Body }>
  // every comments.* event in the outbox, oldest first
  outbox(): Promise<{ type: string; payload: Json }[]>
  // publishes another service's event (a flash sale, story or chat that exists) and delivers it
  announce(type: string, payload: Json): Promise<void>
  // a photo the member uploaded, ready to attach: its media item id
  uploadPhoto(member: Member): Promise<number>
  close(): Promise<void>
}

let sequence = 0

// the whole gateway on a fresh database, with two events and members of each role
export async function createCommentsSite(kind: TestDatabaseKind): Promise<CommentsSite> {
  const gateway = await createTestGateway({ database: kind })
  const { discovery, accounts } = gateway.services
  const [eventId, otherEventId] = await seedLondonEvents(discovery, ['comment-sale', 'other-sale'])

  async function newMember(roles: ('member' | 'moderator' | 'admin')[] = ['member']): Promise<Member> {
    const username = `c${Date.now().toString(36)}${(sequence++).toString(36)}`
    const user = await accounts.api.createUser({
      email: `${username}@example.test`,
      username,
      password: 'long-enough-password',
      fullName: `Full ${username}`,
      roles,
    })
    const session = await accounts.api.signIn(user.id)
    return { userId: user.id, token: session.token, username }
  }

  const member = await newMember()
  const otherMember = await newMember()
  const moderator = await newMember(['member', 'moderator'])
  // the comments service learns events and users from the outbox
  await gateway.platform.events.drain()

  return {
    gateway,
    eventId,
    otherEventId,
    visitor: null,
    member,
    otherMember,
    moderator,
    async newMember(roles) {
      const created = await newMember(roles)
      await gateway.platform.events.drain()
      return created
    },
    async call(name, payload = {}, as = null) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: `/api/${name}`,
        payload: as ? { ...payload, user_id: as.userId, user_token: as.token } : payload,
        headers: { 'content-type': 'application/json' },
      })
      const body = response.json() as Body
      assert.deepEqual(Object.keys(body).sort(), ['errors', 'lookups', 'meta', 'values'], response.body)
      return { status: response.statusCode, body }
    },
    async outbox() {
      const rows = await sql<{ type: string; payload: Json }>`
        select type, payload from platform.events where type like 'comments.%' order by occurred_at, id`.execute(
        gateway.platform.database.db,
      )
      return rows.rows
    },
    async announce(type, payload) {
      await gateway.platform.database.db
        .transaction()
        .execute((trx) =>
          gateway.platform.events.publish(trx, { type, aggregateType: 'test', aggregateId: 0, payload }),
        )
      await gateway.platform.events.drain()
    },
    async uploadPhoto(member) {
      const upload = await gateway.app.inject({
        method: 'POST',
        url: '/upload/image/upload',
        headers: { 'content-type': 'application/octet-stream', cookie: `sr_session=${member.token}` },
        payload: png(480, 320),
      })
      assert.equal(upload.statusCode, 200, upload.body)
      // comments learns the upload and its owner from the outbox
      await gateway.platform.events.drain()
      return (upload.json() as { media_item_id: number }).media_item_id
    },
    close: () => gateway.close(),
  }
}
