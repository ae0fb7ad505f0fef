import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type SmtpTestServer, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import {
  api,
  fresh,
  LONDON,
  type Member,
  member,
  subscriptionRows,
  tokenIn,
} from './support/alerts-harness.ts'
import { startAlertsSite, stopAlertsSite } from './support/alerts-site.ts'
import { parseMail } from './support/mime.ts'

for (const kind of testDatabaseKinds()) {
  describe(`alert subscriptions through /api (${kind})`, () => {
    let gateway: TestGateway
    let smtp: SmtpTestServer
    let ava: Member
    let ben: Member
    let moderator: Member
    let team: Member
    before(async () => {
      ;({ gateway, smtp } = await startAlertsSite(kind))
      ava = await member(gateway, { fullName: 'Ava Alerts' })
      ben = await member(gateway, { fullName: 'Ben Other' })
      moderator = await member(gateway, { roles: ['member', 'moderator'] })
      team = await member(gateway, { isTeam: true })
    })
    after(() => stopAlertsSite({ gateway, smtp }))

    const sendQueued = () => gateway.platform.jobs.drain()
    const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address))

    it('sends a visitor one confirmation mail and nothing else until the address is confirmed', async () => {
      const email = `${fresh('visitor')}@example.test`
      const answer = await api(gateway, 'alerts_subscribe', {
        city_id: LONDON,
        frequency: 'weekly',
        language: 'zh',
        email: `  ${email.toUpperCase()} `,
      })
      assert.equal(answer.status, 200, JSON.stringify(answer.body))
      const subscription = answer.body.values.subscription
      assert.deepEqual(
        { ...subscription, id: typeof subscription.id },
        { id: 'number', city_id: LONDON, frequency: 'weekly', language: 'zh', status: 'pending' },
      )
      await sendQueued()
      const mails = mailsTo(email)
      assert.equal(mails.length, 1)
      const mail = parseMail((mails[0] as { data: string }).data)
      assert.match(mail.headers.get('subject') ?? '', /=\?UTF-8\?/i)
      assert.match(mail.text, /伦敦/)
      assert.ok(mail.html.includes('#alerts-confirmed'))
      const confirm = tokenIn(mail.text, 'alerts-confirmed')
      assert.match(
        mail.text,
        new RegExp(`/london/\\?alert_token=${encodeURIComponent(confirm)}#alerts-confirmed`),
      )

      // a repeat answers the same and sends no second mail within ten minutes
      const again = await api(gateway, 'alerts_subscribe', { city_id: LONDON, frequency: 'daily', email })
      assert.equal(again.body.values.subscription.status, 'pending')
      assert.equal(again.body.values.subscription.id, subscription.id)
      await sendQueued()
      assert.equal(mailsTo(email).length, 1)

      const confirmed = await api(gateway, 'alerts_confirm', { token: confirm })
      assert.equal(confirmed.status, 200, JSON.stringify(confirmed.body))
      assert.equal(confirmed.body.values.subscription.status, 'active')
      assert.equal(confirmed.body.values.subscription.frequency, 'daily')
      const twice = await api(gateway, 'alerts_confirm', { token: confirm })
      assert.equal(twice.body.values.subscription.status, 'active')

      // signing up again once active tells nothing and changes nothing
      const known = await api(gateway, 'alerts_subscribe', { city_id: LONDON, frequency: 'weekly', email })
      assert.equal(known.body.values.subscription.status, 'pending')
      await sendQueued()
      assert.equal(mailsTo(email).length, 1)
      const row = (await subscriptionRows(gateway)).find((r) => r.email === email)
      assert.equal(row?.status, 'active')
      assert.equal(row?.frequency, 'daily')
    })

    it('refuses bad addresses, unknown cities and malformed payloads with a 4xx and stores nothing', async () => {
      const before = await subscriptionRows(gateway)
      const cases: [Record<string, unknown>, number, string][] = [
        [{ city_id: LONDON, frequency: 'daily' }, 400, 'ALERTS_ERR_EMAIL'],
        [{ city_id: LONDON, frequency: 'daily', email: 'no-at-sign.example' }, 400, 'ALERTS_ERR_EMAIL'],
        [{ city_id: LONDON, frequency: 'daily', email: 'a@b' }, 400, 'ALERTS_ERR_EMAIL'],
        [{ city_id: LONDON, frequency: 'daily', email: 'a b@c.de' }, 400, 'ALERTS_ERR_EMAIL'],
        [{ city_id: LONDON, frequency: 'daily', email: 'a@b.de\r\nBcc: x@y.z' }, 400, 'ALERTS_ERR_EMAIL'],
        [{ city_id: LONDON, frequency: 'daily', email: 'a\u0000@b.de' }, 400, 'API_ERR_INVALID_INPUT'],
        [
          { city_id: LONDON, frequency: 'daily', email: `${'a'.repeat(300)}@b.de` },
          400,
          'API_ERR_INVALID_INPUT',
        ],
        [{ city_id: 999, frequency: 'daily', email: 'ok@example.test' }, 404, 'ALERTS_ERR_CITY'],
        [{ city_id: 'london', frequency: 'daily', email: 'ok@example.test' }, 400, 'API_ERR_INVALID_INPUT'],
        [{ city_id: LONDON, frequency: 'hourly', email: 'ok@example.test' }, 400, 'API_ERR_INVALID_INPUT'],
        [
          { city_id: LONDON, frequency: 'daily', language: 'fr', email: 'ok@example.test' },
          400,
          'API_ERR_INVALID_INPUT',
        ],
        [
          { city_id: LONDON, frequency: 'daily', email: 'ok@example.test', admin: true },
          400,
          'API_ERR_INVALID_INPUT',
        ],
      ]
      for (const [payload, status, code] of cases) {
        const answer = await api(gateway, 'alerts_subscribe', payload)
        assert.equal(answer.status, status, JSON.stringify({ payload, body: answer.body }))
        assert.equal(answer.body.errors[0]?.code, code, JSON.stringify(payload))
      }
      for (const [name, payload] of [
        ['alerts_confirm', { token: 'c1.forged' }],
        ['alerts_unsubscribe', { token: '' }],
        ['alerts_unsubscribe', { token: 12 }],
        ['alerts_frequency_set', { token: 'm1.x', frequency: 'monthly' }],
      ] as const) {
        const answer = await api(gateway, name, payload)
        assert.ok(answer.status >= 400 && answer.status < 500, `${name}: ${answer.status}`)
      }
      assert.deepEqual(await subscriptionRows(gateway), before)
    })

    it("subscribes a member's account address at once and never takes another address from them", async () => {
      const refused = await api(
        gateway,
        'alerts_subscribe',
        { city_id: LONDON, frequency: 'daily', email: 'x@y.de' },
        ava,
      )
      assert.equal(refused.status, 400)
      assert.equal(refused.body.errors[0]?.code, 'ALERTS_ERR_EMAIL')
      const answer = await api(gateway, 'alerts_subscribe', { city_id: LONDON, frequency: 'daily' }, ava)
      assert.equal(answer.status, 200, JSON.stringify(answer.body))
      assert.equal(answer.body.values.subscription.status, 'active')
      await sendQueued()
      assert.equal(mailsTo(ava.email).length, 0, 'a member confirms nothing')
      const list = await api(gateway, 'user_alerts_list', {}, ava, 'GET')
      assert.equal(list.status, 200, JSON.stringify(list.body))
      assert.deepEqual(list.body.values.subscriptions, [
        {
          id: answer.body.values.subscription.id,
          city_id: LONDON,
          city_name: 'London',
          frequency: 'daily',
          language: 'en',
          status: 'active',
          email: ava.email,
        },
      ])
    })

    it("lets a member change and end only their own subscriptions; anyone else's answers 404 and stays", async () => {
      const own = (await api(gateway, 'alerts_subscribe', { city_id: 2, frequency: 'weekly' }, ben)).body
        .values.subscription
      const snapshot = await subscriptionRows(gateway)
      for (const as of [ava, moderator, team]) {
        const update = await api(
          gateway,
          'user_alerts_update',
          { subscription_id: own.id, frequency: 'daily' },
          as,
        )
        assert.equal(update.status, 404)
        assert.equal(update.body.errors[0]?.code, 'ALERTS_ERR_NOT_FOUND')
        const remove = await api(gateway, 'user_alerts_delete', { subscription_id: own.id }, as)
        assert.equal(remove.status, 404)
      }
      const visitorUpdate = await api(gateway, 'user_alerts_update', {
        subscription_id: own.id,
        frequency: 'daily',
      })
      assert.equal(visitorUpdate.status, 401)
      const visitorList = await api(gateway, 'user_alerts_list', {}, undefined, 'GET')
      assert.equal(visitorList.status, 401)
      assert.deepEqual(await subscriptionRows(gateway), snapshot)
      const avaList = await api(gateway, 'user_alerts_list', {}, ava, 'GET')
      assert.ok(avaList.body.values.subscriptions.every((s: { email: string }) => s.email === ava.email))

      const changed = await api(
        gateway,
        'user_alerts_update',
        { subscription_id: own.id, frequency: 'daily', language: 'zh' },
        ben,
      )
      assert.equal(changed.status, 200, JSON.stringify(changed.body))
      assert.equal(changed.body.values.subscription.frequency, 'daily')
      assert.equal(changed.body.values.subscription.language, 'zh')
      const listed = await api(gateway, 'user_alerts_list', {}, ben, 'GET')
      assert.equal(listed.body.values.subscriptions[0].city_name, '纽约')
      const removed = await api(gateway, 'user_alerts_delete', { subscription_id: own.id }, ben)
      assert.equal(removed.status, 200)
      assert.equal(
        (await api(gateway, 'user_alerts_list', {}, ben, 'GET')).body.values.subscriptions.length,
        0,
      )
      assert.equal((await api(gateway, 'user_alerts_delete', { subscription_id: own.id }, ben)).status, 404)
    })

    it('runs digests by hand for the team and admins only', async () => {
      const snapshot = await subscriptionRows(gateway)
      assert.equal((await api(gateway, 'admin_alerts_digest_run', { frequency: 'daily' })).status, 401)
      for (const as of [ava, moderator]) {
        const refused = await api(gateway, 'admin_alerts_digest_run', { frequency: 'daily' }, as)
        assert.equal(refused.status, 403)
        assert.equal(refused.body.errors[0]?.code, 'ALERTS_ERR_FORBIDDEN')
      }
      assert.deepEqual(await subscriptionRows(gateway), snapshot)
      const admin = await member(gateway, { roles: ['member', 'admin'] })
      for (const as of [team, admin]) {
        const run = await api(
          gateway,
          'admin_alerts_digest_run',
          { frequency: 'weekly', city_id: LONDON },
          as,
        )
        assert.equal(run.status, 200, JSON.stringify(run.body))
        assert.equal(typeof run.body.values.sent, 'number')
      }
      const unknown = await api(
        gateway,
        'admin_alerts_digest_run',
        { frequency: 'weekly', city_id: 77 },
        team,
      )
      assert.equal(unknown.status, 404)
    })
  })
}
