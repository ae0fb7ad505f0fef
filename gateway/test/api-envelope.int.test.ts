import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'

const assertEnvelope = (body: Record<string, unknown>) => {
  assert.deepEqual(Object.keys(body).sort(), ['errors', 'lookups', 'meta', 'values'])
  assert.equal(typeof (body.meta as { step: unknown }).step, 'number')
  assert.equal(typeof (body.meta as { login_ok: unknown }).login_ok, 'boolean')
}

for (const kind of testDatabaseKinds()) {
  describe(`the /api envelope on ${kind}`, () => {
    let gateway: TestGateway
    before(async () => {
      gateway = await createTestGateway({ database: kind })
    })
    after(() => gateway.close())

    const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
      gateway.app.inject({
        method: 'POST',
        url,
        payload: payload as string,
        headers: { 'content-type': 'application/json', ...headers },
      })

    test('signing up answers the envelope with user_id and user_token and sets an HttpOnly cookie', async () => {
      const response = await post('/api/user_signup', {
        email: 'nia@example.com',
        username: 'nia',
        password: 'long-enough-1',
      })
      assert.equal(response.statusCode, 200)
      const body = response.json()
      assertEnvelope(body)
      assert.deepEqual(body.errors, [])
      assert.equal(typeof body.values.user_id, 'number')
      assert.equal(typeof body.values.user_token, 'string')
      assert.equal(body.meta.login_ok, true)
      const cookie = String(response.headers['set-cookie'])
      assert.match(cookie, /sr_session=/)
      assert.match(cookie, /HttpOnly/)
      assert.match(cookie, /SameSite=Lax/)
    })

    test('a legacy call with user_id and user_token is logged in, and a mismatched user_id is not', async () => {
      const login = (
        await post('/api/user_login', { email: 'nia@example.com', password: 'long-enough-1' })
      ).json()
      const { user_id, user_token } = login.values
      const ok = await post('/api/user_profile_prompt_seen', { user_id, user_token })
      assert.equal(ok.statusCode, 200)
      assert.equal(ok.json().meta.login_ok, true)
      const mismatched = await post('/api/user_profile_prompt_seen', { user_id: user_id + 1, user_token })
      assert.equal(mismatched.statusCode, 401)
      assert.equal(mismatched.json().meta.login_ok, false)
    })

    test('a call that needs login answers login_ok false without a session', async () => {
      const response = await post('/api/user_persona_switch', { type: 'user', id: 1 })
      assert.equal(response.statusCode, 401)
      const body = response.json()
      assertEnvelope(body)
      assert.equal(body.meta.login_ok, false)
      assert.equal(body.errors[0].code, 'API_ERR_NOT_LOGGED_IN')
    })

    test('malformed JSON gets a 400 envelope that says so', async () => {
      const response = await post('/api/user_login', '{"email": ')
      assert.equal(response.statusCode, 400)
      const body = response.json()
      assertEnvelope(body)
      assert.equal(body.errors[0].message, 'The request body is not valid JSON.')
    })

    test('a no-payload call with a JSON content type and an empty body is accepted', async () => {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/user_cookie_prompt_seen',
        headers: { 'content-type': 'application/json' },
      })
      assert.equal(response.statusCode, 200)
      assertEnvelope(response.json())
    })

    test('a missing field is named in the error', async () => {
      const response = await post('/api/user_signup', { email: 'x@example.com', password: 'long-enough-1' })
      assert.equal(response.statusCode, 400)
      const body = response.json()
      assert.equal(body.errors[0].field, 'username')
      assert.equal(body.errors[0].message, 'username is required')
    })

    test('a wrongly typed field is refused with a 400', async () => {
      const response = await post('/api/user_signup', {
        email: 'x@example.com',
        username: 42,
        password: 'long-enough-1',
      })
      assert.equal(response.statusCode, 400)
      assert.equal(response.json().errors[0].field, 'username')
    })

    test('an unknown endpoint answers 404 with the envelope', async () => {
      const response = await post('/api/no_such_call', {})
      assert.equal(response.statusCode, 404)
      assertEnvelope(response.json())
      assert.equal(response.json().errors[0].message, 'Unknown API call: no_such_call')
    })

    test('a call made with the wrong method answers 405', async () => {
      const response = await gateway.app.inject({ method: 'GET', url: '/api/user_login?email=a@b.co' })
      assert.equal(response.statusCode, 405)
      assertEnvelope(response.json())
    })

    test('an oversize body answers 413 without touching the service', async () => {
      const response = await post('/api/admin_log_create', {
        title: 't',
        message: 'x'.repeat(2 * 1024 * 1024),
        high_priority: 0,
      })
      assert.equal(response.statusCode, 413)
      assertEnvelope(response.json())
    })

    test('a form-encoded legacy post works like JSON', async () => {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/user_login',
        payload: 'email=nia%40example.com&password=long-enough-1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      assert.equal(response.statusCode, 200)
      assert.equal(response.json().meta.login_ok, true)
    })

    test('a wrong password and an unknown email get the same answer', async () => {
      const wrong = await post('/api/user_login', { email: 'nia@example.com', password: 'not-the-password' })
      const unknown = await post('/api/user_login', {
        email: 'nobody@example.com',
        password: 'not-the-password',
      })
      assert.equal(wrong.statusCode, unknown.statusCode)
      assert.deepEqual(wrong.json(), unknown.json())
    })

    test('no bad input in this file produced a 5xx', async () => {
      const payloads = [null, [], 'text', { email: [] }, { email: 'a'.repeat(10_000) }, { limit: -1 }]
      for (const name of [
        'user_signup',
        'user_login',
        'signup_action_set',
        'admin_log_create',
        'user_profile_prompt_save',
      ]) {
        for (const payload of payloads) {
          const response = await post(`/api/${name}`, JSON.stringify(payload))
          assert.ok(
            response.statusCode < 500,
            `${name} with ${JSON.stringify(payload)} answered ${response.statusCode}`,
          )
          assertEnvelope(response.json())
        }
      }
    })

    test("a visitor's signup action is remembered and stored with the account made next", async () => {
      const set = await post('/api/signup_action_set', {
        action_type: 'follow_designer',
        action_value: 'designer_id=12',
      })
      assert.equal(set.statusCode, 200)
      const pending = String(set.headers['set-cookie']).match(/sr_signup_action=[^;]+/)?.[0]
      assert.ok(pending, 'the action is kept in a cookie')
      const signup = await post(
        '/api/user_signup',
        { email: 'kit@example.com', username: 'kit', password: 'long-enough-1' },
        { cookie: pending },
      )
      assert.equal(signup.statusCode, 200)
      const actions = await gateway.services.accounts.api.signupActions(signup.json().values.user_id)
      assert.deepEqual(
        actions.map((a: { actionType: string; actionValue: string }) => [a.actionType, a.actionValue]),
        [['follow_designer', 'designer_id=12']],
      )
    })

    test('a service error names the legacy payload field, not the GraphQL argument', async () => {
      const response = await post('/api/signup_action_set', {
        action_type: 'follow',
        action_value: 'a=1&b=2',
      })
      assert.equal(response.statusCode, 400)
      assert.equal(response.json().errors[0].field, 'action_value')
    })

    test('metrics count the /api calls by route and status', async () => {
      await post('/api/no_such_call', {})
      const metrics = await gateway.app.inject({ method: 'GET', url: '/metrics' })
      assert.match(
        metrics.body,
        /http_request_duration_seconds_count\{method="POST",route="\/api\/:name",status="404"\} \d+/,
      )
    })

    test('the OpenAPI document lists every call of the table', async () => {
      const response = await gateway.app.inject({ method: 'GET', url: '/api/docs' })
      assert.equal(response.statusCode, 200)
      const doc = response.json()
      assert.equal(doc.openapi, '3.1.0')
      assert.ok(doc.paths['/api/user_signup'].post)
      assert.ok(doc.paths['/api/user_lookup_by_username'].get)
    })
  })
}
