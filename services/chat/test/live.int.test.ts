import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Viewer } from '@showroom/platform'
import { testDatabaseKinds, within } from '@showroom/testkit'
import type { ExecutionResult } from 'graphql'
import { sql } from 'kysely'
import { conversationTopic } from '../src/index.ts'
import {
  type ChatHarness,
  createChatHarness,
  type Json,
  MARK_READ,
  post,
  startChat,
  UNREAD,
  viewerOf,
} from './support/chat-harness.ts'

const ADDED = `subscription ($chatId: Int!, $afterSeq: Int!) {
  chatMessageAdded(chatId: $chatId, afterSeq: $afterSeq) { id chatId seq text media { id } }
}`
const ACTIVITY = 'subscription { chatActivity { chatId seq unreadTotal } }'
const PAGE = `query ($chatId: Int!, $afterId: Int, $beforeId: Int, $limit: Int) {
  chatMessages(chatId: $chatId, afterId: $afterId, beforeId: $beforeId, limit: $limit) {
    messages { id seq } hasMore
  }
}`

type Stream = AsyncIterableIterator<ExecutionResult<Json>>

const isStream = (value: unknown): value is Stream =>
  typeof value === 'object' && value !== null && Symbol.asyncIterator in value

async function open(harness: ChatHarness, source: string, viewer: Viewer | null, variables = {}) {
  const result = await harness.subscribe(source, viewer, variables)
  assert.ok(isStream(result), `subscribed: ${JSON.stringify(result)}`)
  return result
}

async function take(stream: Stream, count: number): Promise<Json[]> {
  const out: Json[] = []
  while (out.length < count) {
    const next = await within(stream.next(), 10_000, 'the next live event')
    assert.equal(next.done, false)
    assert.equal(next.value.errors, undefined)
    out.push(JSON.parse(JSON.stringify(next.value.data)))
  }
  return out
}

const seqsOf = (events: Json[]) => events.map((event) => event.chatMessageAdded.seq)

