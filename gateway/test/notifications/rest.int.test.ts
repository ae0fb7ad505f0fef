import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, seedLondonEvents, type TestGateway, testDatabaseKinds } from '@showroom/testkit'

// biome-ignore lint/suspicious/noExplicitAny: values are loose JSON, read per call
type Json = any

interface Body {
  errors: Array<{ code: string; message: string; field?: string }>
  values: Json
  lookups: Json
  meta: { step: number; login_ok: boolean }
}

interface Member {
  userId: number
  token: string
  username: string
  fullName: string
  url: string
}

let sequence = 0

for (const kind of testDatabaseKinds()) {
  describe(`the notifications /api call (${kind})`, () => {
    let gateway: TestGateway
    let eventId: number
    let ava: Member
    let ben: Member
    let cai: Member
    let mona: Member

    const deliver = () => gateway.platform.events.drain()

    async function newMember(roles: ('member' | 'moderator')[] = ['member']): Promise<Member> {
      const username = `n${Date.now().toString(36)}${(sequence++).toString(36)}`
      const fullName = `Name ${username}`
      const user = await gateway.services.accounts.api.createUser({
        email: `${username}@example.test`,
        username,
        password: 'long-enough-password',
        fullName,
        roles,
      })
      const { token } = await gateway.services.accounts.api.signIn(user.id)
      // the other services learn the member from the outbox
      await deliver()
      return { userId: user.id, token, username, fullName, url: `/user/${user.userUrl}` }
    }

    // the web rides on the cookie; legacy clients send user_id + user_token in the payload
    async function call(name: string, payload: Json, as?: Member | null, legacy = false) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: `/api/${name}`,
        payload: as && legacy ? { ...payload, user_id: as.userId, user_token: as.token } : payload,
        headers: {
          'content-type': 'application/json',
          ...(as && !legacy ? { cookie: `sr_session=${as.token}` } : {}),
        },
      })
      const body = response.json() as Body
      assert.deepEqual(Object.keys(body).sort(), ['errors', 'lookups', 'meta', 'values'], response.body)
      return { status: response.statusCode, body }
    }

    async function ok(name: string, payload: Json, as: Member) {
      const { status, body } = await call(name, payload, as)
      assert.equal(status, 200, JSON.stringify(body))
      return body.values
    }

    const list = async (as: Member, payload: Json = {}) => ok('user_notifications_list', payload, as)
    const postComment = async (as: Member, payload: Json) =>
      (await ok('events_comments_create', { event_id: eventId, ...payload }, as)).comment.id as number

    before(async () => {
      gateway = await createTestGateway({ database: kind })
      ;[eventId] = await seedLondonEvents(gateway.services.discovery, ['note-sale'])
      ava = await newMember()
      ben = await newMember()
      cai = await newMember()
      mona = await newMember(['member', 'moderator'])
    })
    after(() => gateway?.close())

    test('a reply, likes and a mention reach the author as who did what, where, linking to the comment', async () => {
      // delivered step by step: the outbox keeps order per comment, not across comments
      const root = await postComment(ava, { comment: 'Who is going on Saturday?' })
      await postComment(ben, { comment: 'Me!', reply_to_id: root })
      await deliver()
      await ok('events_comments_like', { event_id: eventId, comment_id: root }, cai)
      await ok('events_comments_like', { event_id: eventId, comment_id: root }, mona)
      await deliver()
      const mention = await postComment(ben, { comment: `@${ava.username} the queue starts at 9` })
      await deliver()

      const values = await list(ava)
      assert.equal(values.has_more, false)
      const page = '/london/event/note-sale/'
      assert.deepEqual(
        values.notifications.map((n: Json) => ({
          url: n.url,
          title: n.title,
          message: n.message,
          seen: n.seen,
        })),
        [
          {
            url: `${page}#pec=${mention}`,
            title: `${ben.fullName} mentioned you in a comment`,
            message: 'Event note-sale',
            seen: false,
          },
          {
            url: `${page}#pec=${root}`,
            title: `${mona.fullName} and ${cai.fullName} liked your comment`,
            message: 'Event note-sale',
            seen: false,
          },
          {
            url: `${page}#pec=${root}`,
            title: `${ben.fullName} replied to your comment`,
            message: 'Event note-sale',
            seen: false,
          },
        ],
      )
      for (const n of values.notifications)
        assert.deepEqual(Object.keys(n).sort(), ['id', 'message', 'seen', 'title', 'url'])
      // nobody else reads Ava's
      for (const other of [ben, cai, mona]) assert.deepEqual((await list(other)).notifications, [])
    })

    test("a moderator's shadow-ban takes the hidden reply out of the author's notifications", async () => {
      const root = await postComment(ava, { comment: 'Best rail of the day?' })
      const reply = await postComment(cai, { comment: 'Spam spam spam', reply_to_id: root })
      await deliver()
      const titles = async () => (await list(ava)).notifications.map((n: Json) => n.title)
      assert.ok((await titles()).includes(`${cai.fullName} replied to your comment`))
      await ok('events_comments_shadow', { event_id: eventId, comment_id: reply }, mona)
      await deliver()
      assert.ok(!(await titles()).includes(`${cai.fullName} replied to your comment`))
    })

    test('a follow and a friend request link to the member who did it', async () => {
      const dee = await newMember()
      await ok('user_follower_create', { to_user_id: dee.userId }, ben)
      await deliver()
      await ok('user_friends_requests_create', { to_user_id: dee.userId }, cai)
      await deliver()
      assert.deepEqual(
        (await list(dee)).notifications.map((n: Json) => [n.title, n.url]),
        [
          [`${cai.fullName} sent you a friend request`, cai.url],
          [`${ben.fullName} started following you`, ben.url],
        ],
      )
    })

    test('chat messages the member was not reading link to the chat', async () => {
      const dee = await newMember()
      await gateway.platform.database.db.transaction().execute((trx) =>
        gateway.platform.events.publish(trx, {
          type: 'chat.message.posted',
          aggregateType: 'chat',
          aggregateId: 901,
          payload: {
            chatId: 901,
            messageId: 1,
            seq: 2,
            authorUserId: ben.userId,
            persona: { type: 'user', id: ben.userId },
            recipients: [{ type: 'user', id: dee.userId, unread: 2 }],
          },
        }),
      )
      await deliver()
      const [n] = (await list(dee)).notifications
      assert.deepEqual([n.title, n.url], [`${ben.fullName} sent you 2 messages`, '/c/901/'])
    })

    test('pages step by nine from limit_from, given as a number or a digit string', async () => {
      const eve = await newMember()
      const ids: number[] = []
      for (let i = 0; i < 20; i++) {
        const comment = await gateway.services.comments.api.post(
          { userId: eve.userId },
          { type: 'event', eventId, comment: `Rail ${i}` },
        )
        await gateway.services.comments.api.like({ userId: ben.userId }, comment.id)
        await deliver()
        ids.push(comment.id)
      }
      const pages = [
        await list(eve),
        await list(eve, { limit_from: '9' }),
        await list(eve, { limit_from: 18 }),
      ]
      assert.deepEqual(
        pages.map((p) => [p.notifications.length, p.has_more]),
        [
          [9, true],
          [9, true],
          [2, false],
        ],
      )
      const urls = pages.flatMap((p) => p.notifications.map((n: Json) => n.url))
      assert.deepEqual(
        urls,
        [...ids].reverse().map((id) => `/london/event/note-sale/#pec=${id}`),
      )
      assert.deepEqual((await list(eve, { limit_from: 2_000_000 })).notifications, [])
    })

    test('the legacy user_id and user_token sign the call in; a visitor or a wrong pair gets 401', async () => {
      const legacy = await call('user_notifications_list', {}, ava, true)
      assert.equal(legacy.status, 200)
      assert.equal(legacy.body.meta.login_ok, true)
      for (const payload of [{}, { user_id: ava.userId, user_token: ben.token }, { user_id: ava.userId }]) {
        const refused = await call('user_notifications_list', payload)
        assert.equal(refused.status, 401)
        assert.equal(refused.body.errors[0]?.code, 'API_ERR_NOT_LOGGED_IN')
        assert.deepEqual(refused.body.values, {})
        assert.equal(refused.body.meta.login_ok, false)
      }
    })

    test('a limit_from that is not a whole number of 0 or more is refused with a 400 envelope', async () => {
      for (const limitFrom of [-1, 1.5, 'abc', '-3', { from: 1 }, [1], true, 2_147_483_648, 'a\u0000b']) {
        const { status, body } = await call('user_notifications_list', { limit_from: limitFrom }, ava)
        assert.equal(status, 400, `${JSON.stringify(limitFrom)}: ${JSON.stringify(body)}`)
        assert.equal(body.meta.login_ok, true)
        assert.ok(body.errors.length > 0)
      }
      const get = await gateway.app.inject({ method: 'GET', url: '/api/user_notifications_list' })
      assert.equal(get.statusCode, 405)
    })
  })
}
