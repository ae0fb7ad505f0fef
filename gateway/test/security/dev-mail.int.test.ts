import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'

const SUBJECT = 'Your password reset link'
const REMOTE = '203.0.113.9'

for (const kind of testDatabaseKinds()) {
  describe(`the dev mail page in a development start on ${kind}`, () => {
    let gateway: TestGateway
    let mailId: string
    let adminCookie: string
    let memberCookie: string

    const cookieFor = async (username: string, roles: Array<'member' | 'admin'>) => {
      const user = await gateway.services.accounts.api.createUser({
        email: `${username}@example.com`,
        username,
        password: 'long-enough-1',
        roles,
      })
      return `sr_session=${(await gateway.services.accounts.api.signIn(user.id)).token}`
    }

    before(async () => {
      gateway = await createTestGateway({
        database: kind,
        env: { NODE_ENV: 'development', LOG_LEVEL: 'silent' },
      })
      mailId = (
        await gateway.platform.mailer.send({ to: 'ava@example.com', subject: SUBJECT, text: 'reset-me' })
      ).id
      adminCookie = await cookieFor('ada', ['member', 'admin'])
      memberCookie = await cookieFor('max', ['member'])
    })
    after(() => gateway.close())

    const open = (url: string, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
      gateway.app.inject({ method: 'GET', url, ...options })

    test('shows the mail to someone on this machine', async () => {
      const list = await open('/dev/mail', { headers: { host: 'localhost:3000' } })
      assert.equal(list.statusCode, 200)
      assert.match(list.body, new RegExp(SUBJECT))
      const one = await open(`/dev/mail/${encodeURIComponent(mailId)}`, {
        headers: { host: '127.0.0.1:3000' },
      })
      assert.equal(one.statusCode, 200)
      assert.match(one.body, /reset-me/)
    })

    test('refuses anyone else, even with a forged X-Forwarded-For', async () => {
      const attempts: Record<string, string>[] = [
        {},
        { 'x-forwarded-for': '127.0.0.1' },
        { cookie: memberCookie },
      ]
      for (const headers of attempts) {
        for (const url of ['/dev/mail', `/dev/mail/${encodeURIComponent(mailId)}`]) {
          const response = await open(url, { remoteAddress: REMOTE, headers })
          assert.equal(response.statusCode, 403, `${url} ${JSON.stringify(headers)}`)
          assert.doesNotMatch(response.body, /reset-me|password reset/)
        }
      }
    })

    test('refuses a page on another domain that rebinds its name to this machine', async () => {
      const response = await open('/dev/mail', { headers: { host: 'evil.example:3000' } })
      assert.equal(response.statusCode, 403)
    })

    test('refuses visitors passed on by a proxy on this machine', async () => {
      const response = await open('/dev/mail', {
        headers: { host: 'localhost:3000', 'x-forwarded-for': '198.51.100.23' },
      })
      assert.equal(response.statusCode, 403)
    })

    test('shows the mail to an admin from anywhere', async () => {
      const response = await open('/dev/mail', { remoteAddress: REMOTE, headers: { cookie: adminCookie } })
      assert.equal(response.statusCode, 200)
      assert.match(response.body, new RegExp(SUBJECT))
    })
  })
}

describe('the dev mail page in production', () => {
  let gateway: TestGateway
  before(async () => {
    gateway = await createTestGateway({
      env: { NODE_ENV: 'production', INTERNAL_SECRET: 'a-long-production-secret', LOG_LEVEL: 'silent' },
    })
  })
  after(() => gateway.close())

  test('does not exist, even for this machine', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/dev/mail',
      headers: { host: 'localhost' },
    })
    assert.equal(response.statusCode, 404)
  })
})
