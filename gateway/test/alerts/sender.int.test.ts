import assert from 'node:assert/strict'
import { generateKeyPairSync } from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { type SmtpTestServer, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { api, fresh, graphql, LONDON, londonEvent, type Member, member } from './support/alerts-harness.ts'
import { startAlertsSite, stopAlertsSite } from './support/alerts-site.ts'
import { parseMail } from './support/mime.ts'

const WEBHOOK_SECRET = 'bounce-webhook-secret-for-tests'

for (const kind of testDatabaseKinds()) {
  describe(`alert sender rules: DKIM, bounces and the other mails (${kind})`, () => {
    let gateway: TestGateway
    let smtp: SmtpTestServer
    let ava: Member
    let team: Member
    before(async () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
      const site = await startAlertsSite(kind, {
        DKIM_DOMAIN: 'showroom.example',
        DKIM_SELECTOR: 'alerts2026',
        DKIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        BOUNCE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        UNSUBSCRIBE_MAILBOX: 'leave@showroom.example',
      })
      ;({ gateway, smtp } = site)
      const { venueId } = site
      await londonEvent(gateway, { nameEn: 'Signed sale', inDays: 2, venueId })
      ava = await member(gateway)
      team = await member(gateway, { isTeam: true })
      await graphql(
        gateway,
        'mutation($id: Int!) { followVenue(venueId: $id) { active } }',
        { id: venueId },
        ava,
      )
      await api(gateway, 'alerts_subscribe', { city_id: LONDON, frequency: 'daily' }, ava)
    })
    after(() => stopAlertsSite({ gateway, smtp }))

    const mailsTo = (address: string) =>
      smtp.received.filter((m) => m.to.includes(address)).map((m) => parseMail(m.data))

    it('signs digests and confirmations with DKIM when a key is configured', async () => {
      const run = await api(gateway, 'admin_alerts_digest_run', { frequency: 'daily', city_id: LONDON }, team)
      assert.equal(run.body.values.sent, 1)
      const visitor = `${fresh('dkim')}@example.test`
      await api(gateway, 'alerts_subscribe', { city_id: LONDON, frequency: 'daily', email: visitor })
      await gateway.platform.jobs.drain()
      for (const mail of [...mailsTo(ava.email), ...mailsTo(visitor)]) {
        const signature = mail.headers.get('dkim-signature') ?? ''
        assert.match(signature, /d=showroom\.example/)
        assert.match(signature, /s=alerts2026/)
      }
      const digest = mailsTo(ava.email)[0]
      assert.match(
        digest?.headers.get('list-unsubscribe') ?? '',
        /<mailto:leave@showroom\.example\?subject=unsubscribe-m\d+\./,
      )
    })

    it('suppresses an address reported by the bounce webhook, which needs its secret', async () => {
      const post = (secret: string | undefined, payload: unknown) =>
        gateway.app.inject({
          method: 'POST',
          url: '/alerts/bounce',
          headers: secret === undefined ? {} : { 'x-webhook-secret': secret },
          payload: payload as Record<string, unknown>,
        })
      assert.equal((await post(undefined, { email: ava.email, type: 'bounce' })).statusCode, 404)
      assert.equal(
        (await post('wrong-secret-wrong-secret', { email: ava.email, type: 'bounce' })).statusCode,
        404,
      )
      assert.equal(
        (await api(gateway, 'user_alerts_list', {}, ava, 'GET')).body.values.subscriptions.length,
        1,
      )

      const reported = await post(WEBHOOK_SECRET, {
        events: [{ email: ava.email.toUpperCase(), type: 'complaint' }, { email: 'junk' }],
      })
      assert.equal(reported.statusCode, 200)
      assert.deepEqual(reported.json(), { suppressed: 1 })
      assert.equal(
        (await api(gateway, 'user_alerts_list', {}, ava, 'GET')).body.values.subscriptions.length,
        0,
      )
      const again = await api(gateway, 'alerts_subscribe', { city_id: 2, frequency: 'daily' }, ava)
      assert.equal(
        again.body.values.subscription.status,
        'unsubscribed',
        'a complaining address is not signed up again',
      )
    })

    it('sends the order, sale and cancellation mails through the same path, once per thing', async () => {
      const buyer = `${fresh('buyer')}@example.test`
      const order = {
        orderId: 77,
        reference: 'SR-77',
        total: '£120.00',
        url: `${gateway.platform.config.publicUrl}/my-orders/77/tok/`,
        recipient: { email: buyer, language: 'zh' as const },
      }
      await gateway.services.alerts.notices.orderConfirmed(order)
      await gateway.services.alerts.notices.orderConfirmed(order)
      await gateway.services.alerts.notices.saleRegistered({
        registrationId: 5,
        saleName: 'Archive sale',
        url: `${gateway.platform.config.publicUrl}/london/`,
        recipient: { email: buyer, language: 'en' },
      })
      await gateway.services.alerts.notices.eventCancelled({
        eventId: 9,
        eventName: 'Rooftop show',
        url: `${gateway.platform.config.publicUrl}/london/`,
        recipients: [
          { userId: 1, email: buyer, language: 'en' },
          { userId: 2, email: ava.email, language: 'en' },
        ],
      })
      await gateway.platform.jobs.drain()
      const got = mailsTo(buyer)
      assert.deepEqual(got.map((m) => m.headers.get('message-id')).sort(), [
        '<cancelled.9.1@localhost>',
        '<order.77@localhost>',
        '<sale.5@localhost>',
      ])
      const orderMail = got.find((m) => m.headers.get('message-id') === '<order.77@localhost>')
      assert.ok(orderMail?.text.includes('£120.00'))
      assert.ok(orderMail?.text.includes('感谢'))
      assert.ok(orderMail?.html.includes('/my-orders/77/tok/'))
      assert.equal(
        mailsTo(ava.email).filter((m) => m.headers.get('message-id')?.startsWith('<cancelled')).length,
        0,
        'suppressed',
      )
    })
  })
}
