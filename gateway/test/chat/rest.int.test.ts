import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { type ChatSite, openChatSite, type Person } from './support/chat-site.ts'

const BLOCK = 'mutation ($type: String!, $id: Int!) { blockChatPersona(target: { type: $type, id: $id }) }'
const UNBLOCK =
  'mutation ($type: String!, $id: Int!) { unblockChatPersona(target: { type: $type, id: $id }) }'

for (const kind of testDatabaseKinds()) {
  describe(`the /api chat calls on ${kind}`, () => {
    let site: ChatSite
    before(async () => {
      site = await openChatSite(kind)
    })
    after(() => site.close())

    const start = (as: Person, type: string, id: number) =>
      site.api('user_chat_create', { targets: [{ type, id }] }, as)

    test('a visitor is sent to log in by every chat call, and nothing is stored', async () => {
      const before = await site.chatState()
      const calls: Array<[string, Record<string, unknown>]> = [
        ['user_chats_list', {}],
        ['user_chat_create', { targets: [{ type: 'designer', id: site.designerId }] }],
        ['user_chat_get', { chat_id: 1 }],
        ['user_chats_unread_count', { no_cache: 1 }],
        ['universal_comments_create', { source_type: 'chat', source_id: 1, city_id: null, comment: 'hi' }],
        ['universal_comments_list', { source_type: 'chat', source_id: 1, limit: 20, reverse: 1 }],
      ]
      for (const [name, payload] of calls) {
        const answer = await site.api(name, payload, null)
        assert.equal(answer.status, 401, name)
        assert.equal(answer.body.errors[0].code, 'API_ERR_NOT_LOGGED_IN', name)
        assert.equal(answer.body.meta.login_ok, false, name)
      }
      assert.deepEqual(await site.chatState(), before)
    })

    test('a member starts a chat with a designer from a JSON list, JSON text or form fields: one chat', async () => {
      const asList = await start(site.ava, 'designer', site.designerId)
      assert.equal(asList.status, 200, JSON.stringify(asList.body))
      const chat = asList.body.values
      assert.deepEqual(
        { ...chat, chat_id: 0, target_icon: '' },
        {
          chat_id: 0,
          target_name: 'Atelier Nord',
          target_icon: '',
          title: 'Atelier Nord',
          target_url: '/brand/atelier-nord/',
        },
      )
      assert.match(chat.target_icon, /atelier-nord/)
      const asText = await site.api(
        'user_chat_create',
        { targets: JSON.stringify([{ type: 'designer', id: site.designerId }]) },
        site.ava,
      )
      const asForm = await site.form(
        'user_chat_create',
        { 'targets[0][type]': 'designer', 'targets[0][id]': String(site.designerId), shopper_event_id: '' },
        site.ava,
      )
      assert.deepEqual(asText.body.values, chat)
      assert.equal(asForm.status, 200, JSON.stringify(asForm.body))
      assert.deepEqual(asForm.body.values, chat)

      const venue = await start(site.ava, 'venue', site.venueId)
      assert.equal(venue.body.values.target_name, 'The Glasshouse')
      assert.equal(venue.body.values.target_url, '/venue/the-glasshouse/')
      assert.notEqual(venue.body.values.chat_id, chat.chat_id)
    })

    test('a chat with a member needs pro: the refusal answers meta.step 2 and stores nothing', async () => {
      const before = await site.chatState()
      const refused = await start(site.ava, 'user', site.ben.userId)
      assert.equal(refused.status, 403)
      assert.equal(refused.body.meta.step, 2)
      assert.equal(refused.body.meta.login_ok, true)
      assert.deepEqual(refused.body.errors, [
        { code: 'CHAT_ERR_PRO_REQUIRED', message: 'Upgrade to pro to message this member.' },
      ])
      assert.deepEqual(await site.chatState(), before)
      // other refusals keep step 1
      const self = await start(site.ava, 'user', site.ava.userId)
      assert.equal(self.status, 400)
      assert.equal(self.body.errors[0].message, 'You cannot message yourself')
      assert.equal(self.body.meta.step, 1)
    })

    test('a pro member starts a chat with a member, who answers in the same chat without pro', async () => {
      const started = await start(site.pia, 'user', site.ben.userId)
      assert.equal(started.status, 200, JSON.stringify(started.body))
      assert.deepEqual(
        { ...started.body.values, chat_id: 0 },
        {
          chat_id: 0,
          target_name: 'Ben Okafor',
          target_icon: '',
          title: 'Ben Okafor',
          target_url: '/user/ben',
        },
      )
      const answered = await start(site.ben, 'user', site.pia.userId)
      assert.equal(answered.status, 200, JSON.stringify(answered.body))
      assert.equal(answered.body.values.chat_id, started.body.values.chat_id)
      assert.equal(answered.body.values.target_name, 'Pia Moretti')
      const posted = await site.api(
        'universal_comments_create',
        { source_type: 'chat', source_id: started.body.values.chat_id, city_id: null, comment: 'hi Pia' },
        site.ben,
      )
      assert.equal(posted.status, 200, JSON.stringify(posted.body))
    })

    test('user_chat_get and a chat target open an existing chat with the same values', async () => {
      const chat = (await start(site.pia, 'user', site.ben.userId)).body.values
      const got = await site.api('user_chat_get', { chat_id: chat.chat_id, shopper_event_id: 5 }, site.pia)
      assert.equal(got.status, 200, JSON.stringify(got.body))
      assert.deepEqual(got.body.values, chat)
      const byTarget = await start(site.pia, 'chat', chat.chat_id)
      assert.deepEqual(byTarget.body.values, chat)
      const asDigits = await site.api('user_chat_get', { chat_id: String(chat.chat_id) }, site.pia)
      assert.deepEqual(asDigits.body.values, chat)
    })

    test('the chat list shows each chat with its other side, unread count and last message', async () => {
      const chat = (await start(site.pia, 'user', site.ben.userId)).body.values
      await site.api(
        'universal_comments_create',
        { source_type: 'chat', source_id: chat.chat_id, comment: 'see you at the sale' },
        site.pia,
      )
      const list = await site.api('user_chats_list', {}, site.ben)
      assert.equal(list.status, 200)
      const item = list.body.values.chats.find((c: { id: number }) => c.id === chat.chat_id)
      assert.deepEqual(
        { ...item, last_message_timestamp: 0 },
        {
          id: chat.chat_id,
          entity: { type: 'user', id: site.pia.userId },
          unread_count: item.unread_count,
          last_message_timestamp: 0,
          icon: '',
          title: 'Pia Moretti',
          last_message_text: 'see you at the sale',
        },
      )
      assert.ok(item.unread_count >= 1)
      assert.ok(Math.abs(item.last_message_timestamp - Date.now() / 1000) < 24 * 3600)
      // latest activity first
      assert.equal(list.body.values.chats[0].id, chat.chat_id)
      const count = await site.api('user_chats_unread_count', { no_cache: 1 }, site.ben)
      const sum = list.body.values.chats.reduce(
        (n: number, c: { unread_count: number }) => n + c.unread_count,
        0,
      )
      assert.equal(count.body.values.unread_count, sum)
    })

    test('a manager answers as the designer; the member sees it and the designer lists the member', async () => {
      const chat = (await start(site.ava, 'designer', site.designerId)).body.values
      const answer = await site.api(
        'universal_comments_create',
        { source_type: 'chat', source_id: chat.chat_id, comment: 'Yes, we ship to Paris.' },
        site.atelierNord,
      )
      assert.equal(answer.status, 200, JSON.stringify(answer.body))
      const message = answer.body.values.comment
      assert.deepEqual(message.display_as, {
        type: 'designer',
        id: site.designerId,
        name: 'Atelier Nord',
        icon_url: message.display_icon_url,
        url: '/brand/atelier-nord/',
      })
      assert.equal(message.display_name, 'Atelier Nord')
      assert.equal(message.user.full_name, 'Olga Brandt')
      const designerList = await site.api('user_chats_list', {}, site.atelierNord)
      const item = designerList.body.values.chats.find((c: { id: number }) => c.id === chat.chat_id)
      assert.deepEqual(item.entity, { type: 'user', id: site.ava.userId })
      assert.equal(item.title, 'Ava Sinclair')
      // olga as herself is not the designer: the chat is not hers
      const own = await site.api('user_chats_list', {}, site.olga)
      assert.equal(
        own.body.values.chats.some((c: { id: number }) => c.id === chat.chat_id),
        false,
      )
    })

    test('a block stops posting and starting on both sides until it is lifted', async () => {
      const chat = (await start(site.pia, 'user', site.ben.userId)).body.values
      const blocked = await site.graphql(BLOCK, { type: 'user', id: site.pia.userId }, site.ben)
      assert.equal(blocked.data.blockChatPersona, true)
      const before = await site.chatState()
      for (const [as, comment] of [
        [site.pia, 'hello?'],
        [site.ben, 'blocked you'],
      ] as const) {
        const post = await site.api(
          'universal_comments_create',
          { source_type: 'chat', source_id: chat.chat_id, comment },
          as,
        )
        assert.equal(post.status, 403, JSON.stringify(post.body))
        assert.deepEqual(post.body.errors, [
          { code: 'CHAT_ERR_BLOCKED', message: 'You cannot message this member.' },
        ])
      }
      const restart = await start(site.pia, 'user', site.ben.userId)
      assert.equal(restart.status, 403)
      assert.equal(restart.body.errors[0].code, 'CHAT_ERR_BLOCKED')
      assert.deepEqual(await site.chatState(), before)
      // reading stays possible
      const list = await site.api(
        'universal_comments_list',
        { source_type: 'chat', source_id: chat.chat_id },
        site.pia,
      )
      assert.equal(list.status, 200)

      await site.graphql(UNBLOCK, { type: 'user', id: site.pia.userId }, site.ben)
      const again = await site.api(
        'universal_comments_create',
        { source_type: 'chat', source_id: chat.chat_id, comment: 'sorry, wrong button' },
        site.pia,
      )
      assert.equal(again.status, 200, JSON.stringify(again.body))
    })
  })
}
