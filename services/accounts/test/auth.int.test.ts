import assert from 'node:assert/strict'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { createDatabase } from '@showroom/platform'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { sql } from 'kysely'
import type { HashingQueue } from '../src/index.ts'
import { createPasswordHasher } from '../src/passwords.ts'
import {
  type AccountsHarness,
  createAccountsHarness,
  PASSWORD,
  refusalOf,
  startAccounts,
  unique,
} from './support/accounts-harness.ts'

const SIGNUP = `mutation ($email: String!, $username: String!, $password: String!, $action: SignupActionInput) {
  signup(email: $email, username: $username, password: $password, signupAction: $action) {
    userId userToken viewer { user { id username isUserSelf } persona { type id } }
  }
}`
const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { userId userToken viewer { user { id username } isPro points } }
}`
const VIEWER = '{ viewer { user { id username } persona { type id } } }'
const DAY = 24 * 60 * 60 * 1000

for (const kind of testDatabaseKinds()) {
  describe(`signing up and logging in (${kind})`, () => {
    let h: AccountsHarness
    before(async () => {
      h = await createAccountsHarness(kind)
    })
    after(() => h?.close())

    it('signs a new member up, signs them in, and lets them log in again as the same user', async () => {
      const username = unique('Ava_')
      const email = `${username}@Example.test`
      const signup = await h.call(SIGNUP, { variables: { email, username, password: PASSWORD } })
      assert.equal(signup.errors, undefined)
      const { userId, userToken, viewer } = signup.data.signup
      assert.equal(typeof userId, 'number')
      assert.equal(userToken.length, 43)
      assert.deepEqual(viewer.user, { id: userId, username, isUserSelf: true })
      assert.deepEqual(viewer.persona, { type: 'user', id: userId })

      const signedIn = await h.call(VIEWER, { token: userToken })
      assert.equal(signedIn.data?.viewer.user.id, userId)

      const login = await h.call(LOGIN, { variables: { email: email.toUpperCase(), password: PASSWORD } })
      assert.equal(login.errors, undefined)
      assert.equal(login.data.login.userId, userId)
      assert.equal(login.data.login.viewer.user.username, username)
      assert.notEqual(login.data.login.userToken, userToken, 'each login is its own session')
    })

    it('writes accounts.user.signed-up to the outbox with the new user', async () => {
      const { userId, username } = await h.signup()
      const events = await h.publishedEvents('accounts.user.signed-up')
      const mine = events.find((event) => event.aggregateId === String(userId))
      assert.ok(mine, 'the signup event is in the outbox')
      assert.equal(mine.payload.username, username)
    })

    it('keeps a signup action handed over at signup with the new user', async () => {
      const username = unique('act_')
      const result = await h.call(SIGNUP, {
        variables: {
          email: `${username}@example.test`,
          username,
          password: PASSWORD,
          action: { actionType: 'follow', actionValue: 'designer_id=7' },
        },
      })
      assert.equal(result.errors, undefined)
      assert.deepEqual(await h.service.api.signupActions(result.data.signup.userId), [
        { actionType: 'follow', actionValue: 'designer_id=7' },
      ])
    })

    it('refuses an email that is already used, whatever its case, with a 409', async () => {
      const first = await h.signup()
      const result = await h.call(SIGNUP, {
        variables: { email: first.email.toUpperCase(), username: unique('other_'), password: PASSWORD },
      })
      assert.deepEqual(refusalOf(result), {
        code: 'ACCOUNTS_ERR_EMAIL_TAKEN',
        http: 409,
        field: 'email',
        message: 'An account with this email already exists. Try logging in.',
      })
    })

    it('refuses a username that is already used, whatever its case, with a 409', async () => {
      const first = await h.signup()
      const result = await h.call(SIGNUP, {
        variables: {
          email: `${unique('x')}@example.test`,
          username: first.username.toUpperCase(),
          password: PASSWORD,
        },
      })
      const refusal = refusalOf(result)
      assert.deepEqual(
        [refusal.code, refusal.http, refusal.field],
        ['ACCOUNTS_ERR_USERNAME_TAKEN', 409, 'username'],
      )
    })

    it('refuses two racing signups for the same username with one 409, not a 500', async () => {
      const username = unique('race_')
      const results = await Promise.all(
        [1, 2].map((n) =>
          h.call(SIGNUP, {
            variables: { email: `${username}${n}@example.test`, username, password: PASSWORD },
          }),
        ),
      )
      const codes = results.map((result) => result.errors?.[0]?.extensions?.code ?? 'ok').sort()
      assert.deepEqual(codes, ['ACCOUNTS_ERR_USERNAME_TAKEN', 'ok'])
    })

    it('refuses bad signup input with a 400 naming the field', async () => {
      const cases = [
        [{ email: 'not-an-email', username: 'valid_name', password: PASSWORD }, 'email'],
        [{ email: 'a@b.io', username: 'no spaces', password: PASSWORD }, 'username'],
        [{ email: 'a@b.io', username: 'valid_name', password: 'short' }, 'password'],
      ] as const
      for (const [variables, field] of cases) {
        const refusal = refusalOf(await h.call(SIGNUP, { variables }))
        assert.equal(refusal.http, 400)
        assert.equal(refusal.field, field)
      }
    })

    it('answers a wrong password and an unknown email identically', async () => {
      const { email } = await h.signup()
      const wrongPassword = refusalOf(
        await h.call(LOGIN, { variables: { email, password: 'wrong-password' } }),
      )
      const unknownEmail = refusalOf(
        await h.call(LOGIN, {
          variables: { email: `${unique('nobody')}@example.test`, password: 'wrong-password' },
        }),
      )
      assert.deepEqual(wrongPassword, unknownEmail)
      assert.deepEqual(wrongPassword, {
        code: 'ACCOUNTS_ERR_INVALID_CREDENTIALS',
        http: 401,
        field: undefined,
        message: 'The email or password is incorrect.',
      })
    })

    it('signs out on logout: the token no longer resolves and the viewer is gone', async () => {
      const { token } = await h.signup()
      const logout = await h.call('mutation { logout }', { token })
      assert.equal(logout.data?.logout, true)
      assert.equal(await h.service.api.resolveSession(token), null)
      assert.equal((await h.call(VIEWER, { token })).data?.viewer, null)
    })

    it('treats logout without a session as already done', async () => {
      assert.equal((await h.call('mutation { logout }')).data?.logout, true)
    })

    it('ends every session of a user on revokeAllSessions', async () => {
      const { userId, token, email } = await h.signup()
      const second = await h.call(LOGIN, { variables: { email, password: PASSWORD } })
      assert.equal(await h.service.api.revokeAllSessions(userId), 2)
      assert.equal(await h.service.api.resolveSession(token), null)
      assert.equal(await h.service.api.resolveSession(second.data.login.userToken), null)
    })

    it('lets a session expire after 30 days', async () => {
      const { token, userId } = await h.signup()
      h.clock.advance(29 * DAY)
      assert.equal((await h.service.api.resolveSession(token))?.userId, userId)
      h.clock.advance(1 * DAY + 1000)
      assert.equal(await h.service.api.resolveSession(token), null)
    })

    it('resolves unknown and malformed tokens to no viewer', async () => {
      assert.equal(await h.service.api.resolveSession('A'.repeat(43)), null)
      assert.equal(await h.service.api.resolveSession('garbage'), null)
      assert.equal((await h.call(VIEWER, { token: 'garbage' })).data?.viewer, null)
    })

    it('records session activity at most once a minute', async () => {
      const { token } = await h.signup()
      const lastSeen = async () => {
        const row = await h.database
          .forSchema('accounts')
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('id', '=', (await h.service.api.resolveSession(token))!.sessionId)
          .executeTakeFirstOrThrow()
        return new Date(row.last_seen_at).getTime()
      }
      const first = await lastSeen()
      h.clock.advance(30_000)
      assert.equal(await lastSeen(), first)
      h.clock.advance(31_000)
      assert.ok((await lastSeen()) > first)
    })
  })

  describe(`login and signup rate limits (${kind})`, () => {
    let h: AccountsHarness
    before(async () => {
      h = await createAccountsHarness(kind)
    })
    after(() => h?.close())

    it('refuses the 11th failed login for one email within 15 minutes, even with the right password', async () => {
      const { email } = await h.signup()
      for (let attempt = 1; attempt <= 10; attempt++) {
        const refusal = refusalOf(
          await h.call(LOGIN, {
            variables: { email, password: 'wrong-password' },
            clientIp: `10.0.0.${attempt}`,
          }),
        )
        assert.equal(refusal.code, 'ACCOUNTS_ERR_INVALID_CREDENTIALS', `attempt ${attempt}`)
      }
      const limited = refusalOf(
        await h.call(LOGIN, { variables: { email, password: PASSWORD }, clientIp: '10.0.1.1' }),
      )
      assert.equal(limited.code, 'ACCOUNTS_ERR_RATE_LIMITED')
      assert.equal(limited.http, 429)
      assert.match(limited.message, /Too many attempts\. Please wait 15 minutes and try again\./)

      h.clock.advance(15 * 60 * 1000)
      const later = await h.call(LOGIN, { variables: { email, password: PASSWORD }, clientIp: '10.0.1.1' })
      assert.equal(later.errors, undefined, 'the window has passed')
    })

    it('forgets earlier failures for an email once its owner logs in', async () => {
      const { email } = await h.signup()
      for (let attempt = 1; attempt <= 9; attempt++) {
        await h.call(LOGIN, { variables: { email, password: 'wrong-password' } })
      }
      assert.equal((await h.call(LOGIN, { variables: { email, password: PASSWORD } })).errors, undefined)
      for (let attempt = 1; attempt <= 9; attempt++) {
        const refusal = refusalOf(await h.call(LOGIN, { variables: { email, password: 'wrong-password' } }))
        assert.equal(refusal.code, 'ACCOUNTS_ERR_INVALID_CREDENTIALS')
      }
    })

    it('refuses more than 30 failed logins from one client address across emails', async () => {
      const ip = '192.0.2.30'
      for (let attempt = 1; attempt <= 30; attempt++) {
        const email = `${unique('guess')}@example.test`
        const refusal = refusalOf(
          await h.call(LOGIN, { variables: { email, password: 'wrong-password' }, clientIp: ip }),
        )
        assert.equal(refusal.code, 'ACCOUNTS_ERR_INVALID_CREDENTIALS', `attempt ${attempt}`)
      }
      const { email } = await h.signup()
      const limited = refusalOf(
        await h.call(LOGIN, { variables: { email, password: PASSWORD }, clientIp: ip }),
      )
      assert.equal(limited.code, 'ACCOUNTS_ERR_RATE_LIMITED')
      const elsewhere = await h.call(LOGIN, {
        variables: { email, password: PASSWORD },
        clientIp: '192.0.2.31',
      })
      assert.equal(elsewhere.errors, undefined)
    })

    it('allows 5 signups per client address per hour and refuses the 6th', async () => {
      const ip = '198.51.100.5'
      for (let n = 1; n <= 5; n++) {
        const username = unique('ip_')
        const result = await h.call(SIGNUP, {
          variables: { email: `${username}@example.test`, username, password: PASSWORD },
          clientIp: ip,
        })
        assert.equal(result.errors, undefined, `signup ${n}`)
      }
      const username = unique('ip_')
      const variables = { email: `${username}@example.test`, username, password: PASSWORD }
      const refusal = refusalOf(await h.call(SIGNUP, { variables, clientIp: ip }))
      assert.deepEqual([refusal.code, refusal.http], ['ACCOUNTS_ERR_RATE_LIMITED', 429])
      assert.equal(
        await h.service.api.findUserByUsername(username),
        null,
        'the refused signup created nothing',
      )
    })

    it('does not count refused signups against the address', async () => {
      const ip = '198.51.100.6'
      const taken = await h.signup()
      for (let n = 1; n <= 6; n++) {
        const refusal = refusalOf(
          await h.call(SIGNUP, {
            variables: { email: `${unique('t')}@example.test`, username: taken.username, password: PASSWORD },
            clientIp: ip,
          }),
        )
        assert.equal(refusal.code, 'ACCOUNTS_ERR_USERNAME_TAKEN')
      }
      const username = unique('ok_')
      const ok = await h.call(SIGNUP, {
        variables: { email: `${username}@example.test`, username, password: PASSWORD },
        clientIp: ip,
      })
      assert.equal(ok.errors, undefined)
    })
  })

  describe(`password hashes and the hashing queue (${kind})`, () => {
    let h: AccountsHarness
    before(async () => {
      h = await createAccountsHarness(kind)
    })
    after(() => h?.close())

    const storedHash = async (userId: number) =>
      (
        await sql<{
          password_hash: string
        }>`select password_hash from accounts.users where id = ${userId}`.execute(h.database.db)
      ).rows[0]?.password_hash ?? ''

    it('logs in a member whose password was hashed with the former scrypt scheme and upgrades the stored hash', async () => {
      const { userId, email } = await h.signup()
      const legacy = await createPasswordHasher(10, 'scrypt').hash(PASSWORD)
      await sql`update accounts.users set password_hash = ${legacy} where id = ${userId}`.execute(
        h.database.db,
      )

      const wrong = refusalOf(await h.call(LOGIN, { variables: { email, password: 'not-the-password' } }))
      assert.equal(wrong.code, 'ACCOUNTS_ERR_INVALID_CREDENTIALS')
      assert.equal(await storedHash(userId), legacy, 'a wrong password changes nothing')

      const login = await h.call(LOGIN, { variables: { email, password: PASSWORD } })
      assert.equal(login.errors, undefined)
      assert.equal(login.data.login.userId, userId)
      const upgraded = await storedHash(userId)
      assert.match(upgraded, /^argon2id\$/)

      const again = await h.call(LOGIN, { variables: { email, password: PASSWORD } })
      assert.equal(again.errors, undefined, 'the upgraded hash accepts the same password')
      assert.equal(await storedHash(userId), upgraded, 'a current hash is left as it is')
    })

    it('refuses a login at once with ACCOUNTS_ERR_BUSY when the hashing queue is full, without using up the allowance', async () => {
      const { email } = await h.signup()
      const release = fillQueue(h.service.hashing)
      try {
        for (let attempt = 1; attempt <= 12; attempt++) {
          const refusal = refusalOf(await h.call(LOGIN, { variables: { email, password: PASSWORD } }))
          assert.equal(refusal.code, 'ACCOUNTS_ERR_BUSY', `attempt ${attempt}`)
          assert.equal(refusal.http, 429)
          assert.equal(
            refusal.message,
            'Too many people are logging in right now. Please try again in a few seconds.',
          )
        }
      } finally {
        await release()
      }
      const login = await h.call(LOGIN, { variables: { email, password: PASSWORD } })
      assert.equal(login.errors, undefined, 'busy refusals are not counted as failed logins')
    })
  })

  describe(`/api/user_login and /api/user_signup under load (${kind})`, () => {
    let gateway: TestGateway
    before(async () => {
      gateway = await createTestGateway({ database: kind })
    })
    after(() => gateway?.close())

    async function call(name: string, payload: Record<string, unknown>) {
      const response = await gateway.app.inject({
        method: 'POST',
        url: `/api/${name}`,
        payload,
        headers: { 'content-type': 'application/json' },
      })
      const body = response.json()
      assert.deepEqual(Object.keys(body).sort(), ['errors', 'lookups', 'meta', 'values'])
      return { status: response.statusCode, body }
    }

    it('answers a wrong password and a full hashing queue with 4xx envelopes, and stores nothing while full', async () => {
      const username = unique('q_')
      const email = `${username}@example.test`
      assert.equal((await call('user_signup', { email, username, password: PASSWORD })).status, 200)

      const wrong = await call('user_login', { email, password: 'not-the-password' })
      assert.equal(wrong.status, 401)
      assert.deepEqual(wrong.body.errors, [
        { code: 'ACCOUNTS_ERR_INVALID_CREDENTIALS', message: 'The email or password is incorrect.' },
      ])
      assert.equal(wrong.body.meta.login_ok, false)

      const release = fillQueue(gateway.services.accounts.hashing)
      const latecomer = unique('late_')
      try {
        const busy = await call('user_login', { email, password: PASSWORD })
        assert.equal(busy.status, 429)
        assert.deepEqual(busy.body.errors, [
          {
            code: 'ACCOUNTS_ERR_BUSY',
            message: 'Too many people are logging in right now. Please try again in a few seconds.',
          },
        ])
        assert.equal(busy.body.meta.login_ok, false)
        const signup = await call('user_signup', {
          email: `${latecomer}@example.test`,
          username: latecomer,
          password: PASSWORD,
        })
        assert.equal(signup.status, 429)
        assert.equal(signup.body.errors[0].code, 'ACCOUNTS_ERR_BUSY')
      } finally {
        await release()
      }
      assert.equal(await gateway.services.accounts.api.findUserByUsername(latecomer), null)
      const login = await call('user_login', { email, password: PASSWORD })
      assert.equal(login.status, 200)
      assert.equal(login.body.meta.login_ok, true)
    })
  })
}

// takes every running slot and every waiting place, until the returned function is called
function fillQueue(queue: HashingQueue): () => Promise<void> {
  let open: () => void = () => {}
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })
  const held: Promise<unknown>[] = []
  for (;;) {
    const before = queue.stats()
    const turn = queue.run(() => gate).catch(() => undefined)
    const afterwards = queue.stats()
    if (afterwards.running === before.running && afterwards.waiting === before.waiting) break
    held.push(turn)
  }
  return async () => {
    open()
    await Promise.all(held)
  }
}

describe('sessions across a restart', () => {
  it('still resolves a token after the service and its PGlite data directory are closed and reopened', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'accounts-restart-'))
    try {
      const first = await createDatabase({ dataDir })
      const before = await startAccounts(first)
      const user = await before.service.api.createUser({
        email: 'restart@example.test',
        username: 'restart_me',
        password: PASSWORD,
      })
      const { token } = await before.service.api.signIn(user.id)
      await before.pubsub.close()
      await first.close()

      const second = await createDatabase({ dataDir })
      const afterRestart = await startAccounts(second)
      try {
        const viewer = await afterRestart.service.api.resolveSession(token)
        assert.equal(viewer?.userId, user.id)
        assert.deepEqual(viewer?.persona, { type: 'user', id: user.id })
      } finally {
        await afterRestart.pubsub.close()
        await second.close()
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  if (testDatabaseKinds().includes('postgres')) {
    it('resolves a token from a fresh connection pool on PostgreSQL', async () => {
      const h = await createAccountsHarness('postgres')
      try {
        const { token, userId } = await h.signup()
        const url = (h.database as { url?: string }).url
        assert.ok(url)
        const other = await createDatabase({ databaseUrl: url })
        const restarted = await startAccounts(other)
        try {
          assert.equal((await restarted.service.api.resolveSession(token))?.userId, userId)
        } finally {
          await restarted.pubsub.close()
          await other.close()
        }
      } finally {
        await h.close()
      }
    })
  }
})
