import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { deliver, graphql, type Member, member } from './support/social-harness.ts'

const FOLLOW = 'mutation ($id: Int!) { r: followUser(userId: $id) { active count } }'
const REQUEST = 'mutation ($id: Int!) { r: sendFriendRequest(userId: $id) { state friendCount } }'
const ACCEPT = 'mutation ($id: Int!) { r: acceptFriendRequest(userId: $id) { state friendCount } }'
const REMOVE = 'mutation ($id: Int!) { r: removeFriend(userId: $id) { state friendCount } }'
const PROFILE = 'query ($id: Int!) { user(id: $id) { followerCount friendCount friendState } }'

// a block in chat between two members stops new follows and friend requests either way
for (const kind of testDatabaseKinds()) {
  describe(`blocks between members in social (${kind})`, () => {
    let gateway: TestGateway
    before(async () => {
      gateway = await createTestGateway({ database: kind })
    })
    after(() => gateway?.close())

    const block = async (blocker: Member, blocked: Member, on = true) => {
      const answer = await graphql(
        gateway,
        `mutation ($id: Int!) { r: ${on ? 'blockChatPersona' : 'unblockChatPersona'}(target: { type: "user", id: $id }) }`,
        { id: blocked.userId },
        blocker,
      )
      assert.equal(answer.data?.r, true, JSON.stringify(answer))
      await deliver(gateway)
    }
    const run = async (query: string, other: Member, as: Member) => {
      const answer = await graphql(gateway, query, { id: other.userId }, as)
      return answer.errors?.[0]
        ? { code: answer.errors[0].extensions.code, message: answer.errors[0].message }
        : answer.data?.r
    }
    const profile = async (of: Member, as: Member) =>
      (await graphql(gateway, PROFILE, { id: of.userId }, as)).data?.user

    it('refuses following and befriending either way while the block lasts, and changes nothing', async () => {
      const ava = await member(gateway, 'Ava')
      const ben = await member(gateway, 'Ben')
      await block(ava, ben)
      const before = [await profile(ava, ava), await profile(ben, ben)]
      for (const [as, other] of [
        [ben, ava],
        [ava, ben],
      ] as const) {
        assert.equal((await run(FOLLOW, other, as)).code, 'SOCIAL_ERR_NOT_FOUND')
        assert.deepEqual(await run(REQUEST, other, as), {
          code: 'SOCIAL_ERR_NOT_FOUND',
          message: 'We could not send a friend request for this user.',
        })
      }
      assert.deepEqual([await profile(ava, ava), await profile(ben, ben)], before)
      // after unblocking, both can again
      await block(ava, ben, false)
      assert.deepEqual(await run(FOLLOW, ava, ben), { active: true, count: 1 })
      assert.deepEqual(await run(REQUEST, ava, ben), { state: 'sent', friendCount: 0 })
    })

    it('a pending request cannot be accepted across a block, and can still be declined', async () => {
      const ava = await member(gateway, 'Ava')
      const ben = await member(gateway, 'Ben')
      assert.deepEqual(await run(REQUEST, ava, ben), { state: 'sent', friendCount: 0 })
      await block(ava, ben)
      assert.deepEqual(await run(ACCEPT, ben, ava), {
        code: 'SOCIAL_ERR_NOT_FOUND',
        message: 'We could not accept the friend request for this user.',
      })
      assert.equal((await profile(ben, ava)).friendState, 'received')
      assert.deepEqual(await run(REMOVE, ben, ava), { state: 'none', friendCount: 0 })
    })

    it('a block by someone else between two others changes nothing for them', async () => {
      const ava = await member(gateway, 'Ava')
      const ben = await member(gateway, 'Ben')
      const cai = await member(gateway, 'Cai')
      await block(cai, ben)
      assert.deepEqual(await run(FOLLOW, ava, ben), { active: true, count: 1 })
      assert.deepEqual(await run(REQUEST, ava, ben), { state: 'sent', friendCount: 0 })
    })
  })
}
