// sign-ups per client address, the 429 envelope, and the service's refusals in Chinese
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { signupPerIp } from '@showroom/alerts'
import { type SmtpTestServer, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import {
  type Envelope,
  fresh,
  LONDON,
  type Member,
  member,
  subscriptionRows,
} from './support/alerts-harness.ts'
import { startAlertsSite, stopAlertsSite } from './support/alerts-site.ts'

for (const kind of testDatabaseKinds()) {
  describe(`alert sign-ups are limited per client address (${kind})`, () => {
    let gateway: TestGateway
    let smtp: SmtpTestServer
    let ava: Member
    before(async () => {
      ;({ gateway, smtp } = await startAlertsSite(kind))
      ava = await member(gateway)
    })
    after(() => stopAlertsSite({ gateway, smtp }))

    const subscribe = async (
      from: string,
      payload: Record<string, unknown>,
      options: { as?: Member; language?: string } = {},
    ) => {
      const response = await gateway.app.inject({
        method: 'POST',
        url: '/api/alerts_subscribe',
        remoteAddress: from,
        payload,
        headers: {
          origin: new URL(gateway.platform.config.publicUrl).origin,
          ...(options.as ? { cookie: `sr_session=${options.as.token}` } : {}),
          ...(options.language ? { 'accept-language': options.language } : {}),
        },
      })
      return { status: response.statusCode, body: response.json() as Envelope }
    }

    it('refuses the sign-up over the limit with a 429 envelope and writes nothing', async () => {
      const from = '203.0.113.7'
      for (let i = 0; i < signupPerIp.max; i++) {
        const ok = await subscribe(from, {
          city_id: LONDON,
          frequency: 'daily',
          email: `${fresh('lim')}@example.test`,
        })
        assert.equal(ok.status, 200, JSON.stringify(ok.body))
      }
      await gateway.platform.jobs.drain()
      const rows = await subscriptionRows(gateway)
      const mails = smtp.received.length
      const email = `${fresh('over')}@example.test`
      const refused = await subscribe(from, { city_id: LONDON, frequency: 'daily', email })
      assert.equal(refused.status, 429)
      assert.deepEqual(Object.keys(refused.body).sort(), ['errors', 'lookups', 'meta', 'values'])
      assert.equal(refused.body.errors[0]?.code, 'ALERTS_ERR_RATE_LIMITED')
      assert.match(
        refused.body.errors[0]?.message ?? '',
        /^Too many alert sign-ups from your connection\. Please wait \d+ minutes and try again\.$/,
      )
      // a member on the same address is held too: every sign-up counts
      const memberRefused = await subscribe(from, { city_id: LONDON, frequency: 'weekly' }, { as: ava })
      assert.equal(memberRefused.status, 429)
      await gateway.platform.jobs.drain()
      assert.deepEqual(await subscriptionRows(gateway), rows)
      assert.equal(smtp.received.length, mails, 'no confirmation mail went out')
    })

    it('counts each client address on its own', async () => {
      const other = await subscribe('198.51.100.20', {
        city_id: LONDON,
        frequency: 'daily',
        email: `${fresh('other')}@example.test`,
      })
      assert.equal(other.status, 200)
    })

    it('words its refusals in Chinese for a Chinese request', async () => {
      const from = '198.51.100.30'
      const badEmail = await subscribe(
        from,
        { city_id: LONDON, frequency: 'daily', email: 'a@b' },
        { language: 'zh-CN,zh;q=0.9' },
      )
      assert.equal(badEmail.status, 400)
      assert.equal(badEmail.body.errors[0]?.message, '请输入有效的电子邮箱地址。')
      const city = await subscribe(
        from,
        { city_id: 999, frequency: 'daily', email: 'ok@example.test' },
        { language: 'zh' },
      )
      assert.equal(city.body.errors[0]?.message, '我们不认识这个城市。')
      const token = await gateway.app.inject({
        method: 'POST',
        url: '/api/alerts_unsubscribe',
        payload: { token: 'm1.forged' },
        headers: { origin: new URL(gateway.platform.config.publicUrl).origin, cookie: 'locale=zh' },
      })
      assert.equal(token.statusCode, 400)
      assert.equal((token.json() as Envelope).errors[0]?.message, '此链接无效。请使用我们最近发给你的链接。')
      const english = await subscribe(from, { city_id: 999, frequency: 'daily', email: 'ok@example.test' })
      assert.equal(english.body.errors[0]?.message, 'We do not know this city.')
    })
  })
}
