import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, seedLondonEvents, type TestGateway, testDatabaseKinds } from '@showroom/testkit'

const PASSWORD = 'a long enough password'

for (const kind of testDatabaseKinds()) {
  describe(`the action a visitor signed up for (${kind})`, () => {
    let gateway: TestGateway
    let designerId: number
    let eventId: number

    const cookieOf = (setCookie: string | string[] | undefined, name: string) =>
      [setCookie ?? []].flat().find((c) => c.startsWith(`${name}=`))

    // what the shell does when a visitor taps Follow or I'm Going: the gateway keeps it in a cookie
    const remember = async (actionType: string, actionValue: string) => {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/signup_action_set',
        payload: { action_type: actionType, action_value: actionValue },
      })
      assert.equal(response.statusCode, 200)
      const cookie = cookieOf(response.headers['set-cookie'], 'sr_signup_action')
      assert.ok(cookie, 'the pending action is kept in a cookie')
      return cookie.split(';')[0] ?? ''
    }

    const graphql = async (query: string, variables: Record<string, unknown>, cookie?: string) => {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: cookie ? { cookie } : {},
        payload: { query, variables },
      })
      return response
    }

    const sessionOf = (response: { headers: Record<string, unknown> }) =>
      (cookieOf(response.headers['set-cookie'] as string[], 'sr_session') ?? '').split(';')[0] ?? ''

    before(async () => {
      gateway = await createTestGateway({ database: kind })
      ;[eventId] = await seedLondonEvents(gateway.services.discovery, ['spring-sale'] as const)
      designerId = await gateway.services.discovery.api.addDesigner({
        slug: 'atelier-nord',
        nameEn: 'Atelier Nord',
      })
      await gateway.services.accounts.api.createUser({
        email: 'ava@showroom.test',
        username: 'ava',
        password: PASSWORD,
      })
      await gateway.platform.events.drain()
    })
    after(async () => {
      await gateway?.close()
    })

    test('a visitor who tapped I’m Going and then signs up is going when the page comes back', async () => {
      const pending = await remember('going', `event_id=${eventId}`)
      const signup = await graphql(
        'mutation ($email: String!, $username: String!, $password: String!) { signup(email: $email, username: $username, password: $password) { userId } }',
        { email: 'new@showroom.test', username: 'newcomer', password: PASSWORD },
        pending,
      )
      assert.equal(signup.json().errors, undefined)
      assert.match(
        String(cookieOf(signup.headers['set-cookie'], 'sr_signup_action')),
        /Max-Age=0|Expires=Thu, 01 Jan 1970/i,
      )
      const event = await graphql(
        'query ($slug: String!) { event(slug: $slug) { isGoing goingCount } }',
        { slug: 'spring-sale' },
        sessionOf(signup),
      )
      assert.deepEqual(event.json().data.event, { isGoing: true, goingCount: 1 })
    })

    test('a visitor who tapped Follow and then logs in with an account follows the designer', async () => {
      const pending = await remember('follow', `designer_id=${designerId}`)
      const login = await graphql(
        'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { userId } }',
        { email: 'ava@showroom.test', password: PASSWORD },
        pending,
      )
      assert.equal(login.json().errors, undefined)
      const designer = await graphql(
        'query { designer(slug: "atelier-nord") { isFollowed followerCount } }',
        {},
        sessionOf(login),
      )
      assert.deepEqual(designer.json().data.designer, { isFollowed: true, followerCount: 1 })
    })

    test('a pending action naming nothing that exists never spoils the login', async () => {
      const pending = await remember('follow', 'venue_id=999999')
      const login = await graphql(
        'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { userId } }',
        { email: 'ava@showroom.test', password: PASSWORD },
        pending,
      )
      assert.equal(login.statusCode, 200)
      assert.equal(login.json().errors, undefined)
      assert.ok(login.json().data.login.userId)
    })
  })
}
