import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Viewer } from '@showroom/platform'
import { testDatabaseKinds } from '@showroom/testkit'
import {
  type ChatHarness,
  createChatHarness,
  LIST,
  MARK_READ,
  MESSAGES,
  OPEN,
  POST,
  post,
  REPORT,
  REPORTS,
  refusalOf,
  startChat,
  UNREAD,
  viewerOf,
} from './support/chat-harness.ts'

type Who = 'participant' | 'designer manager' | 'other member' | 'other manager' | 'visitor' | 'moderator'

for (const kind of testDatabaseKinds()) {
  describe(`who may use a chat (${kind})`, () => {
    let harness: ChatHarness
    let chatId: number
    let people: Record<Who, Viewer | null>
    before(async () => {
      harness = await createChatHarness(kind)
      const member = await harness.newUser()
      const designerId = await harness.newDesigner()
      const otherDesignerId = await harness.newDesigner()
      const managerId = (await harness.newUser()).userId
      people = {
        participant: member,
        'designer manager': viewerOf(managerId, { persona: { type: 'designer', id: designerId } }),
        'other member': await harness.newUser({ isPro: true }),
        'other manager': viewerOf(managerId, { persona: { type: 'designer', id: otherDesignerId } }),
        visitor: null,
        moderator: await harness.newUser({ roles: ['member', 'moderator'] }),
      }
      chatId = (await startChat(harness, member, { type: 'designer', id: designerId })).id
      await post(harness, member, chatId, 'private words')
    })
    after(() => harness.close())

    const allowed: Who[] = ['participant', 'designer manager']
    const refusal = (who: Who) => (who === 'visitor' ? 'CHAT_ERR_NOT_SIGNED_IN' : 'CHAT_ERR_NOT_FOUND')

    for (const who of [
      'participant',
      'designer manager',
      'other member',
      'other manager',
      'visitor',
      'moderator',
    ] as Who[]) {
      const may = allowed.includes(who)
      test(`the ${who} ${may ? 'may open, read and mark' : 'may not open, read, mark, post in or report'} the chat`, async () => {
        const viewer = people[who]
        const before = await harness.snapshot()
        const calls = [
          harness.call(OPEN, viewer, { id: chatId }),
          harness.call(MESSAGES, viewer, { chatId }),
          harness.call(MARK_READ, viewer, { chatId }),
        ]
        for (const result of await Promise.all(calls)) {
          if (allowed.includes(who)) assert.equal(result.errors, undefined, JSON.stringify(result.errors))
          else assert.equal(refusalOf(result).code, refusal(who))
        }
        if (allowed.includes(who)) {
          const read = await harness.call(MESSAGES, viewer, { chatId })
          assert.deepEqual(read.data.chatMessages.messages[0].text, 'private words')
          return
        }
        const posted = await harness.call(POST, viewer, { chatId, text: 'let me in', clientMessageId: 'x' })
        assert.equal(refusalOf(posted).code, refusal(who))
        const reported = await harness.call(REPORT, viewer, { chatId, reason: 'spam' })
        assert.equal(refusalOf(reported).code, refusal(who))
        if (viewer) {
          const list = await harness.call(LIST, viewer)
          assert.ok(!list.data.myChats.some((c: { id: number }) => c.id === chatId))
          assert.equal((await harness.call(UNREAD, viewer)).data.chatUnreadCount, 0)
        }
        assert.deepEqual(await harness.snapshot(), before)
      })
    }

    test('guessed chat ids answer exactly as chats the viewer is not in', async () => {
      const outsider = people['other member']
      const guesses = [chatId + 1, chatId + 1000, 0, -1]
      for (const guess of guesses) {
        const opened = await harness.call(OPEN, outsider, { id: guess })
        assert.deepEqual(refusalOf(opened), refusalOf(await harness.call(OPEN, outsider, { id: chatId })))
        assert.equal(
          refusalOf(await harness.call(POST, outsider, { chatId: guess, text: 'hi' })).code,
          'CHAT_ERR_NOT_FOUND',
        )
      }
    })

    test('a participant reports the chat and only moderators list the reports', async () => {
      const reported = await harness.call(REPORT, people.participant, {
        chatId,
        reason: '  unwanted offers  ',
      })
      assert.equal(reported.data.reportChat.chatId, chatId)
      assert.equal(reported.data.reportChat.atSeq, 1)
      const forMember = await harness.call(REPORTS, people['other member'])
      assert.equal(refusalOf(forMember).code, 'CHAT_ERR_NOT_MODERATOR')
      const forModerator = await harness.call(REPORTS, people.moderator)
      assert.deepEqual(forModerator.data.chatReports[0], {
        id: reported.data.reportChat.id,
        chatId,
        reason: 'unwanted offers',
        atSeq: 1,
      })
    })
  })
}
