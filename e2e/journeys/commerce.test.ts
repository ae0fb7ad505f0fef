import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { PATIENCE_MS, screenshot } from '../support/browser.ts'
import { designerSeller, memberApi, siteGraphql } from '../support/member-api.ts'
import { logIn, openHome, waitForApps } from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

// Atelier Nord's sample sale, put up through the seller rows as its organiser would
interface SeededSale {
  url: string
  products: string[]
}

describe('commerce: a sample sale, the basket, checkout and orders', () => {
  const suite = useSite()
  let sale: SeededSale = { url: '', products: [] }

  before(async () => {
    const { seller: olga, designerId } = await designerSeller(
      suite.site,
      'olga@showroom.test',
      'atelier-nord',
    )
    const { cityHome } = await siteGraphql<{ cityHome: { thisWeek: { heroUrl: string | null }[] } }>(
      suite.site,
      '{ cityHome(cityId: 1) { thisWeek { heroUrl } } }',
    )
    const images = cityHome.thisWeek.map((event) => event.heroUrl).filter((url): url is string => !!url)
    const now = Date.now()
    const saved = (
      await olga('seller_flash_sale_save', {
        persona_type: 'designer',
        persona_id: designerId,
        name: 'Atelier Nord winter sample sale',
        city_id: 1,
        starts_at: new Date(now - 60_000).toISOString(),
        ends_at: new Date(now + 2 * 86_400_000).toISOString(),
        currency: 'gbp',
        description: 'Past-season coats, knitwear and silk shirts from the Atelier Nord studio.',
        size_chart: 'S  UK 8-10\nM  UK 12-14\nL  UK 16-18',
        hero_image_url: images[0],
        shipping_fee: 4.5,
        free_shipping_over: 300,
        is_published: 1,
      })
    ).flash_sale as { id: number; store_url?: string }
    const products = [
      { name: 'Double-faced wool coat', price: 180, original_price: 450, stock: [3, 2] },
      { name: 'Silk shirt', price: 45, original_price: 120, stock: [1, 4] },
      { name: 'Merino roll neck', price: 60, original_price: 140, stock: [5, 5] },
    ]
    for (const [index, product] of products.entries()) {
      await olga('seller_product_save', {
        flash_sale_id: saved.id,
        name: product.name,
        price: product.price,
        original_price: product.original_price,
        hero_thumb_url: images[(index + 1) % images.length],
        sizes: JSON.stringify([
          { label: 'S', stock: product.stock[0] },
          { label: 'M', stock: product.stock[1] },
        ]),
      })
    }
    // the store link as the sale list draws it
    sale = {
      url: saved.store_url ?? `/flash/atelier-nord-winter-sample-sale-trade-${saved.id}/`,
      products: products.map((product) => product.name),
    }
  })

  async function openSale(page: Page): Promise<void> {
    await page.goto(suite.at(sale.url))
    await waitForApps(page, ['mfe-commerce:sale-page'])
    await page.getByTestId('product').first().waitFor()
  }

  async function addToBasket(page: Page, product: string, size: string): Promise<void> {
    const card = page.getByTestId('product').filter({ hasText: product })
    await card.getByRole('combobox').selectOption({ label: size })
    await card.getByRole('button', { name: 'Add to basket' }).click()
  }

  async function pay(page: Page, card: string): Promise<void> {
    const panel = page.getByTestId('basket-panel')
    const terms = panel.getByRole('checkbox')
    if (!(await terms.isChecked())) await terms.check()
    await panel.getByLabel('Card number').fill(card)
    await panel.getByTestId('checkout-pay').click()
  }

  test('a member adds two items, sees the holds count down, pays with the success card, then meets the decline card; the order shows in the panel and at its link', () =>
    suite.journey(async ({ page, allow }) => {
      // the decline answers 402, which the browser logs
      allow(/status of 402/)
      await openHome(page, suite.site.url, '/london/')
      await logIn(page, 'ava@showroom.test')
      await openSale(page)
      await addToBasket(page, 'Double-faced wool coat', 'M')
      await page.getByTestId('basket-count').filter({ hasText: '1' }).waitFor({ timeout: PATIENCE_MS })
      await addToBasket(page, 'Silk shirt', 'S')
      await page.getByTestId('basket-count').filter({ hasText: '2' }).waitFor({ timeout: PATIENCE_MS })
      // the last silk shirt in S was held: the live stock says so on the page
      await page
        .getByTestId('product')
        .filter({ hasText: 'Silk shirt' })
        .getByRole('option', { name: 'S · Sold out' })
        .waitFor({ state: 'attached', timeout: PATIENCE_MS })

      await page.getByTestId('basket-button').click()
      const panel = page.getByTestId('basket-panel')
      await panel.getByTestId('basket-item').nth(1).waitFor()
      const holds = await panel.getByRole('timer').allTextContents()
      assert.equal(holds.length, 2, 'each item shows its hold countdown')
      const summary = (await panel.getByTestId('basket-summary').textContent()) ?? ''
      assert.match(summary, /2 items/)
      assert.match(summary, /Savings£345\.00/)
      assert.match(summary, /Shipping£4\.50/)
      assert.match(summary, /Total£229\.50/)
      await screenshot(page, 'commerce-basket-en-1280', { fullPage: false })

      await pay(page, '4242 4242 4242 4242')
      const view = panel.getByRole('link', { name: 'View your order' })
      await view.waitFor({ timeout: PATIENCE_MS })
      const orderUrl = (await view.getAttribute('href')) ?? ''
      assert.match(orderUrl, /^\/my-orders\/\d+\/[A-Za-z0-9_-]+\/$/)
      assert.equal(await page.getByTestId('basket-count').count(), 0, 'the basket is empty after paying')

      // the second basket meets the decline card: the catalogue words and 'Change card'
      await page.keyboard.press('Escape')
      await addToBasket(page, 'Merino roll neck', 'S')
      await page.getByTestId('basket-count').filter({ hasText: '1' }).waitFor({ timeout: PATIENCE_MS })
      await page.getByTestId('basket-button').click()
      await panel.getByTestId('basket-item').first().waitFor()
      await pay(page, '4000 0000 0000 0002')
      const declined = panel.getByTestId('checkout-declined')
      await declined.waitFor({ timeout: PATIENCE_MS })
      assert.equal(
        (await declined.locator('p').textContent())?.trim(),
        'Please check your payment details, and that your billing address matches your card address.',
      )
      await declined.getByRole('button', { name: 'Change card' }).click()
      await panel.getByLabel('Card number').waitFor()
      await page.keyboard.press('Escape')

      // the paid order in the notifications panel, and at its link
      await page.getByTestId('notifications-button').click()
      const recent = page.getByTestId('recent-order')
      await recent.first().waitFor({ timeout: PATIENCE_MS })
      assert.equal(await recent.first().getAttribute('href'), orderUrl)
      assert.match((await recent.first().textContent()) ?? '', /Double-faced wool coat/)
      await recent.first().click()
      await waitForApps(page, ['mfe-commerce:orders-page'])
      const detail = page.getByTestId('order-detail')
      await detail.waitFor({ timeout: PATIENCE_MS })
      assert.match((await detail.textContent()) ?? '', /Silk shirt/)
      assert.match((await detail.textContent()) ?? '', /£229\.50/)
    }))

  test('nobody else opens the order, even with its link', () =>
    suite.journey(async ({ page, allow }) => {
      // the order is answered 404 to anyone but its buyer, which the browser logs
      allow(/status of 404/)
      const ava = await memberApi(suite.site, 'ava@showroom.test')
      const orders = (await ava('user_orders_list', { only_current: 'yes' }, 'GET')).orders as {
        url: string
      }[]
      const url = orders[0]?.url ?? ''
      assert.ok(url, 'the journey above left an order')
      await openHome(page, suite.site.url, '/london/')
      await logIn(page, 'ben@showroom.test')
      await page.goto(suite.at(url))
      await waitForApps(page, ['mfe-commerce:orders-page'])
      await page.getByText('This order could not be found.').waitFor({ timeout: PATIENCE_MS })
    }))

  for (const locale of ['en', 'zh'] as const) {
    for (const width of [1280, 375]) {
      test(`the sale page and the basket look right at ${width} px in ${locale}`, () =>
        suite.journey(
          async ({ page, context }) => {
            await openHome(page, suite.site.url, '/london/')
            await logIn(page, 'pia@showroom.test')
            await context.addCookies([{ name: 'locale', value: locale, url: suite.site.url }])
            await openSale(page)
            await screenshot(page, `commerce-sale-${locale}-${width}`)
            await page.goto(suite.at('/london/sample-sales/'))
            await page.getByTestId('sale-card').first().waitFor({ timeout: PATIENCE_MS })
            await screenshot(page, `commerce-sales-${locale}-${width}`, { fullPage: false })
            await openSale(page)
            const card = page.getByTestId('product').filter({ hasText: 'Merino roll neck' })
            await card.getByRole('combobox').selectOption({ index: 2 })
            await card.getByRole('button').click()
            await page.getByTestId('basket-count').waitFor({ timeout: PATIENCE_MS })
            await page.getByTestId('basket-button').click()
            await page.getByTestId('basket-item').first().waitFor()
            await screenshot(page, `commerce-basket-${locale}-${width}`, { fullPage: false })
            await page.keyboard.press('Escape')
          },
          { width, height: width > 760 ? 900 : 812 },
        ))
    }
  }
})
