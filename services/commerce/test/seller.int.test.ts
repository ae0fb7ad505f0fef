import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { testDatabaseKinds } from '@showroom/testkit'
import {
  ADD,
  CHECKOUT,
  type CommerceHarness,
  createCommerceHarness,
  refusalOf,
  SUCCESS_CARD,
} from './support/commerce-harness.ts'

const SAVE = `mutation ($input: FlashSaleInput!) { saveFlashSale(input: $input) { id status isPreview imageUrls } }`
const PRODUCT = `mutation ($input: FlashSaleProductInput!) { saveFlashSaleProduct(input: $input) { id imageUrls sizes { id } } }`
const GET = `query ($id: Int!) { flashSale(id: $id) { id status isPreview isOwnSale imageUrls products { id imageUrls } } }`
const LIST = `{ flashSales { id } }`
const MINE = `{ sellerFlashSales { id isPreview status } }`
const STATE = `mutation ($id: Int!, $action: String!) { setFlashSaleState(flashSaleId: $id, action: $action) { id status isPreview } }`
const ORDERS = `query ($id: Int!) { flashSaleOrders(flashSaleId: $id) { orders { id } csv } }`
const REPORT = `mutation ($id: Int!) { reportFlashSaleEnded(flashSaleId: $id) { reported } }`
const REPORTED = `{ reportedFlashSales { flashSaleId name status reportCount lastReportedAt storeUrl } }`

