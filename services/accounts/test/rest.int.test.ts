import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'

type Body = {
  errors: Array<{ code: string; message: string; field?: string }>
  // biome-ignore lint/suspicious/noExplicitAny: values are loose JSON, read per call
  values: Record<string, any>
  lookups: Record<string, unknown>
  meta: { step: number; login_ok: boolean }
}

const PASSWORD = 'long-enough-password'
let sequence = 0
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`

function assertEnvelope(body: Body) {
  assert.deepEqual(Object.keys(body).sort(), ['errors', 'lookups', 'meta', 'values'])
  assert.equal(typeof body.meta.step, 'number')
  assert.equal(typeof body.meta.login_ok, 'boolean')
}

for (const kind of testDatabaseKinds()) {
  describe(`the accounts /api calls (${kind})`, () => {
    let gateway: TestGateway
    before(async () => {
      gateway = await createTestGateway({ database: kind, demo: true })
    })
    after(() => gateway?.close())

    // every call from its own address, so the per-address signup and login limits stay out of the way
    let address = 0
    const nextAddress = () => `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`

    async function call(name: string, payload: Record<string, unknown> = {}, from = nextAddress()) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: `/api/${name}`,
        payload,
        remoteAddress: from,
        headers: { 'content-type': 'application/json' },
      })
      const body = response.json() as Body
      assertEnvelope(body)
      return { status: response.statusCode, body, setCookie: String(response.headers['set-cookie'] ?? '') }
    }

    async function lookup(query: string) {
      const response = await gateway.app.inject({
        method: 'GET',
        url: `/api/user_lookup_by_username?${query}`,
      })
      const body = response.json() as Body
      assertEnvelope(body)
      return { status: response.statusCode, body }
    }

    async function member() {
      const username = fresh('m_')
      const email = `${username}@example.test`
      const signup = await call('user_signup', { email, username, password: PASSWORD })
      assert.equal(signup.status, 200, JSON.stringify(signup.body))
      const { user_id, user_token } = signup.body.values
      return { username, email, user_id: user_id as number, user_token: user_token as string }
    }

    it('signs up with user_id, user_token and the session badges, and sets the session cookie', async () => {
      const username = fresh('Nia_')
      const { status, body, setCookie } = await call('user_signup', {
        email: `${username}@example.test`,
        username,
        password: PASSWORD,
      })
      assert.equal(status, 200)
      assert.deepEqual(body.errors, [])
      assert.deepEqual(Object.keys(body.values).sort(), [
        'user_id',
        'user_is_pro',
        'user_is_team',
        'user_points',
        'user_token',
      ])
      assert.equal(body.values.user_is_pro, false)
      assert.equal(body.values.user_points, 0)
      assert.equal(body.meta.login_ok, true)
      assert.match(setCookie, new RegExp(`sr_session=${body.values.user_token}`))
    })

    it('refuses bad signup input with a 400 naming the field, and a taken email with a 409', async () => {
      const badEmail = await call('user_signup', {
        email: 'nia@nowhere',
        username: fresh('u_'),
        password: PASSWORD,
      })
      assert.equal(badEmail.status, 400)
      assert.deepEqual(
        { code: badEmail.body.errors[0]?.code, field: badEmail.body.errors[0]?.field },
        { code: 'ACCOUNTS_ERR_INVALID_EMAIL', field: 'email' },
      )
      const missing = await call('user_signup', { email: 'a@b.io', username: fresh('u_') })
      assert.equal(missing.status, 400)
      assert.equal(missing.body.errors[0]?.field, 'password')

      const existing = await member()
      const taken = await call('user_signup', {
        email: existing.email,
        username: fresh('u_'),
        password: PASSWORD,
      })
      assert.equal(taken.status, 409)
      assert.equal(taken.body.errors[0]?.code, 'ACCOUNTS_ERR_EMAIL_TAKEN')
    })

    it('logs in with the demo account and refuses a wrong password with the same message as an unknown email', async () => {
      const ok = await call('user_login', { email: 'olga@showroom.test', password: 'showroom-demo' })
      assert.equal(ok.status, 200)
      assert.equal(typeof ok.body.values.user_token, 'string')
      assert.equal(ok.body.values.user_points, 220)
      assert.equal(ok.body.meta.login_ok, true)

      const wrong = await call('user_login', { email: 'olga@showroom.test', password: 'not-her-password' })
      const unknown = await call('user_login', {
        email: `${fresh('x')}@showroom.test`,
        password: 'not-her-password',
      })
      assert.equal(wrong.status, 401)
      assert.deepEqual(wrong.body, unknown.body)
      assert.deepEqual(wrong.body.errors, [
        { code: 'ACCOUNTS_ERR_INVALID_CREDENTIALS', message: 'The email or password is incorrect.' },
      ])
      assert.equal(wrong.body.meta.login_ok, false)
    })

    it('answers login_ok false with a 401 to calls that need a session when there is none', async () => {
      for (const name of ['user_persona_switch', 'user_profile_prompt_seen', 'user_profile_prompt_save']) {
        const { status, body } = await call(name, { type: 'user', id: 1 })
        assert.equal(status, 401, name)
        assert.equal(body.meta.login_ok, false, name)
      }
    })

    it('switches persona with user_id and user_token, and refuses one the user does not manage', async () => {
      const olga = (await call('user_login', { email: 'olga@showroom.test', password: 'showroom-demo' })).body
        .values
      const auth = { user_id: olga.user_id, user_token: olga.user_token }
      const designers = (await lookup('username=atelier&include_brands=1')).body.values.usernames as Array<{
        type?: string
        id: number
      }>
      const atelier = designers.find((entry) => entry.type === 'designer')
      assert.ok(atelier, 'the demo designer is found')

      const switched = await call('user_persona_switch', { ...auth, type: 'designer', id: atelier.id })
      assert.equal(switched.status, 200, JSON.stringify(switched.body))
      assert.deepEqual(switched.body.values, { persona: { type: 'designer', id: atelier.id } })
      assert.equal(switched.body.meta.login_ok, true)

      const refused = await call('user_persona_switch', { ...auth, type: 'venue', id: 99999 })
      assert.equal(refused.status, 403)
      assert.equal(refused.body.errors[0]?.code, 'ACCOUNTS_ERR_PERSONA_NOT_ALLOWED')

      const back = await call('user_persona_switch', { ...auth, type: 'user', id: String(olga.user_id) })
      assert.deepEqual(back.body.values, { persona: { type: 'user', id: olga.user_id } })
    })

    it('saves the profile prompt, treating blank form fields as no answer, and names a bad field', async () => {
      const { user_id, user_token } = await member()
      const seen = await call('user_profile_prompt_seen', { user_id, user_token })
      assert.equal(seen.status, 200)
      const saved = await call('user_profile_prompt_save', {
        user_id,
        user_token,
        age: '34',
        gender: '',
        icons: 'fc',
      })
      assert.equal(saved.status, 200, JSON.stringify(saved.body))
      const bad = await call('user_profile_prompt_save', { user_id, user_token, age: 30, icons: 'ffx' })
      assert.equal(bad.status, 400)
      assert.deepEqual(
        { code: bad.body.errors[0]?.code, field: bad.body.errors[0]?.field },
        { code: 'ACCOUNTS_ERR_INVALID_PROFILE_PROMPT', field: 'icons' },
      )
    })

    it('echoes a valid signup action and refuses one that is not a single name=value pair', async () => {
      const ok = await call('signup_action_set', { action_type: 'follow', action_value: 'designer_id=3' })
      assert.equal(ok.status, 200)
      assert.deepEqual(ok.body.values, { action_type: 'follow', action_value: 'designer_id=3' })
      assert.equal(ok.body.meta.login_ok, false)
      const bad = await call('signup_action_set', { action_type: 'follow', action_value: 'a=1&b=2' })
      assert.equal(bad.status, 400)
      assert.equal(bad.body.errors[0]?.code, 'ACCOUNTS_ERR_INVALID_SIGNUP_ACTION')
    })

    it('accepts notice dismissals from visitors and members alike', async () => {
      const { user_id, user_token } = await member()
      for (const name of [
        'user_cookie_opt_in',
        'user_cookie_prompt_seen',
        'user_pro_dismiss',
        'survey_prompt_dismissed',
      ]) {
        const visitor = await call(name, name === 'user_cookie_opt_in' ? { opt_in: 0 } : {})
        assert.deepEqual([visitor.status, visitor.body.meta.login_ok], [200, false], name)
        const signedIn = await call(name, { user_id, user_token })
        assert.deepEqual([signedIn.status, signedIn.body.meta.login_ok], [200, true], name)
      }
    })

    it('takes an admin log from anyone and refuses an over-long title on its field', async () => {
      const ok = await call('admin_log_create', {
        title: 'Checkout broken',
        message: 'It 404s',
        high_priority: 1,
      })
      assert.equal(ok.status, 200)
      const tooLong = await call('admin_log_create', {
        title: 'x'.repeat(201),
        message: '',
        high_priority: 0,
      })
      assert.equal(tooLong.status, 400)
      assert.equal(tooLong.body.errors[0]?.field, 'title')
    })

    it('looks up usernames for mentions: objects by default, plain names with usernames_only, meta step 1', async () => {
      const full = await lookup('username=ol')
      assert.equal(full.status, 200)
      assert.equal(full.body.meta.step, 1)
      const olga = (full.body.values.usernames as Array<Record<string, unknown>>).find(
        (u) => u.username === 'olga',
      )
      assert.deepEqual(olga && Object.keys(olga).sort(), [
        'full_name',
        'id',
        'is_pro',
        'is_verified',
        'profile_icon_url',
        'user_url',
        'username',
      ])
      assert.equal(olga?.full_name, 'Olga Brandt')

      const names = await lookup('username=%40ol&usernames_only=1')
      assert.ok((names.body.values.usernames as string[]).includes('olga'))
      assert.ok((names.body.values.usernames as unknown[]).every((name) => typeof name === 'string'))

      // names alone are the same names, in the same order, as the entries' usernames; brands included
      for (const query of [
        'username=a',
        'username=atelier&include_brands=1',
        'username=a&include_brands=1&limit=4',
      ]) {
        const entries = (await lookup(query)).body.values.usernames as Array<{ username: string }>
        const only = (await lookup(`${query}&usernames_only=1`)).body.values.usernames
        assert.ok(entries.length > 0, query)
        assert.deepEqual(
          only,
          entries.map((entry) => entry.username),
          query,
        )
      }
    })

    it('caps mention suggestions at 10 and puts designers after users when brands are asked for', async () => {
      const many = await lookup('username=a&limit=50&include_brands=yes')
      const entries = many.body.values.usernames as Array<{ type?: string }>
      assert.ok(entries.length <= 10)
      const firstBrand = entries.findIndex((entry) => entry.type === 'designer')
      if (firstBrand >= 0) assert.ok(entries.slice(firstBrand).every((entry) => entry.type === 'designer'))
      const three = await lookup('username=a&limit=3')
      assert.ok((three.body.values.usernames as unknown[]).length <= 3)
    })

    it('logs out: clears the cookie and the token stops counting as a login', async () => {
      const { user_id, user_token } = await member()
      const out = await call('user_logout', { user_id, user_token })
      assert.equal(out.status, 200)
      assert.match(out.setCookie, /sr_session=;/)
      assert.equal(out.body.meta.login_ok, false)
      const after = await call('user_profile_prompt_seen', { user_id, user_token })
      assert.equal(after.status, 401)
      assert.equal(after.body.meta.login_ok, false)
    })

    it('answers a sixth signup from one address within the hour with a 429 and a clear message', async () => {
      const from = '192.0.2.77'
      for (let n = 1; n <= 5; n++) {
        const username = fresh('rl_')
        const ok = await call(
          'user_signup',
          { email: `${username}@example.test`, username, password: PASSWORD },
          from,
        )
        assert.equal(ok.status, 200, `signup ${n}`)
      }
      const username = fresh('rl_')
      const refused = await call(
        'user_signup',
        { email: `${username}@example.test`, username, password: PASSWORD },
        from,
      )
      assert.equal(refused.status, 429)
      assert.equal(refused.body.errors[0]?.code, 'ACCOUNTS_ERR_RATE_LIMITED')
      assert.match(
        refused.body.errors[0]?.message ?? '',
        /^Too many attempts\. Please wait \d+ minutes and try again\.$/,
      )
    })

    it('answers junk input to every accounts call with an envelope and never a 500', async () => {
      const junk: Array<Record<string, unknown>> = [
        {},
        { email: 42, username: ['x'], password: null },
        {
          type: 'alien',
          id: 'abc',
          age: 'old',
          icons: 7,
          action_type: {},
          action_value: 1,
          title: 5,
          opt_in: 'maybe',
        },
        { id: 99999999999, age: 99999999999, high_priority: 2 },
      ]
      const { user_id, user_token } = await member()
      const names = [
        'user_signup',
        'user_login',
        'user_logout',
        'user_persona_switch',
        'user_profile_prompt_seen',
        'user_profile_prompt_save',
        'signup_action_set',
        'user_cookie_opt_in',
        'user_cookie_prompt_seen',
        'user_pro_dismiss',
        'survey_prompt_dismissed',
        'admin_log_create',
      ]
      for (const name of names) {
        for (const payload of junk) {
          const { status } = await call(name, { ...payload, user_id, user_token })
          assert.ok(status < 500, `${name} ${JSON.stringify(payload)} answered ${status}`)
        }
      }
      for (const query of ['', 'username=', 'username=%25%5F&limit=-3', 'limit=abc&username=a']) {
        assert.ok((await lookup(query)).status < 500, query)
      }
    })
  })
}
