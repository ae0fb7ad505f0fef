import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { createTestGateway, type TestGateway, testDatabaseKinds } from '@showroom/testkit'
import { sql } from 'kysely'
import { commerceApi, type Json, type Member } from './support/commerce-api.ts'

const DESIGNER_ID = 7301

for (const kind of testDatabaseKinds()) {
  describe(`a seller's /api calls (${kind})`, () => {
    let gateway: TestGateway
    let seller: Member

    const { newMember, call, ok } = commerceApi(() => gateway, 's')
    const rows = async () => {
      const db = gateway.platform.database.db
      const out: Json = {}
      for (const table of ['sales', 'products', 'sizes', 'images'])
        out[table] = (await sql`select * from ${sql.table(`commerce.${table}`)} order by 1`.execute(db)).rows
      return out
    }
    const sale = (extra: Json = {}) => ({
      persona_type: 'designer',
      persona_id: DESIGNER_ID,
      name: 'Atelier sample sale',
      city_id: 1,
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
      ends_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      currency: 'gbp',
      ...extra,
    })

    before(async () => {
      gateway = await createTestGateway({ database: kind })
      seller = await newMember()
      await gateway.services.accounts.api.grantPersona(seller.userId, {
        type: 'designer',
        id: DESIGNER_ID,
        name: 'Atelier',
      })
      await ok('user_persona_switch', { type: 'designer', id: DESIGNER_ID }, seller)
    })
    after(() => gateway?.close())

    test('a seller saves a preview that only they see, opens it, and everyone sees it', async () => {
      const saved = (
        await ok(
          'seller_flash_sale_save',
          sale({ is_preview: 1, image_urls: JSON.stringify(['/media/images/a/card.webp']) }),
          seller,
        )
      ).flash_sale
      assert.equal(saved.is_preview, true)
      assert.deepEqual(saved.image_urls, ['/media/images/a/card.webp'])
      assert.equal(saved.store_url, `/flash/atelier-sample-sale-trade-${saved.id}/`)
      const product = (
        await ok(
          'seller_product_save',
          {
            flash_sale_id: saved.id,
            name: 'Wool coat',
            price: '120.00',
            original_price: 300,
            sizes: JSON.stringify([{ label: 'S', stock: 2 }]),
            image_urls: ['/media/images/b/card.webp'],
          },
          seller,
        )
      ).product
      assert.deepEqual(product.image_urls, ['/media/images/b/card.webp'])
      const mine = (await ok('seller_flash_sales_list', {}, seller, 'GET')).flash_sales
      assert.deepEqual(
        mine.map((s: Json) => [s.id, s.is_preview, s.products.length]),
        [[saved.id, true, 1]],
      )
      const preview = (await ok('flash_sale_get', { id: saved.id, is_preview: 1 }, seller, 'GET')).flash_sale
      assert.equal(preview.products[0].image_urls[0], '/media/images/b/card.webp')

      const member = await newMember()
      const moderator = await newMember(['moderator'])
      for (const viewer of [null, member, moderator]) {
        for (const payload of [{ id: saved.id }, { id: saved.id, is_preview: 1 }])
          assert.equal((await call('flash_sale_get', payload, viewer, 'GET')).status, 404)
        const listed = (await ok('flash_sales_list', { city_id: 1 }, viewer, 'GET')).flash_sales
        assert.ok(!listed.some((s: Json) => s.id === saved.id))
      }

      // refusals change nothing: other members, moderators, visitors, a foreign origin, bad input
      const before = await rows()
      for (const viewer of [member, moderator]) {
        const { status } = await call(
          'seller_flash_sale_state',
          { flash_sale_id: saved.id, action: 'open' },
          viewer,
        )
        assert.equal(status, 404)
        assert.equal((await call('seller_flash_sale_save', sale({ id: saved.id }), viewer)).status, 404)
      }
      assert.equal(
        (await call('seller_flash_sale_state', { flash_sale_id: saved.id, action: 'open' }, null)).status,
        401,
      )
      const foreign = await call(
        'seller_flash_sale_state',
        { flash_sale_id: saved.id, action: 'open' },
        seller,
        'POST',
        'https://evil.example',
      )
      assert.equal(foreign.status, 403)
      for (const bad of [
        { flash_sale_id: saved.id, action: 'explode' },
        { flash_sale_id: 'x', action: 'open' },
        { flash_sale_id: saved.id, action: 'open', extra: 1 },
      ])
        assert.equal((await call('seller_flash_sale_state', bad, seller)).status, 400)
      for (const bad of [
        sale({ id: saved.id, name: 'a\u0000b' }),
        sale({ id: saved.id, image_urls: ['javascript:alert(1)'] }),
        sale({ id: saved.id, image_urls: '[not json' }),
        sale({ id: saved.id, name: 'x'.repeat(201) }),
      ])
        assert.equal((await call('seller_flash_sale_save', bad, seller)).status, 400)
      assert.deepEqual(await rows(), before)

      const opened = (
        await ok('seller_flash_sale_state', { flash_sale_id: saved.id, action: 'open' }, seller)
      ).flash_sale
      assert.equal(opened.status, 'open')
      assert.equal(opened.is_preview, false)
      const listed = (await ok('flash_sales_list', { city_id: 1 }, member, 'GET')).flash_sales
      assert.ok(listed.some((s: Json) => s.id === saved.id && s.store_url === saved.store_url))

      // the orders and their CSV are the seller's alone
      const csv = (
        await ok('seller_flash_sale_orders', { flash_sale_id: saved.id, format: 'csv' }, seller, 'GET')
      ).csv
      assert.equal(csv, 'order_id,paid_at,buyer_user_id,product,size,qty,price,currency\n')
      for (const viewer of [member, moderator])
        assert.equal(
          (await call('seller_flash_sale_orders', { flash_sale_id: saved.id }, viewer, 'GET')).status,
          403,
        )
    })

    test('sales reported as ended reach the moderators', async () => {
      const saved = (await ok('seller_flash_sale_save', sale({ is_preview: 0 }), seller)).flash_sale
      await ok('seller_flash_sale_state', { flash_sale_id: saved.id, action: 'open' }, seller)
      const member = await newMember()
      assert.deepEqual(await ok('online_sales_report_ended', { id: saved.id }, member, 'GET'), {
        flash_sale_id: saved.id,
        reported: true,
      })
      const moderator = await newMember(['moderator'])
      const reports = (await ok('moderator_flash_sale_reports', {}, moderator, 'GET')).reports
      const row = reports.find((r: Json) => r.flash_sale_id === saved.id)
      assert.equal(row.report_count, 1)
      assert.equal(row.status, 'open')
      assert.equal(row.store_url, saved.store_url)
      assert.equal((await call('moderator_flash_sale_reports', {}, member, 'GET')).status, 403)
      assert.equal((await call('moderator_flash_sale_reports', {}, seller, 'GET')).status, 403)
      assert.equal((await call('moderator_flash_sale_reports', {}, null, 'GET')).status, 401)
    })

    test("another seller, a member or a visitor changes nothing of a seller's sale, nor does bad input", async () => {
      const saved = (await ok('seller_flash_sale_save', sale({ is_preview: 0 }), seller)).flash_sale
      const sizes = JSON.stringify([{ label: 'S', stock: 2 }])
      const product = (
        await ok('seller_product_save', { flash_sale_id: saved.id, name: 'Scarf', price: 40, sizes }, seller)
      ).product
      const rival = await newMember()
      await gateway.services.accounts.api.grantPersona(rival.userId, {
        type: 'designer',
        id: DESIGNER_ID + 1,
        name: 'Rival',
      })
      await ok('user_persona_switch', { type: 'designer', id: DESIGNER_ID + 1 }, rival)
      const member = await newMember()
      const edit = { flash_sale_id: saved.id, id: product.id, name: 'Mine now', price: 1, sizes }
      const before = await rows()
      for (const [viewer, status] of [
        [rival, 403],
        [member, 403],
        [null, 401],
      ] as const) {
        assert.equal((await call('seller_product_save', edit, viewer)).status, status)
        assert.equal((await call('seller_flash_sale_save', sale({ id: saved.id }), viewer)).status, status)
        const state = { flash_sale_id: saved.id, action: 'close' }
        assert.equal((await call('seller_flash_sale_state', state, viewer)).status, status)
        const orders = { flash_sale_id: saved.id }
        assert.equal((await call('seller_flash_sale_orders', orders, viewer, 'GET')).status, status)
      }
      // the rival's own persona on the seller's sale id moves nothing
      const hijack = sale({ id: saved.id, persona_id: DESIGNER_ID + 1 })
      assert.equal((await call('seller_flash_sale_save', hijack, rival)).status, 403)
      assert.deepEqual((await ok('seller_flash_sales_list', {}, rival, 'GET')).flash_sales, [])
      assert.equal((await call('seller_flash_sales_list', {}, null, 'GET')).status, 401)
      assert.equal((await call('seller_flash_sales_list', { extra: 1 }, seller, 'GET')).status, 400)
      const foreign = await call('seller_product_save', edit, seller, 'POST', 'https://evil.example')
      assert.equal(foreign.status, 403)
      for (const bad of [
        { ...edit, image_urls: Array(13).fill('/media/images/a/card.webp') },
        { ...edit, image_urls: ['/media/images/a\u0000b.webp'] },
        { ...edit, image_urls: [7] },
        { ...edit, image_urls: JSON.stringify(['/media/x.webp']).padEnd(30_001, ' ') },
        { ...edit, image_urls: { url: '/media/x.webp' } },
        { ...edit, name: 'a\u0000b' },
        { ...edit, price: 'free' },
        { ...edit, sizes: JSON.stringify([{ label: 'S\u0000', stock: 1 }]) },
        { ...edit, sizes: JSON.stringify(Array(31).fill({ label: 'S', stock: 1 })) },
        { ...edit, flash_sale_id: 'x' },
        { ...edit, owner: 1 },
      ])
        assert.equal(
          (await call('seller_product_save', bad, seller)).status,
          400,
          JSON.stringify(bad).slice(0, 80),
        )
      assert.deepEqual(await rows(), before)
    })

    test('the listing fields clamp huge sizes and refuse garbage without a server error', async () => {
      const gql = async (query: string) => {
        const response = await gateway.app.inject({ method: 'POST', url: '/graphql', payload: { query } })
        return { status: response.statusCode, body: response.json() as Json }
      }
      const search = await gql('{ flashSaleSearch(term: "atelier", first: 2000000000) { id } }')
      assert.equal(search.status, 200)
      assert.ok(search.body.data.flashSaleSearch.length <= 24)
      const suggest = await gql('{ flashSaleSuggestions(term: "atelier", limit: -5) }')
      assert.equal(suggest.status, 200)
      assert.ok(Array.isArray(suggest.body.data.flashSaleSuggestions))
      // a NUL byte is refused at the edge, before commerce is asked
      assert.equal((await gql('{ flashSaleSuggestions(term: "at\\u0000elier") }')).status, 400)
      const between = await gql(
        '{ flashSalesBetween(cityId: 1, from: "yesterday", to: "2031-01-01") { id } }',
      )
      assert.equal(between.body.errors[0].extensions.code, 'COMMERCE_ERR_INVALID_INPUT')
      assert.ok(between.status < 500)
      for (const query of ['{ sellerFlashSales { id } }', '{ reportedFlashSales { flashSaleId } }']) {
        const visitor = await gql(query)
        assert.ok(visitor.status < 500)
        assert.equal(visitor.body.data, null)
      }
    })

    test('the new rows are in the OpenAPI document', async () => {
      const paths = Object.keys(((await gateway.app.inject({ url: '/api/docs' })).json() as Json).paths)
      for (const name of [
        'seller_flash_sales_list',
        'seller_flash_sale_state',
        'seller_flash_sale_orders',
        'moderator_flash_sale_reports',
      ])
        assert.ok(
          paths.some((p) => p.endsWith(`/${name}`)),
          name,
        )
    })
  })
}
