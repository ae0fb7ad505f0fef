import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type SmtpTestServer, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import {
  api,
  confirmedVisitor,
  fresh,
  graphql,
  LONDON,
  londonEvent,
  type Member,
  member,
  tokenIn,
} from './support/alerts-harness.ts'
import { startAlertsSite, stopAlertsSite } from './support/alerts-site.ts'
import { type ParsedMail, parseMail } from './support/mime.ts'

for (const kind of testDatabaseKinds()) {
  describe(`alert digests over real SMTP (${kind})`, () => {
    let gateway: TestGateway
    let smtp: SmtpTestServer
    let ava: Member
    let tom: Member
    let quiet: Member
    let visitorEmail: string
    const origin = () => new URL(gateway.platform.config.publicUrl).origin
    before(async () => {
      const site = await startAlertsSite(kind)
      ;({ gateway, smtp } = site)
      const { venueId, designerId } = site
      ava = await member(gateway, { fullName: 'Ava Digest' })
      tom = await member(gateway, { fullName: 'Tom Team', isTeam: true })
      quiet = await member(gateway, { fullName: 'Quiet Member' })
      await londonEvent(gateway, {
        nameEn: 'Glasshouse archive sale',
        inDays: 3,
        venueId,
        heroUrl: '/media/hero-1.jpg',
      })
      await londonEvent(gateway, { nameEn: 'Atelier Nord studio sale', inDays: 4, designerIds: [designerId] })
      const soon = await londonEvent(gateway, { nameEn: 'Knitwear preview', inDays: 1 })
      const off = await londonEvent(gateway, { nameEn: 'Rooftop trunk show', inDays: 5 })
      for (const as of [ava, tom]) {
        await graphql(
          gateway,
          'mutation($id: Int!) { followVenue(venueId: $id) { active } }',
          { id: venueId },
          as,
        )
      }
      await graphql(
        gateway,
        'mutation($id: Int!) { followDesigner(designerId: $id) { active } }',
        { id: designerId },
        ava,
      )
      for (const id of [soon, off]) {
        await graphql(gateway, 'mutation($id: Int!) { markGoing(eventId: $id) { active } }', { id }, ava)
      }
      await gateway.services.discovery.api.cancelEvent(off)
      await gateway.platform.events.drain()
      for (const as of [ava, tom, quiet])
        await api(gateway, 'alerts_subscribe', { city_id: LONDON, frequency: 'daily' }, as)
      visitorEmail = `${fresh('digest-visitor')}@example.test`
      await confirmedVisitor(gateway, smtp, parseMail, visitorEmail)
      // an address that signed up but never confirmed gets no digest
      await api(gateway, 'alerts_subscribe', {
        city_id: LONDON,
        frequency: 'daily',
        email: `${fresh('pending')}@example.test`,
      })
      await gateway.platform.jobs.drain()
    })
    after(() => stopAlertsSite({ gateway, smtp }))

    const digestsTo = (address: string): ParsedMail[] =>
      smtp.received
        .filter((mail) => mail.to.includes(address))
        .map((mail) => parseMail(mail.data))
        .filter((mail) => mail.headers.has('list-unsubscribe'))
    let team: Member

    it('sends one digest to each subscriber with something to say, and none to the others', async () => {
      team = await member(gateway, { isTeam: true })
      const run = await api(gateway, 'admin_alerts_digest_run', { frequency: 'daily', city_id: LONDON }, team)
      assert.equal(run.status, 200, JSON.stringify(run.body))
      assert.equal(run.body.values.sent, 3)
      await gateway.platform.jobs.drain()
      assert.equal(digestsTo(ava.email).length, 1)
      assert.equal(digestsTo(tom.email).length, 1)
      assert.equal(digestsTo(visitorEmail).length, 1)
      assert.equal(digestsTo(quiet.email).length, 0, 'nothing to say means no mail')

      const again = await api(gateway, 'admin_alerts_digest_run', { frequency: 'daily' }, team)
      assert.equal(again.body.values.sent, 0)
      await gateway.platform.jobs.drain()
      assert.equal(digestsTo(ava.email).length, 1, 'one digest per subscriber and period')
    })

    it('carries the sender headers: one-click List-Unsubscribe, a Message-ID naming the period, a Date', () => {
      const mail = digestsTo(ava.email)[0] as ParsedMail
      const publicUrl = gateway.platform.config.publicUrl
      const unsubscribe = mail.headers.get('list-unsubscribe') ?? ''
      const match =
        /^<(.+)\/alerts\/unsubscribe\/([^>]+)>, <mailto:unsubscribe@[^?]+\?subject=unsubscribe-([^>]+)>$/.exec(
          unsubscribe,
        )
      assert.ok(match, unsubscribe)
      assert.equal(match[1], publicUrl)
      assert.equal(match[2], match[3])
      assert.equal(mail.headers.get('list-unsubscribe-post'), 'List-Unsubscribe=One-Click')
      assert.match(
        mail.headers.get('message-id') ?? '',
        /^<digest\.\d+\.daily\.\d{4}-\d{2}-\d{2}@localhost>$/,
      )
      assert.ok(!Number.isNaN(Date.parse(mail.headers.get('date') ?? '')))
      assert.match(mail.headers.get('content-type') ?? '', /^multipart\/alternative/)
    })

    it("builds the member's digest from the graph, in both parts, with their referral on every link", () => {
      const mail = digestsTo(ava.email)[0] as ParsedMail
      for (const part of [mail.text, mail.html]) {
        assert.ok(part.includes('Glasshouse archive sale'), 'followed venue')
        assert.ok(part.includes('Atelier Nord studio sale'), 'followed designer')
        assert.ok(part.includes('Knitwear preview'), 'going, starts soon')
        assert.ok(part.includes('Cancelled: Rooftop trunk show'), 'going, cancelled')
      }
      assert.ok(
        mail.html.includes(`${gateway.platform.config.publicUrl}/media/hero-1.jpg`),
        'absolute media URL',
      )
      const eventLinks = mail.text.match(/https?:\/\/\S+\/event\/\S+/g) ?? []
      assert.ok(eventLinks.length >= 4)
      for (const link of eventLinks) assert.equal(new URL(link).searchParams.get('ref'), ava.username)
      const team = digestsTo(tom.email)[0] as ParsedMail
      for (const link of team.text.match(/https?:\/\/\S+\/event\/\S+/g) ?? [])
        assert.equal(new URL(link).searchParams.get('ref'), null, 'no referral for team users')
      const visitor = digestsTo(visitorEmail)[0] as ParsedMail
      assert.ok(visitor.text.includes('Glasshouse archive sale'), 'a visitor gets what is on in the city')
    })

    it('unsubscribes with one POST from the mail client, without a session, every time', async () => {
      const mail = digestsTo(ava.email)[0] as ParsedMail
      const url = new URL(/^<([^>]+)>/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1] ?? '')
      const opened = await gateway.app.inject({ method: 'GET', url: url.pathname })
      assert.equal(opened.statusCode, 303)
      const location = opened.headers.location ?? ''
      assert.equal(
        location,
        `${gateway.platform.config.publicUrl}/london/?alert_token=${encodeURIComponent(tokenIn(mail.text, 'unsub'))}#unsub`,
      )
      const list = await api(gateway, 'user_alerts_list', {}, ava, 'GET')
      assert.equal(list.body.values.subscriptions[0].status, 'active', 'opening the link changes nothing')
      for (let i = 0; i < 2; i++) {
        const posted = await gateway.app.inject({
          method: 'POST',
          url: url.pathname,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        })
        assert.equal(posted.statusCode, 200, posted.body)
      }
      const after = await api(gateway, 'user_alerts_list', {}, ava, 'GET')
      assert.equal(after.body.values.subscriptions.length, 0)
      const forged = await gateway.app.inject({ method: 'POST', url: `${url.pathname.slice(0, -3)}abc` })
      assert.equal(forged.statusCode, 404)
    })

    it('follows the footer links the way the shell does: #weekly, then #unsub, by token alone', async () => {
      const mail = digestsTo(tom.email)[0] as ParsedMail
      const weekly = await api(
        gateway,
        'alerts_frequency_set',
        { token: tokenIn(mail.text, 'weekly'), frequency: 'weekly' },
        quiet,
      )
      assert.equal(weekly.status, 200, JSON.stringify(weekly.body))
      assert.equal(weekly.body.values.subscription.frequency, 'weekly')
      const tomList = await api(gateway, 'user_alerts_list', {}, tom, 'GET')
      assert.equal(
        tomList.body.values.subscriptions[0].frequency,
        'weekly',
        "the token's subscription, not the signed-in one",
      )
      // a confirm token never unsubscribes
      const wrong = await api(gateway, 'alerts_unsubscribe', {
        token: `c${tokenIn(mail.text, 'unsub').slice(1)}`,
      })
      assert.equal(wrong.status, 400)
      assert.equal(wrong.body.errors[0]?.code, 'ALERTS_ERR_TOKEN')
      const unsub = await api(gateway, 'alerts_unsubscribe', { token: tokenIn(mail.text, 'unsub') })
      assert.deepEqual(unsub.body.values, { status: 'unsubscribed', city_id: LONDON })
      const twice = await api(gateway, 'alerts_unsubscribe', { token: tokenIn(mail.text, 'unsub') })
      assert.deepEqual(twice.body.values, { status: 'unsubscribed', city_id: LONDON })
    })

    it('lets only the one-click route past the origin check: the /api call from another site with a cookie is refused', async () => {
      const mail = digestsTo(visitorEmail)[0] as ParsedMail
      const token = tokenIn(mail.text, 'unsub')
      const foreign = await gateway.app.inject({
        method: 'POST',
        url: '/api/alerts_unsubscribe',
        headers: { origin: 'https://evil.example', cookie: `sr_session=${quiet.token}` },
        payload: { token },
      })
      assert.equal(foreign.statusCode, 403)
      const oneClick = await gateway.app.inject({
        method: 'POST',
        url: `/alerts/unsubscribe/${token}`,
        headers: {
          origin: 'https://mail.example',
          cookie: `sr_session=${quiet.token}`,
          'content-type': 'multipart/form-data; boundary=x',
        },
        payload:
          '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
      })
      assert.equal(oneClick.statusCode, 200, oneClick.body)
      const again = await api(gateway, 'alerts_unsubscribe', { token })
      assert.deepEqual(again.body.values, { status: 'unsubscribed', city_id: LONDON })
      // the edge still refuses a foreign cookie POST anywhere else outside /api
      const elsewhere = await gateway.app.inject({
        method: 'POST',
        url: `/alerts/unsubscribe/${token}/x`,
        headers: { origin: 'https://evil.example', cookie: `sr_session=${quiet.token}` },
      })
      assert.equal(elsewhere.statusCode, 403)
      assert.ok(origin().startsWith('http'))
    })
  })
}
