import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'

// biome-ignore lint/suspicious/noExplicitAny: values are loose JSON, read per call
type Json = any

for (const kind of testDatabaseKinds()) {
  describe(`the demo sample sales (${kind})`, () => {
    let gateway: TestGateway
    before(async () => {
      gateway = await createTestGateway({ database: kind, demo: true })
    })
    after(() => gateway?.close())

    test('London has a sale open now, one opening later with a waiting room, and an online one', async () => {
      const response = await gateway.app.inject({ method: 'GET', url: '/api/flash_sales_list?city_id=1' })
      assert.equal(response.statusCode, 200, response.body)
      const sales = (response.json() as Json).values.flash_sales as Json[]
      assert.deepEqual(sales.map((s) => [s.name, s.status, s.city_id, s.serve_capacity]).sort(), [
        ['Atelier Nord Winter Sample Sale', 'open', 1, null],
        ['Maison Verre Online Sample Sale', 'open', null, null],
        ['The Glasshouse Archive Sale', 'upcoming', 1, 50],
      ])
      const open = sales.find((s) => s.status === 'open' && s.city_id === 1)
      const one = await gateway.app.inject({ method: 'GET', url: `/api/flash_sale_get?id=${open.id}` })
      const products = (one.json() as Json).values.flash_sale.products as Json[]
      assert.equal(products.length, 5)
      assert.ok(products.every((p) => p.sizes.length === 3 && p.price < p.original_price))
    })
  })
}
