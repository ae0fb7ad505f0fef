import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'
import { describe, test } from 'node:test'
import sharp from 'sharp'
import { PATIENCE_MS, screenshot } from '../support/browser.ts'
import { logIn, openHome, waitForApps } from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

const SALE_NAME = 'Atelier Nord studio clear-out'

// a photograph-sized image for the upload path
const photo = () =>
  sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 120, g: 40, b: 52 } } })
    .jpeg()
    .toBuffer()

describe('seller: olga runs an Atelier Nord sale', () => {
  const suite = useSite()

  test('olga creates a sale with a product, previews it, opens it, a member sees it, and she exports the orders as CSV', () =>
    suite.journey(async ({ page }) => {
      await openHome(page, suite.site.url, '/london/')
      await logIn(page, 'olga@showroom.test')
      await page.getByTestId('profile-button').click()
      await page.getByRole('link', { name: 'My sales' }).click()
      await waitForApps(page, ['mfe-commerce:sale-page'])

      // she sells as the designer she manages
      await page.getByRole('button', { name: 'Sell as Atelier Nord' }).click()
      await page.getByText('Selling as Atelier Nord').waitFor({ timeout: PATIENCE_MS })
      await page.getByTestId('seller-new-sale').click()

      const form = page.getByTestId('seller-sale-form')
      await form.getByLabel('Name', { exact: true }).fill(SALE_NAME)
      await form.locator('option', { hasText: 'London' }).waitFor({ state: 'attached' })
      await form.getByLabel('City').selectOption({ label: 'London' })
      await form.getByLabel('Description').fill('Samples and past-season pieces from the studio.')
      await form.getByLabel('Size chart').fill('S  UK 8-10\nM  UK 12-14')
      await form.getByTestId('seller-image-input').setInputFiles({
        name: 'studio.jpg',
        mimeType: 'image/jpeg',
        buffer: await photo(),
      })
      await form.locator('.sr-seller__images img').first().waitFor({ timeout: PATIENCE_MS })
      await form.getByRole('button', { name: 'Save sale' }).click()
      await page.waitForURL(/\/flash\/seller\/\d+\/$/, { timeout: PATIENCE_MS })
      const saleId = Number(/\/flash\/seller\/(\d+)\//.exec(page.url())?.[1])
      await page.getByText('Preview: only you see this sale').waitFor({ timeout: PATIENCE_MS })

      await page.getByTestId('seller-add-product').click()
      const product = page.getByTestId('seller-product-form')
      await product.getByLabel('Product name').fill('Boiled wool jacket')
      await product.getByLabel('Price', { exact: true }).fill('95')
      await product.getByLabel('Original price').fill('240')
      await product.getByLabel('Size', { exact: true }).fill('M')
      await product.getByLabel('Stock', { exact: true }).fill('3')
      await product.getByRole('button', { name: 'Save product' }).click()
      await page.getByTestId('seller-add-product').waitFor({ timeout: PATIENCE_MS })

      // the preview: her own page shows it, nobody else's call does
      const visitorBefore = await suite.site.gateway.app.inject({ url: `/api/flash_sale_get?id=${saleId}` })
      assert.equal(visitorBefore.statusCode, 404, 'a preview is absent for a visitor')
      await page.getByRole('link', { name: 'Preview' }).click()
      await page.getByTestId('sale-page').waitFor({ timeout: PATIENCE_MS })
      assert.match(page.url(), /-trade-\d+\/\?(.*&)?is_preview=1/)
      await page.getByTestId('product').filter({ hasText: 'Boiled wool jacket' }).waitFor()
      await screenshot(page, 'seller-preview-en-1280', { fullPage: false })

      // back to the edit page from the preview, and open the sale
      await page.getByRole('link', { name: 'Manage this sale' }).click()
      await page.getByTestId('seller-open').click()
      await page
        .getByTestId('seller-sale-state')
        .getByText('Open', { exact: true })
        .waitFor({ timeout: PATIENCE_MS })
      await screenshot(page, 'seller-edit-en-1280', { fullPage: false })

      // it is listed now with its store link, and a member reads it
      const list = (await suite.site.gateway.app.inject({ url: '/api/flash_sales_list?city_id=1' })).json()
      const listed = list.values.flash_sales.find((s: { id: number }) => s.id === saleId)
      assert.ok(listed, 'the opened sale is listed')
      assert.equal(listed.is_preview, false)
      assert.equal(listed.image_urls.length, 1)
      assert.match(listed.store_url, new RegExp(`^/flash/atelier-nord-studio-clear-out-trade-${saleId}/`))
      const { origin, host } = new URL(suite.site.url)
      const login = await suite.site.gateway.app.inject({
        method: 'POST',
        url: '/api/user_login',
        headers: { origin, host },
        payload: { email: 'ava@showroom.test', password: 'showroom-demo' },
      })
      const cookie = String(login.headers['set-cookie']).split(';')[0] ?? ''
      const seen = (
        await suite.site.gateway.app.inject({
          url: `/api/flash_sale_get?id=${saleId}`,
          headers: { cookie, host },
        })
      ).json()
      assert.equal(seen.meta.login_ok, true)
      assert.equal(seen.values.flash_sale.products[0].name, 'Boiled wool jacket')
      await page.getByTestId('seller-orders').waitFor({ timeout: PATIENCE_MS })

      // the orders as a text/csv file
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('seller-export-csv').click(),
      ])
      assert.equal(download.suggestedFilename(), `sale-${saleId}-orders.csv`)
      const file = await download.path()
      assert.equal(
        (await readFile(file, 'utf8')).split('\n')[0],
        'order_id,paid_at,buyer_user_id,product,size,qty,price,currency',
      )
    }))
})
