// online sample sales in digests: commerce's sales of the city and the online-only ones, with stock
// when the digest is built; nothing sold out is advertised
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { DemoSale } from '@showroom/commerce'
import { type SmtpTestServer, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { api, confirmedVisitor, fresh, LONDON, type Member, member } from './support/alerts-harness.ts'
import { startAlertsSite, stopAlertsSite } from './support/alerts-site.ts'
import { parseMail } from './support/mime.ts'

const DAY = 86_400_000

function sale(name: string, cityId: number | null, stock: number[], from: number, to: number): DemoSale {
  return {
    personaType: 'designer',
    personaId: 1,
    name,
    cityId,
    startsAt: new Date(Date.now() + from * DAY),
    endsAt: new Date(Date.now() + to * DAY),
    currency: 'gbp',
    description: '',
    sizeChart: '',
    heroImageUrl: '/media/sale-hero.jpg',
    serveCapacity: null,
    shippingFee: 0,
    freeShippingOver: null,
    products: stock.map((units, i) => ({
      name: `${name} piece ${i}`,
      description: '',
      price: 5000,
      originalPrice: 12000,
      heroThumbUrl: '/media/piece.jpg',
      isNewSeason: false,
      sizes: [{ label: 'M', stock: units }],
    })),
  }
}

for (const kind of testDatabaseKinds()) {
  describe(`online sample sales in alert digests (${kind})`, () => {
    let gateway: TestGateway
    let smtp: SmtpTestServer
    let team: Member
    let visitor: string
    before(async () => {
      ;({ gateway, smtp } = await startAlertsSite(kind))
      team = await member(gateway, { isTeam: true })
      await gateway.services.commerce.api.addDemoSales([
        sale('Archive knitwear sale', LONDON, [3, 0], -1, 3),
        sale('Online only denim sale', null, [1], 2, 6),
        sale('Sold out silk sale', LONDON, [0, 0], -1, 3),
        sale('New York shoe sale', 2, [5], -1, 3),
        sale('Ended coat sale', LONDON, [4], -5, -1),
        sale('Far off bag sale', LONDON, [4], 20, 25),
      ])
      visitor = `${fresh('sales')}@example.test`
      await confirmedVisitor(gateway, smtp, parseMail, visitor)
    })
    after(() => stopAlertsSite({ gateway, smtp }))

    it('lists the city’s and the online-only sales with stock, and nothing sold out, ended or far off', async () => {
      const run = await api(gateway, 'admin_alerts_digest_run', { frequency: 'daily', city_id: LONDON }, team)
      assert.equal(run.status, 200, JSON.stringify(run.body))
      assert.equal(run.body.values.sent, 1, 'a digest with only sales in it still goes out')
      await gateway.platform.jobs.drain()
      const digest = smtp.received
        .filter((m) => m.to.includes(visitor))
        .map((m) => parseMail(m.data))
        .find((m) => m.headers.has('list-unsubscribe'))
      assert.ok(digest, 'the visitor got a digest')
      assert.match(digest.text, /Online sample sales with stock/)
      assert.match(
        digest.text,
        /- Archive knitwear sale \(3 remaining\)\r?\n {2}http:\/\/localhost[^\s]*\/flash\/archive-knitwear-sale-trade-\d+\//,
      )
      assert.match(digest.text, /- Online only denim sale \(1 remaining\)/)
      for (const absent of [
        'Sold out silk sale',
        'New York shoe sale',
        'Ended coat sale',
        'Far off bag sale',
      ])
        assert.ok(!digest.text.includes(absent), `${absent} is not advertised`)
      assert.match(digest.html, /<img src="http:\/\/localhost[^"]*\/media\/sale-hero\.jpg"/)
    })
  })
}
