// the event-cancelled mail: alerts learns who is going from social's events and mails each of them
// once when discovery cancels the event, through the real SMTP server
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { type SmtpTestServer, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { sql } from 'kysely'
import { api, fresh, graphql, LONDON, type Member, member } from './support/alerts-harness.ts'
import { startAlertsSite, stopAlertsSite } from './support/alerts-site.ts'
import { parseMail } from './support/mime.ts'

const GOING = 'mutation($id: Int!) { markGoing(eventId: $id) { active } }'
const NOT_GOING = 'mutation($id: Int!) { unmarkGoing(eventId: $id) { active } }'

for (const kind of testDatabaseKinds()) {
  describe(`the event-cancelled mail to everyone going (${kind})`, () => {
    let gateway: TestGateway
    let smtp: SmtpTestServer
    let ava: Member
    let bo: Member
    let chen: Member
    let dropped: Member
    let late: Member
    let eventId: number
    before(async () => {
      ;({ gateway, smtp } = await startAlertsSite(kind))
      const startsAt = new Date(Date.now() + 3 * 86_400_000)
      eventId = await gateway.services.discovery.api.addEvent({
        slug: fresh('cancelled-event-'),
        cityId: LONDON,
        typeId: 1,
        nameEn: 'Rooftop trunk show',
        nameZh: '屋顶时装展',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 6 * 3_600_000),
        openDates: [{ date: startsAt.toISOString().slice(0, 10) }],
      })
      await gateway.platform.events.drain()
      ava = await member(gateway)
      bo = await member(gateway)
      chen = await member(gateway)
      dropped = await member(gateway)
      late = await member(gateway)
      // chen reads alerts in Chinese: the notice follows
      await api(gateway, 'alerts_subscribe', { city_id: LONDON, frequency: 'weekly', language: 'zh' }, chen)
      for (const as of [ava, bo, chen, dropped]) await graphql(gateway, GOING, { id: eventId }, as)
      await graphql(gateway, NOT_GOING, { id: eventId }, dropped)
      await gateway.platform.events.drain()
      await gateway.services.discovery.api.cancelEvent(eventId)
      await gateway.platform.events.drain()
      await gateway.platform.jobs.drain()
    })
    after(() => stopAlertsSite({ gateway, smtp }))

    const cancellationsTo = (who: Member) =>
      smtp.received
        .filter((m) => m.to.includes(who.email))
        .map((m) => parseMail(m.data))
        .filter((m) => m.headers.get('message-id')?.startsWith('<cancelled.'))

    it('mails each member going, in their language, with a link to the event', () => {
      for (const who of [ava, bo]) {
        const [mail, ...more] = cancellationsTo(who)
        assert.equal(more.length, 0)
        assert.equal(mail?.headers.get('subject'), 'Cancelled: Rooftop trunk show')
        assert.equal(mail?.headers.get('message-id'), `<cancelled.${eventId}.${who.userId}@localhost>`)
        assert.match(mail?.text ?? '', /Rooftop trunk show, which you were going to, has been cancelled/)
        assert.match(mail?.html ?? '', /\/london\/event\/cancelled-event-/)
        assert.ok(mail?.headers.has('date'))
      }
      const [zh] = cancellationsTo(chen)
      assert.match(zh?.text ?? '', /很抱歉，你要参加的 屋顶时装展 已取消/)
    })

    it('leaves out a member who stopped going before the cancellation', () => {
      assert.equal(cancellationsTo(dropped).length, 0)
    })

    it('mails nobody twice when the cancellation is delivered again', async () => {
      const before = smtp.received.length
      await gateway.platform.database.db.transaction().execute((trx) =>
        gateway.platform.events.publish(trx, {
          type: 'discovery.event.cancelled',
          aggregateType: 'event',
          aggregateId: eventId,
          payload: { id: eventId, cityId: LONDON },
        }),
      )
      await gateway.services.discovery.api.cancelEvent(eventId)
      await gateway.platform.events.drain()
      await gateway.platform.jobs.drain()
      assert.equal(smtp.received.length, before)
      for (const who of [ava, bo, chen]) assert.equal(cancellationsTo(who).length, 1)
      const ledger = await sql<{ n: number }>`
        select count(*)::int as n from alerts.notice_ledger where key like ${`cancelled.${eventId}.%`}
      `.execute(gateway.platform.database.db)
      assert.equal(ledger.rows[0]?.n, 3)
    })

    it('does not mail a member who marks the event going after it was cancelled', async () => {
      await graphql(gateway, GOING, { id: eventId }, late)
      await gateway.platform.events.drain()
      await gateway.platform.jobs.drain()
      assert.equal(cancellationsTo(late).length, 0)
    })
  })
}
