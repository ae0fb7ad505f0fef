import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { GraphqlRequestError } from '../src/graphql/graphql-errors.ts'

for (const kind of testDatabaseKinds()) {
  describe(`the GraphQL gateway on ${kind}`, () => {
    let gateway: TestGateway
    before(async () => {
      gateway = await createTestGateway({ database: kind, demo: true })
    })
    after(() => gateway.close())

    const gql = async (query: string, variables: Record<string, unknown> = {}, cookie?: string) => {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query, variables },
        headers: cookie ? { cookie } : {},
      })
      return { status: response.statusCode, body: response.json(), setCookie: response.headers['set-cookie'] }
    }
    const sessionCookie = (setCookie: unknown) => String(setCookie).match(/sr_session=[^;]+/)?.[0] ?? ''

    test('the demo cities come back in order with their urls', async () => {
      const { body } = await gql('{ cities { id url name } }')
      assert.deepEqual(
        body.data.cities.map((c: { id: number; url: string }) => [c.id, c.url]),
        [
          [1, '/london'],
          [2, '/new-york'],
          [3, '/los-angeles'],
          [4, '/hong-kong'],
        ],
      )
    })

    test('Chinese names are served to a zh visitor and English stays the fallback', async () => {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: '{ cities { name } }' },
        headers: { cookie: 'locale=zh' },
      })
      assert.equal(response.json().data.cities[3].name, '香港')
    })

    test('logging in through GraphQL sets the session cookie even when userToken is not selected', async () => {
      const login = await gql(
        'mutation { login(email: "ava@showroom.test", password: "showroom-demo") { userId } }',
      )
      assert.equal(login.status, 200)
      assert.equal(typeof login.body.data.login.userId, 'number')
      assert.equal(login.body.data.login.__sessionToken, undefined)
      const cookie = sessionCookie(login.setCookie)
      assert.ok(cookie, 'a session cookie was set')
      const viewer = await gql('{ viewer { user { username } isTrusted personas { type } } }', {}, cookie)
      assert.equal(viewer.body.data.viewer.user.username, 'ava')
    })

    test('a signed-out visitor has no viewer', async () => {
      const { body } = await gql('{ viewer { user { username } } }')
      assert.equal(body.data.viewer, null)
    })

    test('the organiser sees the designer and venue personas with names from the discovery subgraph', async () => {
      const login = await gql(
        'mutation { login(email: "olga@showroom.test", password: "showroom-demo") { userId } }',
      )
      const cookie = sessionCookie(login.setCookie)
      const { body } = await gql(
        '{ viewer { personas { type name designer { name detailUrl } venue { name detailUrl } } } }',
        {},
        cookie,
      )
      const personas = body.data.viewer.personas as Array<{ type: string; designer?: { detailUrl: string } }>
      assert.deepEqual(personas.map((p) => p.type).sort(), ['designer', 'user', 'venue'])
      assert.equal(personas.find((p) => p.type === 'designer')?.designer?.detailUrl, '/brand/atelier-nord/')
    })

    test('logging out clears the cookie and ends the session', async () => {
      const login = await gql(
        'mutation { login(email: "ben@showroom.test", password: "showroom-demo") { userId } }',
      )
      const cookie = sessionCookie(login.setCookie)
      const logout = await gql('mutation { logout }', {}, cookie)
      assert.equal(logout.body.data.logout, true)
      assert.match(String(logout.setCookie), /sr_session=;/)
      const viewer = await gql('{ viewer { user { username } } }', {}, cookie)
      assert.equal(viewer.body.data.viewer, null)
    })

    test('text with a NUL byte, a control character or a lone surrogate is refused before any service', async () => {
      const query = 'query($username: String!) { userByUsername(username: $username) { id } }'
      for (const username of ['ava\u0000', 'a\u001bva', 'ava\uD800']) {
        const { status, body } = await gql(query, { username })
        assert.equal(status, 400)
        assert.equal(body.errors[0].extensions.code, 'GATEWAY_ERR_INVALID_TEXT')
        assert.match(body.errors[0].message, /^Variable "\$username" must/)
      }
      const literal = await gql('{ userByUsername(username: "ava\\u0000") { id } }')
      assert.equal(literal.status, 400)
      assert.equal(literal.body.errors[0].extensions.code, 'GATEWAY_ERR_INVALID_TEXT')
    })

    test('tabs, newlines and Chinese text pass the text check', async () => {
      const { status, body } = await gql('query($u: String!) { userByUsername(username: $u) { id } }', {
        u: '香港\tava\r\n😀',
      })
      assert.equal(status, 200)
      assert.equal(body.data.userByUsername, null)
    })

    test('operations the server runs itself meet the same text check', async () => {
      await assert.rejects(
        gateway.app.graphql('query($u: String!) { userByUsername(username: $u) { id } }', {} as never, {
          u: 'a\u0000',
        }),
        (error: unknown) =>
          error instanceof GraphqlRequestError && error.extensions.code === 'GATEWAY_ERR_INVALID_TEXT',
      )
    })

    test('a service error keeps its code and message through the gateway', async () => {
      const { body } = await gql(
        'mutation { login(email: "ava@showroom.test", password: "wrong-password") { userId } }',
      )
      assert.equal(body.errors[0].extensions.code, 'ACCOUNTS_ERR_INVALID_CREDENTIALS')
      assert.equal(body.errors[0].message, 'The email or password is incorrect.')
    })
  })
}
