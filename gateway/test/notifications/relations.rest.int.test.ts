import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import { type ChatSite, type Json, openChatSite, type Person } from '../chat/support/chat-site.ts'

// the bell through /api for what other services' relationships cause: a cancelled event for the
// members going, a chat to a designer for its manager, a block; in the page's language
for (const kind of testDatabaseKinds()) {
  describe(`notifications from going, managing and blocking through /api (${kind})`, () => {
    let site: ChatSite
    before(async () => {
      site = await openChatSite(kind)
    })
    after(() => site.close())

    const deliver = () => site.gateway.platform.events.drain()
    const bell = async (as: Person, locale?: 'en' | 'zh') => {
      const response = await site.gateway.app.inject({
        method: 'POST',
        url: '/api/user_notifications_list',
        payload: {},
        headers: { cookie: `sr_session=${as.token}${locale ? `; locale=${locale}` : ''}` },
      })
      assert.equal(response.statusCode, 200, response.body)
      return response.json().values.notifications as Json[]
    }
    const fullName = async (as: Person) =>
      (await site.graphql('{ viewer { user { fullName } } }', {}, as)).data.viewer.user.fullName as string

    test('a cancelled event tells the members going, in their language, linking to the event page', async () => {
      const { discovery } = site.gateway.services
      const eventId = await discovery.api.addEvent({
        slug: 'bell-cancelled-sale',
        cityId: 1,
        typeId: 1,
        nameEn: 'Bell Sale',
        nameZh: '铃声特卖',
        startsAt: new Date('2027-05-01T10:00:00Z'),
        endsAt: new Date('2027-05-02T18:00:00Z'),
        openDates: [{ date: '2027-05-01' }],
      })
      await deliver()
      const going = await site.api('user_events_create', { event_id: eventId }, site.pia)
      assert.equal(going.status, 200, JSON.stringify(going.body))
      await deliver()
      await discovery.api.cancelEvent(eventId)
      await deliver()
      const [english] = await bell(site.pia)
      assert.equal(english.title, 'An event you are going to has been cancelled')
      assert.equal(english.message, 'Bell Sale')
      assert.match(english.url, /^\/london\/event\/bell-cancelled-sale\/?$/)
      assert.equal(english.seen, false)
      const [chinese] = await bell(site.pia, 'zh')
      assert.equal(chinese.title, '你要参加的活动已取消')
      assert.equal(chinese.message, '铃声特卖')
    })

    test("a message to a designer reaches its manager's bell, linking to the chat", async () => {
      const chat = await site.api(
        'user_chat_create',
        { targets: [{ type: 'designer', id: site.designerId }] },
        site.ava,
      )
      assert.equal(chat.status, 200, JSON.stringify(chat.body))
      const chatId = chat.body.values.chat_id as number
      const posted = await site.api(
        'universal_comments_create',
        { source_type: 'chat', source_id: chatId, city_id: null, comment: 'Is the coat still in stock?' },
        site.ava,
      )
      assert.equal(posted.status, 200, JSON.stringify(posted.body))
      await deliver()
      const about = (await bell(site.olga)).filter((n) => n.url === `/c/${chatId}/`)
      assert.deepEqual(
        about.map((n) => n.title),
        [`${await fullName(site.ava)} sent you a message`],
      )
      const zh = (await bell(site.olga, 'zh')).filter((n) => n.url === `/c/${chatId}/`)
      assert.deepEqual(
        zh.map((n) => n.title),
        [`${await fullName(site.ava)} 给你发了一条消息`],
      )
    })

    test('a member blocked in chat leaves the blocker’s bell and tells them nothing more', async () => {
      const follows = async () => {
        const benName = await fullName(site.ben)
        return (await bell(site.pia)).filter((n) => n.title.startsWith(benName))
      }
      const follow = (on: boolean) =>
        site.api(
          on ? 'user_follower_create' : 'user_follower_delete',
          { to_user_id: site.pia.userId },
          site.ben,
        )
      assert.equal((await follow(true)).status, 200)
      await deliver()
      assert.equal((await follows()).length, 1)
      const blocked = await site.graphql(
        'mutation ($id: Int!) { blockChatPersona(target: { type: "user", id: $id }) }',
        { id: site.ben.userId },
        site.pia,
      )
      assert.equal(blocked.data?.blockChatPersona, true, JSON.stringify(blocked))
      await deliver()
      assert.deepEqual(await follows(), [])
      await follow(false)
      await follow(true)
      await deliver()
      assert.deepEqual(await follows(), [])
    })
  })
}
