import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { graphql, type Member, member } from './support/social-harness.ts'

type Body = {
  errors: Array<{ code: string; message: string; field?: string }>
  // biome-ignore lint/suspicious/noExplicitAny: values are loose JSON, read per call
  values: Record<string, any>
  lookups: Record<string, unknown>
  meta: { step: number; login_ok: boolean }
}

type Role = 'visitor' | 'member' | 'other member' | 'moderator'
const CALLER: Record<Role, string> = {
  visitor: 'a visitor',
  member: 'the member asked',
  'other member': 'another member',
  moderator: 'a moderator',
}

const CREATE = 'user_friends_requests_create'
const ACCEPT = 'user_friends_requests_accept'
const DELETE = 'user_friends_delete'

for (const kind of testDatabaseKinds()) {
  describe(`the people /api calls: friends and member follows (${kind})`, () => {
    let gateway: TestGateway
    let moderator: Member
    before(async () => {
      gateway = await createTestGateway({ database: kind, demo: true })
      moderator = await member(gateway, 'Mo Derator', ['member', 'moderator'])
    })
    after(() => gateway?.close())

    // the web rides on the cookie; legacy clients send user_id + user_token in the payload
    async function call(name: string, payload: Record<string, unknown>, as?: Member, legacy = false) {
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

    // the relationship as each side sees it, and both friend counts
    async function between(a: Member, b: Member) {
      const query = 'query($id: Int!) { user(id: $id) { friendState friendCount } }'
      const ofB = (await graphql(gateway, query, { id: b.userId }, a)).data?.user
      const ofA = (await graphql(gateway, query, { id: a.userId }, b)).data?.user
      return { states: [ofB.friendState, ofA.friendState], counts: [ofA.friendCount, ofB.friendCount] }
    }

    const pending = { states: ['sent', 'received'], counts: [0, 0] }

    it('walks Add Friend, Sent Request and Unfriend with the cookie or user_id + user_token', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      const sent = await call(CREATE, { to_user_id: ben.userId }, ava)
      assert.equal(sent.status, 200, JSON.stringify(sent.body))
      assert.deepEqual(sent.body.errors, [])
      assert.equal(sent.body.meta.login_ok, true)
      assert.deepEqual(sent.body.values, { friend_state: 'sent', friend_count: 0 })
      // ids arrive as digit strings from form posts
      const accepted = await call(ACCEPT, { to_user_id: String(ava.userId) }, ben, true)
      assert.equal(accepted.status, 200, JSON.stringify(accepted.body))
      assert.deepEqual(accepted.body.values, { friend_state: 'friends', friend_count: 1 })
      assert.deepEqual(await between(ava, ben), { states: ['friends', 'friends'], counts: [1, 1] })
      const unfriended = await call(DELETE, { to_user_id: ben.userId }, ava, true)
      assert.deepEqual(unfriended.body.values, { friend_state: 'none', friend_count: 0 })
      assert.deepEqual(await between(ava, ben), { states: ['none', 'none'], counts: [0, 0] })
    })

    it('accepts through user_friends_requests_create when the other member already asked', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      await call(CREATE, { to_user_id: ben.userId }, ava)
      const crossing = await call(CREATE, { to_user_id: ava.userId }, ben)
      assert.deepEqual(crossing.body.values, { friend_state: 'friends', friend_count: 1 })
    })

    // ava has asked ben; each role then calls each row about ava
    const matrix: Array<{ row: string; expect: Record<Role, number>; after: Record<Role, string[]> }> = [
      {
        row: ACCEPT,
        expect: { visitor: 401, member: 200, 'other member': 409, moderator: 409 },
        after: {
          visitor: ['sent', 'received'],
          member: ['friends', 'friends'],
          'other member': ['sent', 'received'],
          moderator: ['sent', 'received'],
        },
      },
      {
        row: CREATE,
        expect: { visitor: 401, member: 200, 'other member': 200, moderator: 200 },
        after: {
          visitor: ['sent', 'received'],
          member: ['friends', 'friends'],
          'other member': ['sent', 'received'],
          moderator: ['sent', 'received'],
        },
      },
      {
        row: DELETE,
        expect: { visitor: 401, member: 200, 'other member': 200, moderator: 200 },
        after: {
          visitor: ['sent', 'received'],
          member: ['none', 'none'],
          'other member': ['sent', 'received'],
          moderator: ['sent', 'received'],
        },
      },
    ]

    for (const { row, expect, after: expected } of matrix) {
      for (const role of Object.keys(expect) as Role[]) {
        it(`${row} about a request between two others, called by ${CALLER[role]}, answers ${expect[role]} and touches only their own relationship`, async () => {
          const ava = await member(gateway)
          const ben = await member(gateway)
          const cat = await member(gateway)
          await call(CREATE, { to_user_id: ben.userId }, ava)
          const caller = { visitor: undefined, member: ben, 'other member': cat, moderator }[role]
          const answer = await call(row, { to_user_id: ava.userId }, caller)
          assert.equal(answer.status, expect[role], JSON.stringify(answer.body))
          assert.equal(answer.body.meta.login_ok, role !== 'visitor')
          if (answer.status !== 200) assert.equal(answer.body.errors.length, 1)
          assert.deepEqual((await between(ava, ben)).states, expected[role])
        })
      }
    }

    it('answers each refusal with the message of part 8 for its row', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      const refusals: Array<[string, number, number, string, string]> = [
        [
          CREATE,
          ava.userId,
          400,
          'SOCIAL_ERR_SELF_FRIEND',
          'We could not send a friend request for this user.',
        ],
        [CREATE, 987_654, 404, 'SOCIAL_ERR_NOT_FOUND', 'We could not send a friend request for this user.'],
        [
          ACCEPT,
          ava.userId,
          400,
          'SOCIAL_ERR_SELF_FRIEND',
          'We could not accept the friend request for this user.',
        ],
        [
          ACCEPT,
          987_654,
          404,
          'SOCIAL_ERR_NOT_FOUND',
          'We could not accept the friend request for this user.',
        ],
        [
          ACCEPT,
          ben.userId,
          409,
          'SOCIAL_ERR_NO_FRIEND_REQUEST',
          'We could not accept the friend request for this user.',
        ],
        [DELETE, ava.userId, 400, 'SOCIAL_ERR_SELF_FRIEND', 'We could not delete the friend for this user.'],
        [DELETE, 987_654, 404, 'SOCIAL_ERR_NOT_FOUND', 'We could not delete the friend for this user.'],
      ]
      for (const [row, target, status, code, message] of refusals) {
        const answer = await call(row, { to_user_id: target }, ava)
        assert.equal(answer.status, status, `${row} ${target}`)
        assert.deepEqual(answer.body.errors, [{ code, message }])
        assert.equal(answer.body.meta.login_ok, true)
      }
      // accepting your own request is refused the same way, and leaves it pending
      await call(CREATE, { to_user_id: ben.userId }, ava)
      const own = await call(ACCEPT, { to_user_id: ben.userId }, ava)
      assert.equal(own.status, 409)
      assert.deepEqual(await between(ava, ben), pending)
    })

    it('refuses a signed-out or wrongly signed caller with 401 and changes nothing', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      await call(CREATE, { to_user_id: ben.userId }, ava)
      for (const row of [CREATE, ACCEPT, DELETE]) {
        const signedOut = await call(row, { to_user_id: ava.userId })
        assert.equal(signedOut.status, 401)
        assert.equal(signedOut.body.meta.login_ok, false)
        const wrongToken = await call(row, {
          to_user_id: ava.userId,
          user_id: ben.userId,
          user_token: 'nope',
        })
        assert.equal(wrongToken.status, 401)
        // a token that belongs to someone else is not ben's login
        const borrowed = await call(row, {
          to_user_id: ava.userId,
          user_id: ben.userId,
          user_token: moderator.token,
        })
        assert.equal(borrowed.status, 401)
      }
      assert.deepEqual(await between(ava, ben), pending)
    })

    it('answers bad to_user_id values with a 400 naming the field, and changes nothing', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      await call(CREATE, { to_user_id: ben.userId }, ava)
      const bad: unknown[] = [
        undefined,
        '',
        'abc',
        -1,
        1.5,
        1e30,
        2_147_483_648,
        [ava.userId],
        { id: 1 },
        true,
      ]
      const text = ['a\u0000b', 'x'.repeat(20_000)]
      for (const row of [CREATE, ACCEPT, DELETE]) {
        for (const value of [...bad, ...text]) {
          const answer = await call(row, value === undefined ? {} : { to_user_id: value }, ben)
          const label = `${row} ${JSON.stringify(value)?.slice(0, 40)}`
          assert.equal(answer.status, 400, `${label}: ${JSON.stringify(answer.body)}`)
          assert.equal(answer.body.errors[0]?.field, 'to_user_id', label)
          assert.equal(answer.body.meta.login_ok, true, label)
        }
      }
      assert.deepEqual(await between(ava, ben), pending)
    })

    it('ignores fields it does not know', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      const answer = await call(CREATE, { to_user_id: ben.userId, zz_unknown: 'x', zz_nested: { a: 1 } }, ava)
      assert.equal(answer.status, 200, JSON.stringify(answer.body))
      assert.deepEqual(answer.body.values, { friend_state: 'sent', friend_count: 0 })
    })

    it('moves the follower count of the followed and the following count of the follower', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      const counts = async (of: Member) =>
        (
          await graphql(gateway, 'query($id: Int!) { user(id: $id) { followerCount followingCount } }', {
            id: of.userId,
          })
        ).data?.user
      const followed = await call('user_follower_create', { to_user_id: ben.userId }, ava, true)
      assert.deepEqual(followed.body.values, { is_following_user: true, follower_count: 1 })
      // a moderator follows as themself, never on someone's behalf
      await call('user_follower_create', { to_user_id: ben.userId }, moderator)
      assert.deepEqual(await counts(ben), { followerCount: 2, followingCount: 0 })
      assert.deepEqual(await counts(ava), { followerCount: 0, followingCount: 1 })
      const refused = await call('user_follower_delete', { to_user_id: ben.userId })
      assert.equal(refused.status, 401)
      assert.deepEqual(await counts(ava), { followerCount: 0, followingCount: 1 })
      await call('user_follower_delete', { to_user_id: ben.userId }, ava)
      await call('user_follower_delete', { to_user_id: ben.userId }, ava)
      await call('user_follower_delete', { to_user_id: ben.userId }, moderator)
      assert.deepEqual(await counts(ava), { followerCount: 0, followingCount: 0 })
      assert.deepEqual(await counts(ben), { followerCount: 0, followingCount: 0 })
    })
  })
}
