import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { png, testDatabaseKinds } from '@showroom/testkit'
import { MAX_TEXT_LENGTH } from '../../src/edge/text-input.ts'
import { type ChatSite, type Json, openChatSite, type Person } from './support/chat-site.ts'

const ids = (comments: Json[]) => comments.map((c: { id: number }) => c.id)
const texts = (comments: Json[]) => comments.map((c: { comment: string }) => c.comment)

for (const kind of testDatabaseKinds()) {
  describe(`chat messages through /api and GraphQL on ${kind}`, () => {
    let site: ChatSite
    let venueChat: number
    let designerChat: number
    before(async () => {
      site = await openChatSite(kind)
      const start = async (type: string, id: number) =>
        (await site.api('user_chat_create', { targets: [{ type, id }] }, site.ava)).body.values
          .chat_id as number
      venueChat = await start('venue', site.venueId)
      designerChat = await start('designer', site.designerId)
    })
    after(() => site.close())

    const post = (as: Person, chatId: number, comment: string, extra: Record<string, unknown> = {}) =>
      site.api(
        'universal_comments_create',
        { source_type: 'chat', source_id: chatId, city_id: null, comment, ...extra },
        as,
      )
    const list = (as: Person, chatId: number, extra: Record<string, unknown> = {}) =>
      site.api('universal_comments_list', { source_type: 'chat', source_id: chatId, limit: 20, ...extra }, as)
    const unread = async (as: Person) =>
      (await site.api('user_chats_unread_count', { no_cache: 1 }, as)).body.values.unread_count as number

    test('a message comes back as a universal comment of source_type chat', async () => {
      const answer = await post(site.ava, designerChat, '  Do you ship to Paris?  ')
      assert.equal(answer.status, 200, JSON.stringify(answer.body))
      const message = answer.body.values.comment
      assert.equal(message.comment, 'Do you ship to Paris?')
      assert.equal(message.source_type, 'chat')
      assert.equal(message.source_id, designerChat)
      assert.equal(message.city_id, null)
      assert.equal(message.user.full_name, 'Ava Sinclair')
      assert.equal(message.user.is_user_self, true)
      assert.deepEqual(message.display_as, {
        type: 'user',
        id: site.ava.userId,
        name: 'Ava Sinclair',
        icon_url: '',
        url: '/user/ava',
      })
      assert.equal(message.display_type, 'user')
      assert.equal(message.created_since, 'Just now')
      assert.equal(typeof message.created_diff, 'number')
      assert.deepEqual([message.media, message.photo_ids, message.reply_count], [[], [], 0])
      assert.equal(message.seq, 1)
      const empty = await post(site.ava, designerChat, '   ')
      assert.equal(empty.status, 400)
      assert.equal(empty.body.errors[0].message, 'Please enter a comment or upload an image')
    })

    test('a retried post with the same client_message_id answers the first message and stores one', async () => {
      const first = await post(site.ava, designerChat, 'only once', { client_message_id: 'retry-1' })
      const before = await site.chatState()
      const again = await post(site.ava, designerChat, 'only once', { client_message_id: 'retry-1' })
      assert.equal(again.status, 200)
      assert.equal(again.body.values.comment.id, first.body.values.comment.id)
      assert.equal(again.body.values.comment.seq, first.body.values.comment.seq)
      assert.deepEqual((await site.chatState()).messages, before.messages)
      const viaGraphql = await site.graphql(
        'mutation ($chatId: Int!) { postChatMessage(chatId: $chatId, text: "only once", clientMessageId: "retry-1") { id } }',
        { chatId: designerChat },
        site.ava,
      )
      assert.equal(viaGraphql.data.postChatMessage.id, first.body.values.comment.id)
    })

    test('the first load is the latest 20; after_id pages older ones and before_id polls newer ones', async () => {
      for (let n = 1; n <= 25; n++) await post(site.ava, venueChat, `m${n}`)
      const first = await list(site.glasshouse, venueChat, { reverse: 1, no_focus: 'yes' })
      assert.equal(first.status, 200, JSON.stringify(first.body))
      assert.deepEqual(
        texts(first.body.values.comments),
        Array.from({ length: 20 }, (_, i) => `m${i + 6}`),
      )
      assert.equal(first.body.values.has_more, true)
      const newestFirst = await list(site.glasshouse, venueChat, { no_focus: 'yes' })
      assert.deepEqual(texts(newestFirst.body.values.comments), texts(first.body.values.comments).reverse())

      const seen = ids(first.body.values.comments)
      const older = await list(site.glasshouse, venueChat, {
        after_id: Math.min(...seen),
        reverse: 1,
        no_focus: 'yes',
      })
      assert.deepEqual(texts(older.body.values.comments), ['m1', 'm2', 'm3', 'm4', 'm5'])
      assert.equal(older.body.values.has_more, false)

      const highest = Math.max(...seen)
      const nothingYet = await list(site.glasshouse, venueChat, { before_id: highest, no_focus: 'yes' })
      assert.deepEqual(nothingYet.body.values.comments, [])
      await post(site.ava, venueChat, 'm26')
      await post(site.ava, venueChat, 'm27')
      const polled = await list(site.glasshouse, venueChat, {
        before_id: highest,
        reverse: 1,
        no_focus: 'yes',
      })
      assert.deepEqual(texts(polled.body.values.comments), ['m26', 'm27'])
      assert.equal(polled.body.values.has_more, false)

      // the same cursors through GraphQL
      const page = await site.graphql(
        'query ($chatId: Int!, $afterId: Int) { chatMessages(chatId: $chatId, afterId: $afterId) { messages { text seq } hasMore } }',
        { chatId: venueChat, afterId: highest },
        site.ava,
      )
      assert.deepEqual(page.data.chatMessages, {
        messages: [
          { text: 'm26', seq: 26 },
          { text: 'm27', seq: 27 },
        ],
        hasMore: false,
      })
    })

    test('a list marks read what it shows unless the window lacks focus, and the counts follow', async () => {
      const counted = await unread(site.glasshouse)
      assert.ok(counted >= 27, String(counted))
      const unfocused = await list(site.glasshouse, venueChat, { reverse: 1, no_focus: 'yes' })
      assert.equal(unfocused.status, 200)
      assert.equal(await unread(site.glasshouse), counted)
      await list(site.glasshouse, venueChat, { reverse: 1 })
      assert.equal(await unread(site.glasshouse), 0)
      const chats = (await site.api('user_chats_list', {}, site.glasshouse)).body.values.chats
      assert.equal(chats.find((c: { id: number }) => c.id === venueChat).unread_count, 0)

      await post(site.ava, venueChat, 'still there?')
      assert.equal(await unread(site.glasshouse), 1)
      const graphqlCount = await site.graphql(
        '{ chatUnreadCount myChats { id unreadCount } }',
        {},
        site.glasshouse,
      )
      assert.equal(graphqlCount.data.chatUnreadCount, 1)
      // another device of the same persona reads it: both devices' counts are 0
      const secondDevice = await site.sessionOf(site.glasshouse, 'olga on her phone')
      const phone = await site.graphql(
        `mutation { switchPersona(type: venue, id: ${site.venueId}) { persona { id } } }`,
        {},
        secondDevice,
      )
      assert.equal(phone.data.switchPersona.persona.id, site.venueId)
      const read = await site.graphql(
        'mutation ($chatId: Int!) { markChatRead(chatId: $chatId) { unreadCount } }',
        { chatId: venueChat },
        secondDevice,
      )
      assert.equal(read.data.markChatRead.unreadCount, 0)
      assert.equal(await unread(site.glasshouse), 0)
    })

    test('a photo the poster uploaded travels with the message, seen by the other side', async () => {
      const upload = await site.gateway.app.inject({
        method: 'POST',
        url: '/upload/image/upload?context=chat',
        headers: { 'content-type': 'application/octet-stream', cookie: `sr_session=${site.ava.token}` },
        payload: png(320, 240),
      })
      assert.equal(upload.statusCode, 200, upload.body)
      const photoId = upload.json().media_item_id as number
      await site.gateway.platform.events.drain()
      const posted = await post(site.ava, designerChat, '', { photo_ids: String(photoId) })
      assert.equal(posted.status, 200, JSON.stringify(posted.body))
      assert.deepEqual(posted.body.values.comment.photo_ids, [photoId])
      assert.equal(posted.body.values.comment.media[0]?.id, photoId)
      // the designer's manager has read the chat before (so media knows them as a member)
      await list(site.atelierNord, designerChat, { no_focus: 'yes' })
      await site.gateway.platform.events.drain()
      const seen = await list(site.atelierNord, designerChat, { no_focus: 'yes' })
      const message = seen.body.values.comments.find(
        (c: { id: number }) => c.id === posted.body.values.comment.id,
      )
      assert.equal(message.media[0]?.id, photoId)
      assert.equal(message.media[0]?.resource_type, 'image')
      // someone else's upload is refused, and nothing is stored
      const before = await site.chatState()
      const theirs = await post(site.atelierNord, designerChat, 'mine now', { photo_ids: String(photoId) })
      assert.equal(theirs.status, 404)
      assert.equal(theirs.body.errors[0].code, 'CHAT_ERR_PHOTO_NOT_FOUND')
      assert.deepEqual(await site.chatState(), before)
    })

    test('a participant reports a chat and only moderators list the reports', async () => {
      const reported = await site.graphql(
        'mutation ($chatId: Int!) { reportChat(chatId: $chatId, reason: "spam") { chatId atSeq } }',
        { chatId: designerChat },
        site.atelierNord,
      )
      assert.equal(reported.data.reportChat.chatId, designerChat)
      const asModerator = await site.graphql('{ chatReports { chatId reason } }', {}, site.mona)
      assert.deepEqual(asModerator.data.chatReports[0], { chatId: designerChat, reason: 'spam' })
      const asMember = await site.graphql('{ chatReports { chatId } }', {}, site.ava)
      assert.equal(asMember.errors[0].extensions.code, 'CHAT_ERR_NOT_MODERATOR')
    })

    test('bad input on the chat message calls answers a 4xx envelope, never a 5xx, and stores nothing', async () => {
      const before = await site.chatState()
      const rows: Array<[string, Record<string, unknown>, string[]]> = [
        [
          'universal_comments_create',
          { source_type: 'chat', source_id: designerChat, comment: 'x' },
          ['source_id', 'comment', 'photo_ids', 'client_message_id'],
        ],
        [
          'universal_comments_list',
          { source_type: 'chat', source_id: designerChat, no_focus: 'yes' },
          ['source_id', 'limit', 'before_id', 'after_id', 'reverse', 'no_focus'],
        ],
      ]
      const numeric = new Set(['source_id', 'limit', 'before_id', 'after_id'])
      for (const [name, base, fields] of rows) {
        for (const field of fields) {
          const variants: unknown[] = [
            'a\u0000b',
            'a\u0007b',
            'a\uD800b',
            'x'.repeat(MAX_TEXT_LENGTH + 1),
            { nested: 'x' },
            ['x', 1],
          ]
          if (numeric.has(field)) variants.push('not a number', 1e30, -1)
          for (const value of variants) {
            const answer = await site.api(name, { ...base, [field]: value }, site.ava)
            const label = `${name} ${field}=${JSON.stringify(value).slice(0, 40)}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`
            assert.ok(answer.status >= 400 && answer.status < 500, label)
            assert.ok(answer.body.errors.length > 0, label)
          }
        }
        const unknown = await site.api(name, { ...base, zz_unknown: 'x', zz_nested: { a: 1 } }, site.ava)
        assert.ok(unknown.status < 500, JSON.stringify(unknown.body))
      }
      const after = await site.chatState()
      // the one call that may run (unknown fields ignored) posted a message: everything else is as it was
      assert.deepEqual(after.conversations.length, before.conversations.length)
      assert.equal(after.messages.length, before.messages.length + 1)
      assert.deepEqual(after.blocks, before.blocks)
    })
  })
}
