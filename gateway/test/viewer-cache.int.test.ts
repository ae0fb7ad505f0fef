import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'

// The gateway keeps a session's viewer a few seconds (ADR 28). Whatever accounts changes about a
// member (sign-out, roles, pro, account deletion, a persona taken away) is announced, and the very
// next request sees it, though the viewer was read a moment before and would still be kept
const VIEWER = '{ viewer { user { id } roles isPro persona { type id } } }'

interface ViewerAnswer {
  user: { id: number }
  roles: string[]
  isPro: boolean
  persona: { type: string; id: number }
}

for (const kind of testDatabaseKinds()) {
  describe(`a kept viewer on ${kind}`, () => {
    let gateway: TestGateway
    let members = 0
    before(async () => {
      gateway = await createTestGateway({ database: kind })
    })
    after(() => gateway.close())

    const gql = async (query: string, cookie: string) => {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query },
        headers: { cookie },
      })
      assert.equal(response.statusCode, 200, response.body)
      return response.json() as { data: Record<string, unknown>; errors?: unknown[] }
    }
    const viewer = async (cookie: string) => (await gql(VIEWER, cookie)).data.viewer as ViewerAnswer | null

    // a new member, signed in, whose viewer the gateway has just read (and keeps)
    const signedIn = async () => {
      members++
      const user = await gateway.services.accounts.api.createUser({
        email: `kept-${members}@showroom.test`,
        username: `kept${members}`,
        password: 'kept-viewer-password',
      })
      const { token } = await gateway.services.accounts.api.signIn(user.id)
      const cookie = `sr_session=${token}`
      const before = await viewer(cookie)
      assert.equal(before?.user.id, user.id)
      assert.equal((await viewer(cookie))?.user.id, user.id)
      return { userId: user.id, cookie, before }
    }

    test('after a sign-out the next request with the same cookie is a visitor', async () => {
      const { cookie } = await signedIn()
      const other = await signedIn()
      assert.equal((await gql('mutation { logout }', cookie)).data.logout, true)
      assert.equal(await viewer(cookie), null)
      // another member's kept viewer is not disturbed
      assert.equal((await viewer(other.cookie))?.user.id, other.userId)
    })

    test('a role given and taken back shows on the next request', async () => {
      const { userId, cookie, before } = await signedIn()
      assert.deepEqual(before?.roles, ['member'])
      await gateway.services.accounts.api.updateUser(userId, { roles: ['member', 'moderator'] })
      assert.deepEqual((await viewer(cookie))?.roles, ['member', 'moderator'])
      await gateway.services.accounts.api.updateUser(userId, { roles: ['member'] })
      assert.deepEqual((await viewer(cookie))?.roles, ['member'])
    })

    test('pro bought and ended shows on the next request', async () => {
      const { userId, cookie, before } = await signedIn()
      assert.equal(before?.isPro, false)
      await gateway.services.accounts.api.updateUser(userId, { isPro: true })
      assert.equal((await viewer(cookie))?.isPro, true)
      await gateway.services.accounts.api.updateUser(userId, { isPro: false })
      assert.equal((await viewer(cookie))?.isPro, false)
    })

    test('a deleted account is a visitor on the next request', async () => {
      const { userId, cookie } = await signedIn()
      assert.equal(await gateway.services.accounts.api.deleteUser(userId), true)
      assert.equal(await viewer(cookie), null)
    })

    test('every session of a member ended at once is a visitor on the next request', async () => {
      const { userId, cookie } = await signedIn()
      assert.equal(await gateway.services.accounts.api.revokeAllSessions(userId), 1)
      assert.equal(await viewer(cookie), null)
    })

    test('a persona taken away falls back to the member on the next request', async () => {
      const { userId, cookie } = await signedIn()
      await gateway.services.accounts.api.grantPersona(userId, { type: 'designer', id: 1, name: 'Atelier' })
      const switched = await gql(
        'mutation { switchPersona(type: designer, id: 1) { persona { type id } } }',
        cookie,
      )
      assert.deepEqual(switched.data.switchPersona, { persona: { type: 'designer', id: 1 } })
      assert.deepEqual((await viewer(cookie))?.persona, { type: 'designer', id: 1 })
      assert.equal(
        await gateway.services.accounts.api.revokePersona(userId, { type: 'designer', id: 1 }),
        true,
      )
      assert.deepEqual((await viewer(cookie))?.persona, { type: 'user', id: userId })
    })
  })
}
