import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { deliver, graphql, type Member, member, newEvent } from './support/social-harness.ts'

// unfolded content lines of an .ics body
const linesOf = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n')

for (const kind of testDatabaseKinds()) {
  describe(`calendar files and going confirmations (${kind})`, () => {
    let gateway: TestGateway
    let ava: Member
    before(async () => {
      gateway = await createTestGateway({ database: kind, demo: true })
      ava = await member(gateway, 'Ava Calendar')
    })
    after(() => gateway?.close())

    const going = (eventId: number, as: Member, sendConfirmation = false) =>
      graphql(
        gateway,
        'mutation($id: Int!, $send: Boolean) { markGoing(eventId: $id, sendConfirmation: $send) { active count } }',
        { id: eventId, send: sendConfirmation },
        as,
      )

    async function feedUrlOf(as: Member): Promise<string> {
      const answer = await graphql(gateway, '{ myCalendarFeedUrl }', {}, as)
      return answer.data?.myCalendarFeedUrl as string
    }

    const get = (url: string) => gateway.app.inject({ method: 'GET', url: new URL(url, 'http://x').pathname })

    it('serves one event as an iCalendar file anyone can fetch', async () => {
      const id = await newEvent(gateway, {
        nameEn: 'Winter sample sale, coats; knits',
        startsAt: new Date('2030-01-05T10:00:00Z'),
        endsAt: new Date('2030-01-05T18:00:00Z'),
      })
      const response = await get(`/calendar/event/${id}.ics`)
      assert.equal(response.statusCode, 200)
      assert.equal(response.headers['content-type'], 'text/calendar; charset=utf-8')
      assert.ok(response.body.endsWith('END:VCALENDAR\r\n'))
      const lines = linesOf(response.body)
      assert.ok(lines.includes(`UID:event-${id}@showroom`))
      assert.ok(lines.includes('SUMMARY:Winter sample sale\\, coats\\; knits'))
      assert.ok(lines.includes('DTSTART:20300105T100000Z'))
      assert.ok(lines.includes('DTEND:20300105T180000Z'))
      assert.ok(lines.includes('STATUS:CONFIRMED'))
      assert.ok(lines.some((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l)))
      assert.ok(lines.some((l) => l.startsWith('LOCATION:The Glasshouse')))
      assert.ok(
        lines.some((l) => /^URL:http:\/\/localhost:\d+\/london\/event\/social-event-[^/]+\/$/.test(l)),
        lines.join('\n'),
      )
      for (const line of response.body.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75)
    })

    it('answers 404 for an unknown event or a malformed file name', async () => {
      assert.equal((await get('/calendar/event/987654.ics')).statusCode, 404)
      assert.equal((await get('/calendar/event/99999999999.ics')).statusCode, 404)
      assert.equal((await get('/calendar/event/abc.ics')).statusCode, 404)
    })

    it('makes a private feed url on first ask and keeps it', async () => {
      const first = await feedUrlOf(ava)
      assert.match(first, /^http:\/\/localhost:\d+\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/)
      assert.equal(await feedUrlOf(ava), first)
      const visitor = await graphql(gateway, '{ myCalendarFeedUrl }')
      assert.equal(visitor.errors?.[0]?.extensions.code, 'SOCIAL_ERR_NOT_SIGNED_IN')
    })

    it('feeds the events the member is going to, following cancellations and un-going', async () => {
      const bea = await member(gateway)
      const kept = await newEvent(gateway, { nameEn: 'Kept sale' })
      const cancelled = await newEvent(gateway, { nameEn: 'Called-off sale' })
      const dropped = await newEvent(gateway, { nameEn: 'Dropped sale' })
      const notGoing = await newEvent(gateway, { nameEn: 'Other sale' })
      for (const id of [kept, cancelled, dropped]) await going(id, bea)
      await graphql(gateway, `mutation { unmarkGoing(eventId: ${dropped}) { active } }`, {}, bea)
      await gateway.services.discovery.api.cancelEvent(cancelled)
      await deliver(gateway)

      const response = await get(await feedUrlOf(bea))
      assert.equal(response.statusCode, 200)
      assert.equal(response.headers['content-type'], 'text/calendar; charset=utf-8')
      const events = response.body.split('BEGIN:VEVENT').slice(1).map(linesOf)
      const byUid = new Map(events.map((lines) => [lines.find((l) => l.startsWith('UID:')), lines]))
      assert.deepEqual(
        [...byUid.keys()].sort(),
        [`UID:event-${cancelled}@showroom`, `UID:event-${kept}@showroom`].sort(),
      )
      assert.ok(byUid.get(`UID:event-${kept}@showroom`)?.includes('STATUS:CONFIRMED'))
      assert.ok(byUid.get(`UID:event-${cancelled}@showroom`)?.includes('STATUS:CANCELLED'))
      assert.equal(response.body.includes(`event-${notGoing}@showroom`), false)
      assert.equal(response.body.includes(`event-${dropped}@showroom`), false)
    })

    it('replaces the feed url on reset, and the old one answers 404', async () => {
      const cleo = await member(gateway)
      await going(await newEvent(gateway), cleo)
      const old = await feedUrlOf(cleo)
      const reset = await graphql(gateway, 'mutation { resetCalendarFeed }', {}, cleo)
      const renewed = reset.data?.resetCalendarFeed as string
      assert.notEqual(renewed, old)
      assert.equal(await feedUrlOf(cleo), renewed)
      assert.equal((await get(old)).statusCode, 404)
      assert.equal((await get(renewed)).statusCode, 200)
      assert.equal((await get('/calendar/feed/not-a-token.ics')).statusCode, 404)
    })

    it('mails a confirmation with the event details and an .ics file once, when asked', async () => {
      const dora = await member(gateway, 'Dora Going')
      const id = await newEvent(gateway, {
        nameEn: 'Confirmed sample sale',
        startsAt: new Date('2030-02-01T10:00:00Z'),
        endsAt: new Date('2030-02-01T17:00:00Z'),
      })
      const quiet = await newEvent(gateway, { nameEn: 'Quiet sale' })
      assert.deepEqual((await going(id, dora, true)).data?.markGoing, { active: true, count: 1 })
      await going(id, dora, true)
      await going(quiet, dora, false)
      await gateway.platform.jobs.drain()

      const mails = (await gateway.platform.mailer.list()).filter((m) => m.to === dora.email)
      assert.equal(mails.length, 1)
      assert.equal(mails[0]?.subject, "You're going: Confirmed sample sale")
      const mail = await gateway.platform.mailer.read(mails[0]?.id as string)
      assert.ok(mail)
      assert.match(mail.text, /^Hi Dora Going,/)
      assert.match(mail.text, /You're going to Confirmed sample sale\./)
      assert.match(mail.text, /When: Fri, 1 Feb 2030, 10:00 to 17:00 \(London time\)/)
      assert.match(mail.text, /Where: The Glasshouse/)
      assert.match(mail.text, /Details: http:\/\/localhost:\d+\/london\/event\//)
      assert.match(mail.eml, /Content-Type: text\/calendar; charset=utf-8; method=PUBLISH/i)
      assert.match(mail.eml, new RegExp(`filename=event-${id}\\.ics`))
    })
  })
}