for (const kind of testDatabaseKinds()) {
  describe(`a seller runs their sale (${kind})`, () => {
    let h: CommerceHarness
    before(async () => {
      h = await createCommerceHarness(kind)
    })
    after(() => h.close())

    const saleInput = (
      seller: { persona: { type: string; id: number } },
      extra: Record<string, unknown> = {},
    ) => ({
      personaType: seller.persona.type,
      personaId: seller.persona.id,
      name: 'Winter sample sale',
      cityId: 1,
      startsAt: new Date(h.clock.now().getTime() + 86_400_000).toISOString(),
      endsAt: new Date(h.clock.now().getTime() + 3 * 86_400_000).toISOString(),
      currency: 'eur',
      ...extra,
    })

    test('a preview is seen by its seller only, then opening it shows it to everyone', async () => {
      const seller = h.newSeller()
      const saved = (await h.ok(SAVE, seller, { input: saleInput(seller, { isPreview: true }) }))
        .saveFlashSale
      assert.equal(saved.isPreview, true)
      assert.equal(saved.status, 'upcoming')
      const id = saved.id
      await h.ok(PRODUCT, seller, {
        input: {
          flashSaleId: id,
          name: 'Coat',
          price: 120,
          originalPrice: 300,
          sizes: [{ label: 'M', stock: 2 }],
        },
      })
      const own = (await h.ok(GET, seller, { id })).flashSale
      assert.deepEqual([own.isPreview, own.isOwnSale], [true, true])
      assert.deepEqual(
        (await h.ok(MINE, seller)).sellerFlashSales.map((s: { id: number }) => s.id),
        [id],
      )
      const others = [null, h.newMember(), h.newMember(['moderator']), h.newSeller()]
      for (const viewer of others) {
        assert.equal(refusalOf(await h.call(GET, viewer, { id })).code, 'COMMERCE_ERR_SALE_NOT_FOUND')
        assert.ok(!(await h.ok(LIST, viewer)).flashSales.some((s: { id: number }) => s.id === id))
      }
      // nobody else opens, publishes or closes it, and nothing changes
      const before = await h.snapshot()
      for (const viewer of others.slice(1))
        for (const action of ['publish', 'open', 'close'])
          assert.equal(
            refusalOf(await h.call(STATE, viewer, { id, action })).code,
            'COMMERCE_ERR_SALE_NOT_FOUND',
          )
      assert.equal(refusalOf(await h.call(STATE, null, { id, action: 'open' })).http, 401)
      assert.equal(refusalOf(await h.call(STATE, seller, { id, action: 'explode' })).http, 400)
      assert.equal(refusalOf(await h.call(STATE, seller, { id: 999_999, action: 'open' })).http, 404)
      assert.deepEqual(await h.snapshot(), before)

      const opened = (await h.ok(STATE, seller, { id, action: 'open' })).setFlashSaleState
      assert.deepEqual(opened, { id, status: 'open', isPreview: false })
      const member = h.newMember()
      const seen = (await h.ok(GET, member, { id })).flashSale
      assert.deepEqual([seen.status, seen.isOwnSale], ['open', false])
      assert.ok((await h.ok(LIST, member)).flashSales.some((s: { id: number }) => s.id === id))
      // an edit that does not say leaves it published
      await h.ok(SAVE, seller, { input: saleInput(seller, { id, name: 'Renamed' }) })
      assert.equal((await h.ok(GET, member, { id })).flashSale.isPreview, false)

      const closed = (await h.ok(STATE, seller, { id, action: 'close' })).setFlashSaleState
      assert.equal(closed.status, 'ended')
      assert.equal(
        refusalOf(await h.call(STATE, seller, { id, action: 'open' })).code,
        'COMMERCE_ERR_SALE_ENDED',
      )
    })

    test('images come from the upload path and bad ones change nothing', async () => {
      const seller = h.newSeller()
      const gallery = ['/media/images/a/card.webp', 'https://cdn.example/b.jpg']
      const sale = (await h.ok(SAVE, seller, { input: saleInput(seller, { imageUrls: gallery }) }))
        .saveFlashSale
      assert.deepEqual(sale.imageUrls, gallery)
      const product = (
        await h.ok(PRODUCT, seller, {
          input: {
            flashSaleId: sale.id,
            name: 'Bag',
            price: 50,
            imageUrls: ['/media/images/c/card.webp'],
            sizes: [{ label: 'One size', stock: 1 }],
          },
        })
      ).saveFlashSaleProduct
      assert.deepEqual(product.imageUrls, ['/media/images/c/card.webp'])
      const before = await h.snapshot()
      for (const bad of [
        ['javascript:alert(1)'],
        ['/media/a\u0000b'],
        Array(13).fill('/media/x.webp'),
        ['http://x/y'],
      ])
        assert.equal(
          refusalOf(await h.call(SAVE, seller, { input: saleInput(seller, { id: sale.id, imageUrls: bad }) }))
            .http,
          400,
        )
      assert.equal(
        refusalOf(
          await h.call(PRODUCT, h.newSeller(), {
            input: {
              flashSaleId: sale.id,
              id: product.id,
              name: 'x',
              price: 1,
              sizes: [{ label: 'S', stock: 1 }],
            },
          }),
        ).http,
        404,
      )
      assert.deepEqual(await h.snapshot(), before)
      // a new order replaces the gallery
      const reordered = (
        await h.ok(SAVE, seller, { input: saleInput(seller, { id: sale.id, imageUrls: [gallery[1]] }) })
      ).saveFlashSale
      assert.deepEqual(reordered.imageUrls, [gallery[1]])
    })

    test("only the sale's seller reads its orders and their CSV", async () => {
      const seller = h.newSeller()
      const sale = await h.newSale(seller, { stock: [3] })
      const risky = (
        await h.ok(PRODUCT, seller, {
          input: {
            flashSaleId: sale.id,
            name: '=HYPERLINK("http://x"), "quoted"',
            price: 10,
            sizes: [{ label: '@M', stock: 1 }],
          },
        })
      ).saveFlashSaleProduct
      const buyer = h.newMember()
      await h.ok(ADD, buyer, { sizeId: sale.sizeIds[0] })
      await h.ok(ADD, buyer, { sizeId: risky.sizes[0].id })
      await h.ok(CHECKOUT, buyer, { key: `seller-csv-${buyer.userId}`, card: SUCCESS_CARD, terms: true })
      const mine = (await h.ok(ORDERS, seller, { id: sale.id })).flashSaleOrders
      assert.equal(mine.orders.length, 1)
      assert.match(mine.csv, /^order_id,paid_at,buyer_user_id,product,size,qty,price,currency\n/)
      // quoted as RFC 4180 says, and no cell starts a spreadsheet formula
      assert.ok(mine.csv.includes(`,"'=HYPERLINK(""http://x""), ""quoted""",'@M,1,10.00,gbp\n`), mine.csv)
      for (const viewer of [buyer, h.newMember(['moderator']), h.newSeller()])
        assert.equal(
          refusalOf(await h.call(ORDERS, viewer, { id: sale.id })).code,
          'COMMERCE_ERR_NOT_ALLOWED',
        )
      assert.equal(refusalOf(await h.call(ORDERS, null, { id: sale.id })).http, 401)
      const preview = (await h.ok(SAVE, seller, { input: saleInput(seller, { isPreview: true }) }))
        .saveFlashSale
      assert.equal(
        refusalOf(await h.call(ORDERS, buyer, { id: preview.id })).code,
        'COMMERCE_ERR_SALE_NOT_FOUND',
      )
    })

    test('sales reported as ended are listed for moderators only', async () => {
      const seller = h.newSeller()
      const sale = await h.newSale(seller)
      const [a, b] = [h.newMember(), h.newMember()]
      await h.ok(REPORT, a, { id: sale.id })
      h.clock.advance(60_000)
      await h.ok(REPORT, b, { id: sale.id })
      const reported = (await h.ok(REPORTED, h.newMember(['moderator']))).reportedFlashSales
      const row = reported.find((r: { flashSaleId: number }) => r.flashSaleId === sale.id)
      assert.equal(row.reportCount, 2)
      assert.equal(row.lastReportedAt, h.clock.now().toISOString())
      assert.match(row.storeUrl, new RegExp(`-trade-${sale.id}/$`))
      for (const viewer of [a, seller])
        assert.equal(refusalOf(await h.call(REPORTED, viewer)).code, 'COMMERCE_ERR_NOT_ALLOWED')
      assert.equal(refusalOf(await h.call(REPORTED, null)).http, 401)
    })

    test('a member acting as themself has no sales to run', async () => {
      assert.deepEqual((await h.ok(MINE, h.newMember())).sellerFlashSales, [])
      assert.equal(refusalOf(await h.call(MINE, null)).http, 401)
    })
  })
}
