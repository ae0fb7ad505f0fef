import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { openHome, waitForApps } from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

describe('sample sales across discovery', () => {
  const suite = useSite()
  const { journey } = suite

  test("a visitor finds London's sample sales on the city home and opens one at its store link", () =>
    journey(async ({ page }) => {
      await openHome(page, suite.site.url, '/london/')
      const sales = page.getByRole('region', { name: 'Sample sales', exact: true }).first()
      await sales.waitFor()
      const card = sales
        .locator('.sr-discovery-card__link')
        .filter({ hasText: 'Atelier Nord Winter Sample Sale' })
      const href = (await card.first().getAttribute('href')) ?? ''
      assert.match(href, /^\/flash\/atelier-nord-winter-sample-sale-trade-\d+\/$/)
      await card.first().click()
      await page.waitForURL((url) => url.pathname === href)
      await waitForApps(page, ['mfe-commerce:sale-page'])
      await page.getByTestId('product').first().waitFor()
    }))
})