for (const kind of testDatabaseKinds()) {
  describe(`live chat subscriptions (${kind})`, () => {
    let harness: ChatHarness
    let member: Viewer
    let manager: Viewer
    let chatId: number
    before(async () => {
      harness = await createChatHarness(kind)
      member = await harness.newUser()
      const designerId = await harness.newDesigner()
      manager = viewerOf((await harness.newUser()).userId, { persona: { type: 'designer', id: designerId } })
      chatId = (await startChat(harness, member, { type: 'designer', id: designerId })).id
      for (const text of ['one', 'two', 'three']) await post(harness, member, chatId, text)
    })
    after(() => harness.close())

    test('a subscriber gets the stored messages after its position, then each new one, once and in order', async () => {
      const stream = await open(harness, ADDED, manager, { chatId, afterSeq: 1 })
      assert.deepEqual(seqsOf(await take(stream, 2)), [2, 3])
      await post(harness, manager, chatId, 'four')
      await post(harness, member, chatId, 'five')
      const live = await take(stream, 2)
      assert.deepEqual(seqsOf(live), [4, 5])
      assert.equal(live[1].chatMessageAdded.text, 'five')
      await stream.return?.()
    })

    test('a message whose publish was lost still arrives, read from the table', async () => {
      const stream = await open(harness, ADDED, member, { chatId, afterSeq: 5 })
      // stored without any fan-out, as if the pub/sub had dropped the publish
      await sql`update chat.conversations set last_seq = 6 where id = ${chatId}`.execute(harness.database.db)
      await sql`insert into chat.messages (conversation_id, seq, author_user_id, persona_type, persona_id, body, created_at)
        values (${chatId}, 6, ${member.userId}, 'user', ${member.userId}, 'unannounced', now())`.execute(
        harness.database.db,
      )
      const [event] = await take(stream, 1)
      assert.deepEqual(
        { seq: event.chatMessageAdded.seq, text: event.chatMessageAdded.text },
        { seq: 6, text: 'unannounced' },
      )
      await stream.return?.()
    })

    test('extra and repeated wake-ups never hand a message out twice', async () => {
      const stream = await open(harness, ADDED, member, { chatId, afterSeq: 6 })
      for (let i = 0; i < 5; i++) await harness.pubsub.publish(conversationTopic(chatId), { chatId, seq: 6 })
      await post(harness, manager, chatId, 'seven')
      for (let i = 0; i < 5; i++) await harness.pubsub.publish(conversationTopic(chatId), { chatId, seq: 7 })
      await post(harness, manager, chatId, 'eight')
      assert.deepEqual(seqsOf(await take(stream, 2)), [7, 8])
      await stream.return?.()
    })

    test('ending a subscription while it waits ends it at once', async () => {
      const stream = await open(harness, ADDED, member, { chatId, afterSeq: 100 })
      const waiting = stream.next()
      await stream.return?.()
      assert.deepEqual(await within(waiting, 10_000, 'the ended subscription'), {
        value: undefined,
        done: true,
      })
    })

    test('visitors and anyone outside the chat are refused at subscribe time, guessed ids included', async () => {
      const outsider = await harness.newUser({ isPro: true })
      const moderator = await harness.newUser({ roles: ['member', 'moderator'] })
      const cases: Array<[Viewer | null, number, string]> = [
        [null, chatId, 'CHAT_ERR_NOT_SIGNED_IN'],
        [outsider, chatId, 'CHAT_ERR_NOT_FOUND'],
        [moderator, chatId, 'CHAT_ERR_NOT_FOUND'],
        [member, chatId + 1000, 'CHAT_ERR_NOT_FOUND'],
      ]
      for (const [viewer, id, code] of cases) {
        const result = await harness.subscribe(ADDED, viewer, { chatId: id, afterSeq: 0 })
        assert.ok(!isStream(result))
        assert.equal(result.errors?.[0]?.extensions?.code, code)
      }
      const activity = await harness.subscribe(ACTIVITY, null)
      assert.ok(!isStream(activity))
      assert.equal(activity.errors?.[0]?.extensions?.code, 'CHAT_ERR_NOT_SIGNED_IN')
    })

    test('chat activity carries the exact unread total, and a read on another device moves it', async () => {
      const activity = await open(harness, ACTIVITY, member)
      const posted = await post(harness, manager, chatId, 'are you there?')
      const [arrived] = await take(activity, 1)
      const unread = (await harness.call(UNREAD, member)).data.chatUnreadCount
      assert.ok(unread > 0)
      assert.deepEqual(arrived.chatActivity, { chatId, seq: posted.seq, unreadTotal: unread })

      await harness.call(MARK_READ, member, { chatId })
      const [read] = await take(activity, 1)
      assert.deepEqual(read.chatActivity, { chatId, seq: posted.seq, unreadTotal: 0 })
      // marking again moves nothing and says nothing: the next event is the next message
      await harness.call(MARK_READ, member, { chatId })
      const next = await post(harness, manager, chatId, 'hello?')
      const [again] = await take(activity, 1)
      assert.deepEqual(again.chatActivity, { chatId, seq: next.seq, unreadTotal: 1 })
      await activity.return?.()
    })

    test('every message announces chat.message.created with the photos attached to it', async () => {
      await harness.announce('media.upload.stored', { id: 9101, ownerId: member.userId })
      const result = await harness.call(
        'mutation ($chatId: Int!) { postChatMessage(chatId: $chatId, photoIds: [9101]) { id seq media { id } } }',
        member,
        { chatId },
      )
      const message = result.data.postChatMessage
      assert.deepEqual(message.media, [{ id: 9101 }])
      const created = (await harness.publishedEvents('chat.message.created')).filter(
        (event: { chatId: number }) => event.chatId === chatId,
      )
      assert.equal(created.length, message.seq - 1, 'one per message posted through the service')
      assert.deepEqual(created.at(-1), {
        chatId,
        messageId: message.id,
        seq: message.seq,
        authorUserId: member.userId,
        photoIds: [9101],
      })
    })

    test('pages by message id: after an id the next ones, before an id the latest before it', async () => {
      const all = (await harness.call(PAGE, member, { chatId, limit: 100 })).data.chatMessages.messages
      const ids = all.map((m: { id: number }) => m.id)
      const newer = await harness.call(PAGE, member, { chatId, afterId: ids[2], limit: 2 })
      assert.deepEqual(
        newer.data.chatMessages.messages.map((m: { id: number }) => m.id),
        ids.slice(3, 5),
      )
      assert.equal(newer.data.chatMessages.hasMore, true)
      const older = await harness.call(PAGE, member, { chatId, beforeId: ids[2], limit: 5 })
      assert.deepEqual(
        older.data.chatMessages.messages.map((m: { id: number }) => m.id),
        ids.slice(0, 2),
      )
      assert.equal(older.data.chatMessages.hasMore, false)
    })
  })
}
