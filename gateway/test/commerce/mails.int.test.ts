import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import {
  createTestGateway,
  type SmtpTestServer,
  startSmtpTestServer,
  type TestGateway,
  testDatabaseKinds,
  waitFor,
} from '@showroom/testkit'
import { type ParsedMail, parseMail } from '../alerts/support/mime.ts'
import { commerceApi, type Json, type Member } from './support/commerce-api.ts'

// a header as written (RFC 2047 encoded words decoded)
const subjectOf = (mail: ParsedMail) =>
  (mail.headers.get('subject') ?? '').replace(
    /=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi,
    (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
  )

// the calendar part of a raw message, decoded
function calendarOf(raw: string): string {
  const part = /Content-Type: text\/calendar[\s\S]*?\r\n\r\n([\s\S]*?)\r\n--/i.exec(raw)
  assert.ok(part, 'a text/calendar part')
  const head = raw.slice(part.index, part.index + part[0].length - (part[1]?.length ?? 0))
  const body = part[1] ?? ''
  if (/base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

for (const kind of testDatabaseKinds()) {
  describe(`sale registration and order mails (${kind})`, () => {
    let gateway: TestGateway
    let smtp: SmtpTestServer
    let saleId: number
    let sizeId: number
    const opensAt = new Date(Date.UTC(2031, 5, 2, 9, 0))

    const { newMember } = commerceApi(() => gateway, 'm')

    async function ok(name: string, payload: Json, as: Member, locale: 'en' | 'zh' = 'en') {
      const response = await gateway.app.inject({
        method: 'POST',
        url: `/api/${name}`,
        payload,
        headers: { 'content-type': 'application/json', cookie: `sr_session=${as.token}; locale=${locale}` },
      })
      assert.equal(response.statusCode, 200, response.body)
      return response.json().values
    }

    // delivers the outbox and runs the queued sends until the member's mail has arrived
    async function mailTo(member: Member, subject: RegExp): Promise<{ mail: ParsedMail; raw: string }> {
      let found: { mail: ParsedMail; raw: string } | undefined
      await waitFor(
        async () => {
          await gateway.platform.events.drain()
          await gateway.platform.jobs.drain()
          const raw = smtp.received.find(
            (m) => m.to.includes(member.email) && subject.test(subjectOf(parseMail(m.data))),
          )?.data
          found = raw ? { mail: parseMail(raw), raw } : undefined
          return found !== undefined
        },
        { timeoutMs: 20_000, what: `a mail to ${member.email}` },
      )
      return found as { mail: ParsedMail; raw: string }
    }
    const mailsTo = (member: Member) => smtp.received.filter((m) => m.to.includes(member.email))

    before(async () => {
      smtp = await startSmtpTestServer()
      gateway = await createTestGateway({ database: kind, env: { SMTP_URL: smtp.url } })
      const db = gateway.platform.database.forSchema<Json>('commerce')
      const sale = await db
        .insertInto('sales')
        .values({
          persona_type: 'designer',
          persona_id: 1,
          name: 'Winter Coats',
          city_id: null,
          starts_at: opensAt,
          ends_at: new Date(opensAt.getTime() + 86_400_000),
          currency: 'gbp',
          is_published: true,
          shipping_fee: 495,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const open = await db
        .insertInto('sales')
        .values({
          persona_type: 'designer',
          persona_id: 1,
          name: 'Open Knitwear',
          city_id: null,
          starts_at: new Date(Date.now() - 60_000),
          ends_at: new Date(Date.now() + 86_400_000),
          currency: 'gbp',
          is_published: true,
          shipping_fee: 495,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const product = await db
        .insertInto('products')
        .values({ sale_id: open.id, name: 'Cashmere jumper', price: 12_000, original_price: 30_000 })
        .returning('id')
        .executeTakeFirstOrThrow()
      const size = await db
        .insertInto('sizes')
        .values({ product_id: product.id, label: 'M', stock: 5 })
        .returning('id')
        .executeTakeFirstOrThrow()
      saleId = sale.id
      sizeId = size.id
    })
    after(async () => {
      await gateway?.close()
      await smtp?.close()
    })

    test('registering with send_confirmation mails the opening time and an .ics, in the page language', async () => {
      const ann = await newMember()
      await ok('user_flash_sale_create', { flash_sale_id: saleId, send_confirmation: 1 }, ann)
      const { mail, raw } = await mailTo(ann, /registered/)
      assert.equal(subjectOf(mail), "You're registered: Winter Coats")
      assert.match(mail.text, /It opens on Monday, 2 June 2031 at 09:00 \(UTC\)/)
      assert.match(mail.text, /\/flash\/winter-coats-trade-\d+\//)
      const calendar = calendarOf(raw)
      assert.match(calendar, /DTSTART:20310602T090000Z/)
      assert.match(calendar, /SUMMARY:Winter Coats/)

      const li = await newMember()
      await ok('user_flash_sale_create', { flash_sale_id: saleId, send_confirmation: 1 }, li, 'zh')
      const zh = (await mailTo(li, /报名成功/)).mail
      assert.equal(subjectOf(zh), '报名成功：Winter Coats')
      assert.match(zh.text, /开放时间：2031年6月2日星期一 09:00 \(UTC\)/)
    })

    test('no confirmation asked, no mail; registering again mails nothing more', async () => {
      const quiet = await newMember()
      await ok('user_flash_sale_create', { flash_sale_id: saleId, send_confirmation: 0 }, quiet)
      const twice = await newMember()
      await ok('user_flash_sale_create', { flash_sale_id: saleId, send_confirmation: 1 }, twice)
      await mailTo(twice, /registered/)
      await ok('user_flash_sale_create', { flash_sale_id: saleId, send_confirmation: 1 }, twice)
      await gateway.platform.events.drain()
      await gateway.platform.jobs.drain()
      assert.equal(mailsTo(quiet).length, 0)
      assert.equal(mailsTo(twice).length, 1)
    })

    test('a paid order mails its items, total and a link that opens the order', async () => {
      const buyer = await newMember()
      await ok('basket_add', { size_id: sizeId, qty: 2 }, buyer)
      const { order } = await ok(
        'checkout_create',
        { idempotency_key: `mail-order-${buyer.userId}`, card_number: '4242424242424242', terms_accepted: 1 },
        buyer,
      )
      const { mail } = await mailTo(buyer, /order/)
      assert.equal(subjectOf(mail), `Your Showroom order #${order.id}`)
      assert.match(mail.text, /2 × Cashmere jumper \(size M\): £240\.00/)
      assert.match(mail.text, /Total: £\d+\.\d\d/)
      const link = /View your order: (\S+)/.exec(mail.text)?.[1] ?? ''
      const path = new URL(link).pathname
      assert.equal(path, `/my-orders/${order.id}/${order.token}/`)
      const opened = await gateway.app.inject({
        method: 'GET',
        url: `/api/order_get?id=${order.id}&token=${order.token}`,
        headers: { cookie: `sr_session=${buyer.token}` },
      })
      assert.equal(opened.statusCode, 200)
      assert.equal(opened.json().values.order.id, order.id)
    })
  })
}
