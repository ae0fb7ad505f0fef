import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'

const SIGNUPS_PER_IP = 5
const LOGINS_PER_IP = 30

function client(gateway: () => TestGateway) {
  let made = 0
  const signUp = (headers: Record<string, string>, remoteAddress?: string) => {
    made += 1
    return gateway().app.inject({
      method: 'POST',
      url: '/api/user_signup',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { email: `member${made}@example.com`, username: `member${made}`, password: 'long-enough-1' },
      ...(remoteAddress ? { remoteAddress } : {}),
    })
  }
  const logIn = (email: string, headers: Record<string, string>) =>
    gateway().app.inject({
      method: 'POST',
      url: '/api/user_login',
      headers: { 'content-type': 'application/json', ...headers },
      payload: { email, password: 'not-the-password' },
    })
  // the address the gateway believed for each session it opened, oldest first
  const sessionIps = async (): Promise<Array<string | null>> => {
    const rows = await gateway()
      .platform.database.forSchema('accounts')
      .selectFrom('sessions')
      .select(['client_ip'])
      .orderBy('created_at')
      .execute()
    return rows.map((row) => row.client_ip as string | null)
  }
  return { signUp, logIn, sessionIps }
}

const codeOf = (response: { json(): { errors: Array<{ code: string }> } }) => response.json().errors[0]?.code

for (const kind of testDatabaseKinds()) {
  describe(`X-Forwarded-For without TRUST_PROXY on ${kind}`, () => {
    let gateway: TestGateway
    const { signUp, logIn, sessionIps } = client(() => gateway)
    before(async () => {
      gateway = await createTestGateway({ database: kind })
    })
    after(() => gateway.close())

    test('a forged X-Forwarded-For changes neither the address recorded nor the signup limit', async () => {
      for (let i = 1; i <= SIGNUPS_PER_IP; i++) {
        const response = await signUp({ 'x-forwarded-for': `198.51.100.${i}` })
        assert.equal(response.statusCode, 200, `signup ${i}`)
      }
      assert.deepEqual(await sessionIps(), Array(SIGNUPS_PER_IP).fill('127.0.0.1'))
      const over = await signUp({ 'x-forwarded-for': '198.51.100.99' })
      assert.equal(codeOf(over), 'ACCOUNTS_ERR_RATE_LIMITED')
    })

    test('a forged X-Forwarded-For does not buy more login attempts', async () => {
      for (let i = 1; i <= LOGINS_PER_IP; i++) {
        const response = await logIn(`nobody${i}@example.com`, { 'x-forwarded-for': `203.0.113.${i}` })
        assert.notEqual(codeOf(response), 'ACCOUNTS_ERR_RATE_LIMITED', `attempt ${i}`)
      }
      const over = await logIn('nobody-else@example.com', { 'x-forwarded-for': '203.0.113.200' })
      assert.equal(codeOf(over), 'ACCOUNTS_ERR_RATE_LIMITED')
    })
  })

  describe(`X-Forwarded-For from a proxy named in TRUST_PROXY on ${kind}`, () => {
    let gateway: TestGateway
    const { signUp, sessionIps } = client(() => gateway)
    before(async () => {
      // app.inject connects from 127.0.0.1, the proxy here
      gateway = await createTestGateway({ database: kind, env: { TRUST_PROXY: '127.0.0.1' } })
    })
    after(() => gateway.close())

    test("the proxy's X-Forwarded-For is the member's address, each with its own signup limit", async () => {
      for (let i = 1; i <= SIGNUPS_PER_IP; i++) {
        const response = await signUp({ 'x-forwarded-for': '198.51.100.7' })
        assert.equal(response.statusCode, 200, `signup ${i}`)
      }
      assert.equal(codeOf(await signUp({ 'x-forwarded-for': '198.51.100.7' })), 'ACCOUNTS_ERR_RATE_LIMITED')
      assert.equal((await signUp({ 'x-forwarded-for': '198.51.100.8' })).statusCode, 200)
      const ips = await sessionIps()
      assert.equal(ips.at(-1), '198.51.100.8')
    })

    test('a client that is not the proxy cannot forge it', async () => {
      const before = (await sessionIps()).length
      const response = await signUp({ 'x-forwarded-for': '198.51.100.9' }, '192.0.2.44')
      assert.equal(response.statusCode, 200)
      const ips = await sessionIps()
      assert.equal(ips.length, before + 1)
      assert.equal(ips.at(-1), '192.0.2.44')
    })
  })
}
