import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import {
  BLOCK,
  type ChatHarness,
  createChatHarness,
  MESSAGES,
  OPEN,
  POST,
  post,
  refusalOf,
  START,
  startChat,
  UNBLOCK,
  viewerOf,
} from './support/chat-harness.ts'

for (const kind of testDatabaseKinds()) {
  describe(`starting chats (${kind})`, () => {
    let harness: ChatHarness
    before(async () => {
      harness = await createChatHarness(kind)
    })
    after(() => harness.close())

    test('a member acting as themself cannot message themself', async () => {
      const member = await harness.newUser({ isPro: true })
      const before = await harness.snapshot()
      const result = await harness.call(START, member, { targets: [{ type: 'user', id: member.userId }] })
      assert.deepEqual(refusalOf(result), {
        code: 'CHAT_ERR_SELF_MESSAGE',
        http: 400,
        message: 'You cannot message yourself',
      })
      assert.deepEqual(await harness.snapshot(), before)
    })

    test('a manager acting as their designer may message their own member account', async () => {
      const designerId = await harness.newDesigner()
      const manager = await harness.newUser()
      const asDesigner = viewerOf(manager.userId, { persona: { type: 'designer', id: designerId } })
      const chat = await startChat(
        harness,
        { ...asDesigner, isPro: true },
        { type: 'user', id: manager.userId },
      )
      assert.deepEqual(chat.target, { type: 'user', id: manager.userId })
    })

    test('starting a chat with a designer needs no pro and is refused to visitors', async () => {
      const designerId = await harness.newDesigner()
      const member = await harness.newUser()
      const chat = await startChat(harness, member, { type: 'designer', id: designerId })
      assert.deepEqual(chat.target, { type: 'designer', id: designerId })
      const visitor = await harness.call(START, null, { targets: [{ type: 'designer', id: designerId }] })
      assert.equal(refusalOf(visitor).code, 'CHAT_ERR_NOT_SIGNED_IN')
    })

    test('a member without pro cannot start a chat with a stranger, and nothing is stored', async () => {
      const member = await harness.newUser()
      const stranger = await harness.newUser()
      const before = await harness.snapshot()
      const result = await harness.call(START, member, { targets: [{ type: 'user', id: stranger.userId }] })
      assert.deepEqual(refusalOf(result).code, 'CHAT_ERR_PRO_REQUIRED')
      assert.deepEqual(await harness.snapshot(), before)
    })

    test('a member without pro may answer a chat a pro member started with them', async () => {
      const pro = await harness.newUser({ isPro: true })
      const member = await harness.newUser()
      const started = await startChat(harness, pro, { type: 'user', id: member.userId })
      const reopened = await startChat(harness, member, { type: 'user', id: pro.userId })
      assert.equal(reopened.id, started.id)
      const sent = await post(harness, member, started.id, 'hello back')
      assert.equal(sent.seq, 1)
    })

    test('both sides starting reuse the one conversation between them', async () => {
      const a = await harness.newUser({ isPro: true })
      const b = await harness.newUser({ isPro: true })
      const [first, second] = await Promise.all([
        startChat(harness, a, { type: 'user', id: b.userId }),
        startChat(harness, b, { type: 'user', id: a.userId }),
      ])
      assert.equal(first.id, second.id)
      const created = (await harness.publishedEvents('chat.chat.created')).filter(
        (event: { id: number }) => event.id === first.id,
      )
      assert.equal(created.length, 1)
      assert.deepEqual([...created[0].memberIds].sort(), [a.userId, b.userId].sort())
    })

    test('an unknown target or an unknown target type is refused', async () => {
      const member = await harness.newUser({ isPro: true })
      const unknown = await harness.call(START, member, { targets: [{ type: 'venue', id: 987654 }] })
      assert.deepEqual(refusalOf(unknown).code, 'CHAT_ERR_TARGET_NOT_FOUND')
      const odd = await harness.call(START, member, { targets: [{ type: 'event', id: 1 }] })
      assert.deepEqual(refusalOf(odd), {
        code: 'CHAT_ERR_INVALID_INPUT',
        http: 400,
        message: 'Unknown chat target event',
      })
      const none = await harness.call(START, member, { targets: [] })
      assert.equal(refusalOf(none).code, 'CHAT_ERR_INVALID_INPUT')
    })

    test('a chat target opens an existing chat only for its participants', async () => {
      const member = await harness.newUser()
      const designerId = await harness.newDesigner()
      const chat = await startChat(harness, member, { type: 'designer', id: designerId })
      const again = await startChat(harness, member, { type: 'chat', id: chat.id })
      assert.equal(again.id, chat.id)
      const outsider = await harness.newUser({ isPro: true })
      const refused = await harness.call(START, outsider, { targets: [{ type: 'chat', id: chat.id }] })
      assert.deepEqual(refusalOf(refused).code, 'CHAT_ERR_NOT_FOUND')
    })

    test('a blocked member can neither post nor start again until unblocked', async () => {
      const member = await harness.newUser()
      const designerId = await harness.newDesigner()
      const manager = viewerOf((await harness.newUser()).userId, {
        persona: { type: 'designer', id: designerId },
      })
      const chat = await startChat(harness, member, { type: 'designer', id: designerId })
      await post(harness, member, chat.id, 'first')
      const blocked = await harness.call(BLOCK, manager, { target: { type: 'user', id: member.userId } })
      assert.equal(blocked.data?.blockChatPersona, true)

      const before = await harness.snapshot()
      const refusedPost = await harness.call(POST, member, { chatId: chat.id, text: 'second' })
      assert.equal(refusalOf(refusedPost).code, 'CHAT_ERR_BLOCKED')
      const refusedStart = await harness.call(START, member, {
        targets: [{ type: 'designer', id: designerId }],
      })
      assert.equal(refusalOf(refusedStart).code, 'CHAT_ERR_BLOCKED')
      assert.deepEqual(await harness.snapshot(), before)

      await harness.call(UNBLOCK, manager, { target: { type: 'user', id: member.userId } })
      const sent = await post(harness, member, chat.id, 'second')
      assert.equal(sent.seq, 2)
    })

    test('whoever acts as the designer reads its chats, and is announced as a member on first answer', async () => {
      const member = await harness.newUser()
      const designerId = await harness.newDesigner()
      const chat = await startChat(harness, member, { type: 'designer', id: designerId })
      const managerId = (await harness.newUser()).userId
      const asDesigner = viewerOf(managerId, { persona: { type: 'designer', id: designerId } })
      const asThemself = viewerOf(managerId)
      assert.equal(
        refusalOf(await harness.call(OPEN, asThemself, { id: chat.id })).code,
        'CHAT_ERR_NOT_FOUND',
      )
      await post(harness, asDesigner, chat.id, 'we answer as the label')
      const added = await harness.publishedEvents('chat.member.added')
      assert.ok(
        added.some((e: { chatId: number; userId: number }) => e.chatId === chat.id && e.userId === managerId),
      )
    })

    test('a manager who only reads the designer’s messages is announced once as a member', async () => {
      const member = await harness.newUser()
      const designerId = await harness.newDesigner()
      const chat = await startChat(harness, member, { type: 'designer', id: designerId })
      const reader = viewerOf((await harness.newUser()).userId, {
        persona: { type: 'designer', id: designerId },
      })
      const announced = async () =>
        (await harness.publishedEvents('chat.member.added')).filter(
          (e: { chatId: number; userId: number }) => e.chatId === chat.id && e.userId === reader.userId,
        ).length
      for (let i = 0; i < 3; i++) await harness.call(MESSAGES, reader, { chatId: chat.id })
      assert.equal(await announced(), 1)
    })
  })
}
