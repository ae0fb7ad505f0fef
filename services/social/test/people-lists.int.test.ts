import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { deliver, graphql, type Member, member } from './support/social-harness.ts'

type Kind = 'followers' | 'following' | 'friends'

interface Page {
  users: { id: number }[]
  hasMore: boolean
  cursor: string | null
}

for (const kind of testDatabaseKinds()) {
  describe(`a member's followers, following and friends (${kind})`, () => {
    let gateway: TestGateway
    before(async () => {
      gateway = await createTestGateway({ database: kind, demo: true })
    })
    after(() => gateway?.close())

    async function call(mutation: string, userId: number, as: Member) {
      const answer = await graphql(
        gateway,
        `mutation($id: Int!) { r: ${mutation}(userId: $id) { __typename } }`,
        { id: userId },
        as,
      )
      assert.equal(answer.errors, undefined, JSON.stringify(answer.errors))
    }

    const list = (of: Member, list: Kind, args: { first?: unknown; after?: unknown } = {}, as?: Member) =>
      graphql(
        gateway,
        `query($id: Int!, $first: Int, $after: String) {
          user(id: $id) { ${list}(first: $first, after: $after) { users { id } hasMore cursor } }
        }`,
        { id: of.userId, ...args },
        as,
      )

    async function page(
      of: Member,
      kind: Kind,
      args: { first?: number; after?: string | null } = {},
      as?: Member,
    ) {
      const answer = await list(of, kind, args, as)
      assert.equal(answer.errors, undefined, JSON.stringify(answer.errors))
      return answer.data?.user?.[kind] as Page
    }

    // every page after the first, until the last
    async function walk(of: Member, kind: Kind, first: number): Promise<number[][]> {
      const pages: number[][] = []
      let cursor: string | null = null
      do {
        const next: Page = await page(of, kind, { first, after: cursor })
        pages.push(next.users.map((user) => user.id))
        assert.equal(next.hasMore, next.cursor !== null)
        cursor = next.cursor
      } while (cursor)
      return pages
    }

    it('lists followers and following the latest first, a page at a time, each member once', async () => {
      const star = await member(gateway, 'Star')
      const fans: Member[] = []
      for (let i = 0; i < 8; i++) fans.push(await member(gateway, `Fan ${i}`))
      for (const fan of fans) await call('followUser', star.userId, fan)
      for (const fan of fans.slice(0, 3)) await call('followUser', fan.userId, star)

      const expected = fans.map((fan) => fan.userId).reverse()
      assert.deepEqual(await walk(star, 'followers', 3), [
        expected.slice(0, 3),
        expected.slice(3, 6),
        expected.slice(6),
      ])
      const first = await page(star, 'followers')
      assert.deepEqual(
        first.users.map((user) => user.id),
        expected.slice(0, 6),
      )
      assert.equal(first.hasMore, true)
      assert.deepEqual(
        (await walk(star, 'following', 2)).flat(),
        fans
          .slice(0, 3)
          .map((fan) => fan.userId)
          .reverse(),
      )
      assert.deepEqual(await walk(fans[0] as Member, 'following', 6), [[star.userId]])
    })

    it('keeps its place while others follow meanwhile: nothing skipped, nothing twice', async () => {
      const star = await member(gateway, 'Busy Star')
      const early: Member[] = []
      for (let i = 0; i < 4; i++) early.push(await member(gateway))
      for (const fan of early) await call('followUser', star.userId, fan)
      const one = await page(star, 'followers', { first: 2 })
      const late = await member(gateway)
      await call('followUser', star.userId, late)
      const two = await page(star, 'followers', { first: 2, after: one.cursor })
      assert.deepEqual(
        [...one.users, ...two.users].map((user) => user.id),
        early.map((fan) => fan.userId).reverse(),
      )
      assert.equal(two.hasMore, false)
    })

    it('lists friends once the request is accepted, never a pending request', async () => {
      const ava = await member(gateway, 'Ava Lists')
      const ben = await member(gateway)
      const cat = await member(gateway)
      await call('sendFriendRequest', ben.userId, ava)
      await call('sendFriendRequest', cat.userId, ava)
      assert.deepEqual((await page(ava, 'friends')).users, [])
      assert.deepEqual((await page(ben, 'friends')).users, [])
      await call('acceptFriendRequest', ava.userId, ben)
      // each side sees the other, whichever id is lower
      assert.deepEqual((await page(ava, 'friends')).users, [{ id: ben.userId }])
      assert.deepEqual((await page(ben, 'friends')).users, [{ id: ava.userId }])
      await call('acceptFriendRequest', ava.userId, cat)
      assert.deepEqual(await walk(ava, 'friends', 1), [[cat.userId], [ben.userId]])
      await call('removeFriend', ava.userId, cat)
      assert.deepEqual((await page(ava, 'friends')).users, [{ id: ben.userId }])
    })

    it('shows the same lists to a visitor, the member, another member and a moderator', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      const other = await member(gateway)
      const mod = await member(gateway, 'Mo Derator', ['member', 'moderator'])
      await call('followUser', ava.userId, ben)
      await call('sendFriendRequest', ava.userId, ben)
      await call('acceptFriendRequest', ben.userId, ava)
      for (const viewer of [undefined, ava, ben, other, mod]) {
        assert.deepEqual((await page(ava, 'followers', {}, viewer)).users, [{ id: ben.userId }])
        assert.deepEqual((await page(ben, 'following', {}, viewer)).users, [{ id: ava.userId }])
        assert.deepEqual((await page(ava, 'friends', {}, viewer)).users, [{ id: ben.userId }])
      }
    })

    it('leaves out members whose accounts were deleted', async () => {
      const ava = await member(gateway)
      const ben = await member(gateway)
      const cat = await member(gateway)
      await call('followUser', ava.userId, ben)
      await call('followUser', ava.userId, cat)
      await call('followUser', ben.userId, ava)
      await call('sendFriendRequest', ben.userId, ava)
      await call('acceptFriendRequest', ava.userId, ben)
      assert.equal(await gateway.services.accounts.api.deleteUser(ben.userId), true)
      await deliver(gateway)
      assert.deepEqual((await page(ava, 'followers')).users, [{ id: cat.userId }])
      assert.deepEqual((await page(ava, 'following')).users, [])
      assert.deepEqual((await page(ava, 'friends')).users, [])
    })

    it('refuses a page size or cursor it does not give with a 400 naming the argument', async () => {
      const ava = await member(gateway)
      const cases: [Record<string, unknown>, string][] = [
        [{ first: 0 }, 'first'],
        [{ first: 51 }, 'first'],
        [{ first: -1 }, 'first'],
        [{ after: 'not-a-cursor' }, 'after'],
        [{ after: `${'x'.repeat(5000)}` }, 'after'],
      ]
      for (const [args, field] of cases) {
        const answer = await list(ava, 'followers', args)
        assert.deepEqual(
          answer.errors?.map((error) => [
            error.extensions.code,
            error.extensions.http,
            error.extensions.field,
          ]),
          [['SOCIAL_ERR_INVALID_LIST_PAGE', 400, field]],
          JSON.stringify(args),
        )
      }
      // the gateway's edge refuses a NUL byte before social sees it
      const nul = await list(ava, 'followers', { after: 'abc\u0000def' })
      assert.deepEqual(
        nul.errors?.map((error) => error.extensions.code),
        ['GATEWAY_ERR_INVALID_TEXT'],
      )
      const wrongType = await list(ava, 'followers', { first: 'six' })
      assert.equal(wrongType.data ?? null, null)
      assert.equal(wrongType.errors?.length, 1)
    })

    it('answers through the gateway’s HTTP endpoint with a 4xx for a bad argument, never a 5xx', async () => {
      const ava = await member(gateway)
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: {
          query: 'query($id: Int!) { user(id: $id) { friends(first: 500) { users { id } } } }',
          variables: { id: ava.userId },
        },
      })
      assert.ok(response.statusCode < 500, String(response.statusCode))
      assert.equal(response.json().errors?.[0]?.extensions?.code, 'SOCIAL_ERR_INVALID_LIST_PAGE')
    })
  })
}
