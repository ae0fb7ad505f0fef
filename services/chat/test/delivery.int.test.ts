import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { sql } from 'kysely'
import {
  type ChatHarness,
  createChatHarness,
  LIST,
  MARK_READ,
  MESSAGES,
  POST,
  post,
  refusalOf,
  startChat,
  UNREAD,
  viewerOf,
} from './support/chat-harness.ts'

for (const kind of testDatabaseKinds()) {
  describe(`message delivery (${kind})`, () => {
    let harness: ChatHarness
    before(async () => {
      harness = await createChatHarness(kind)
    })
    after(() => harness.close())

    test('a retried post with the same client message id answers the first message', async () => {
      const member = await harness.newUser()
      const chat = await startChat(harness, member, { type: 'designer', id: await harness.newDesigner() })
      const first = await post(harness, member, chat.id, 'hello', 'client-1')
      const retried = await post(harness, member, chat.id, 'hello', 'client-1')
      assert.deepEqual(retried, first)
      const [concurrentA, concurrentB] = await Promise.all([
        post(harness, member, chat.id, 'twice at once', 'client-2'),
        post(harness, member, chat.id, 'twice at once', 'client-2'),
      ])
      assert.deepEqual(concurrentA, concurrentB)
      const page = await harness.call(MESSAGES, member, { chatId: chat.id })
      assert.deepEqual(
        page.data.chatMessages.messages.map((m: { seq: number }) => m.seq),
        [1, 2],
      )
    })

    test('fifty concurrent posts into one chat get sequence numbers 1 to 50 without gap or duplicate', async () => {
      const member = await harness.newUser()
      const designerId = await harness.newDesigner()
      const manager = viewerOf((await harness.newUser()).userId, {
        persona: { type: 'designer', id: designerId },
      })
      const chat = await startChat(harness, member, { type: 'designer', id: designerId })
      const sent = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          post(harness, i % 2 ? member : manager, chat.id, `message ${i}`),
        ),
      )
      assert.deepEqual(
        sent.map((m) => m.seq).sort((a, b) => a - b),
        Array.from({ length: 50 }, (_, i) => i + 1),
      )
      const { rows } = await sql<{ seq: number }>`
        select seq from chat.messages where conversation_id = ${chat.id} order by seq`.execute(
        harness.database.db,
      )
      assert.deepEqual(
        rows.map((row) => Number(row.seq)),
        Array.from({ length: 50 }, (_, i) => i + 1),
      )
    })

    test('pages walk back from the latest and forward from a seen position', async () => {
      const member = await harness.newUser()
      const chat = await startChat(harness, member, { type: 'designer', id: await harness.newDesigner() })
      for (let i = 1; i <= 25; i++) await post(harness, member, chat.id, `m${i}`)
      const latest = await harness.call(MESSAGES, member, { chatId: chat.id })
      const seqs = latest.data.chatMessages.messages.map((m: { seq: number }) => m.seq)
      assert.deepEqual(
        seqs,
        Array.from({ length: 20 }, (_, i) => i + 6),
      )
      assert.equal(latest.data.chatMessages.hasMore, true)
      const older = await harness.call(MESSAGES, member, { chatId: chat.id, beforeSeq: 6 })
      assert.deepEqual(
        older.data.chatMessages.messages.map((m: { seq: number }) => m.seq),
        [1, 2, 3, 4, 5],
      )
      assert.equal(older.data.chatMessages.hasMore, false)
      const newer = await harness.call(MESSAGES, member, { chatId: chat.id, afterSeq: 23, limit: 5 })
      assert.deepEqual(
        newer.data.chatMessages.messages.map((m: { seq: number }) => m.seq),
        [24, 25],
      )
      const bad = await harness.call(MESSAGES, member, { chatId: chat.id, limit: 0 })
      assert.equal(refusalOf(bad).code, 'CHAT_ERR_INVALID_INPUT')
    })

    test('unread counts per chat and in total equal a recount of the messages', async () => {
      const reader = await harness.newUser()
      const designers = [
        await harness.newDesigner(),
        await harness.newDesigner(),
        await harness.newDesigner(),
      ]
      const chats = []
      for (const designerId of designers)
        chats.push(await startChat(harness, reader, { type: 'designer', id: designerId }))
      for (const [i, chat] of chats.entries()) {
        const manager = viewerOf(5000 + i, { persona: chat.target as { type: 'designer'; id: number } })
        for (let n = 0; n <= i * 2 + 1; n++) await post(harness, manager, chat.id, `from ${i}: ${n}`)
      }
      await post(harness, reader, (chats[0] as { id: number }).id, 'my own message is never unread')
      await harness.call(MARK_READ, reader, { chatId: (chats[1] as { id: number }).id, seq: 2 })

      const { rows } = await sql<{ conversation_id: number; unread: string }>`
        select m.conversation_id, count(*) as unread from chat.messages m
        join chat.participants p on p.conversation_id = m.conversation_id
          and p.persona_type = 'user' and p.persona_id = ${reader.userId}
        where m.seq > p.read_seq group by m.conversation_id`.execute(harness.database.db)
      const recount = new Map(rows.map((row) => [row.conversation_id, Number(row.unread)]))

      const list = await harness.call(LIST, reader)
      for (const item of list.data.myChats)
        assert.equal(item.unreadCount, recount.get(item.id) ?? 0, `chat ${item.id}`)
      const total = await harness.call(UNREAD, reader)
      assert.equal(
        total.data.chatUnreadCount,
        [...recount.values()].reduce((a, b) => a + b, 0),
      )
      assert.deepEqual(
        chats.map((chat) => recount.get(chat.id) ?? 0),
        [0, 2, 6],
      )
    })

    test('reading moves forward only and never past the last message', async () => {
      const member = await harness.newUser()
      const designerId = await harness.newDesigner()
      const manager = viewerOf(6001, { persona: { type: 'designer', id: designerId } })
      const chat = await startChat(harness, member, { type: 'designer', id: designerId })
      for (let i = 0; i < 3; i++) await post(harness, manager, chat.id, `m${i}`)
      const past = await harness.call(MARK_READ, member, { chatId: chat.id, seq: 99 })
      assert.deepEqual(past.data.markChatRead, { readSeq: 3, unreadCount: 0 })
      const back = await harness.call(MARK_READ, member, { chatId: chat.id, seq: 1 })
      assert.deepEqual(back.data.markChatRead, { readSeq: 3, unreadCount: 0 })
    })

    test('a message is announced to notifications only when its recipient is not reading', async () => {
      const member = await harness.newUser()
      const designerId = await harness.newDesigner()
      const manager = viewerOf(6002, { persona: { type: 'designer', id: designerId } })
      const chat = await startChat(harness, member, { type: 'designer', id: designerId })
      const posted = async () =>
        (await harness.publishedEvents('chat.message.posted')).filter(
          (e: { chatId: number }) => e.chatId === chat.id,
        )

      await post(harness, manager, chat.id, 'are you there?')
      assert.deepEqual((await posted()).at(-1).recipients, [{ type: 'user', id: member.userId, unread: 1 }])
      // the member has the chat open and caught up
      await harness.call(MARK_READ, member, { chatId: chat.id })
      await post(harness, manager, chat.id, 'you are reading this')
      assert.equal((await posted()).length, 1)
      // the member closed the chat a while ago
      harness.clock.advance(60_000)
      await post(harness, manager, chat.id, 'and now you are not')
      const last = (await posted()).at(-1)
      assert.deepEqual(
        { seq: last.seq, persona: last.persona, recipients: last.recipients },
        {
          seq: 3,
          persona: { type: 'designer', id: designerId },
          recipients: [{ type: 'user', id: member.userId, unread: 2 }],
        },
      )
    })

    test('a message needs text or a photo of the poster, and text is trimmed', async () => {
      const member = await harness.newUser()
      const chat = await startChat(harness, member, { type: 'designer', id: await harness.newDesigner() })
      const before = await harness.snapshot()
      const empty = await harness.call(POST, member, { chatId: chat.id, text: '   ' })
      assert.deepEqual(refusalOf(empty), {
        code: 'CHAT_ERR_EMPTY',
        http: 400,
        message: 'Please enter a comment or upload an image',
      })
      await harness.announce('media.upload.stored', { id: 777, ownerId: member.userId + 1 })
      const theirs = await harness.call(POST, member, { chatId: chat.id, text: 'look', photoIds: [777] })
      assert.equal(refusalOf(theirs).code, 'CHAT_ERR_PHOTO_NOT_FOUND')
      assert.deepEqual(await harness.snapshot(), before)

      await harness.announce('media.upload.stored', { id: 778, ownerId: member.userId })
      const mine = await harness.call(POST, member, { chatId: chat.id, text: '  look  ', photoIds: [778] })
      assert.equal(mine.data.postChatMessage.text, 'look')
    })
  })
}
