import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { PATIENCE_MS } from '../support/browser.ts'
import { designerSeller, type MemberApi } from '../support/member-api.ts'
import { logIn, openHome, waitForApps } from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

// the two commerce tables this journey reaches into, as far as it does
interface QueueTables {
  sales: { id: number; draw_seed: string | null }
  queue_entries: {
    sale_id: number
    user_id: number
    position: number
    state: string
    joined_at: Date
    admitted_at: Date | null
    admitted_until: Date | null
  }
}

// the waiting room from a member's side, and the pro tier bought at /pro-purchase/
describe('commerce: registering, the waiting room at opening, and buying pro', () => {
  const suite = useSite()
  let sale = { id: 0, url: '' }
  let olga: MemberApi

  // the room's own table, as another shopper's visit leaves it
  const queueEntries = () => suite.site.gateway.platform.database.forSchema<QueueTables>('commerce')

  before(async () => {
    const { seller, designerId } = await designerSeller(suite.site, 'olga@showroom.test', 'atelier-nord')
    olga = seller
    const now = Date.now()
    // opens tomorrow; the organiser opens it early below, with one shopper let in at a time
    const saved = (
      await olga('seller_flash_sale_save', {
        persona_type: 'designer',
        persona_id: designerId,
        name: 'Atelier Nord early bird sale',
        city_id: 1,
        starts_at: new Date(now + 86_400_000).toISOString(),
        ends_at: new Date(now + 3 * 86_400_000).toISOString(),
        currency: 'gbp',
        serve_capacity: 1,
        shipping_fee: 0,
        is_published: 1,
      })
    ).flash_sale as { id: number; store_url?: string }
    await olga('seller_product_save', {
      flash_sale_id: saved.id,
      name: 'Alpaca scarf',
      price: 35,
      original_price: 90,
      sizes: JSON.stringify([{ label: 'One size', stock: 4 }]),
    })
    sale = { id: saved.id, url: saved.store_url ?? `/flash/atelier-nord-early-bird-sale-trade-${saved.id}/` }
  })

  async function openSale(page: Page): Promise<void> {
    await page.goto(suite.at(sale.url))
    await waitForApps(page, ['mfe-commerce:sale-page'])
    await page.getByTestId('product').first().waitFor()
  }

  test('a member registers before the sale opens, waits in the room at opening, is let in, adds an item and pays', () =>
    suite.journey(async ({ page }) => {
      await openHome(page, suite.site.url, '/london/')
      await logIn(page, 'ava@showroom.test')
      await openSale(page)
      const register = page.getByTestId('register-button')
      await register.filter({ hasText: 'Register' }).click()
      await register.filter({ hasText: "You're Registered" }).waitFor({ timeout: PATIENCE_MS })

      // someone else is already shopping and the room serves one at a time
      const ben = await suite.site.gateway.services.accounts.api.findUserByUsername('ben')
      assert.ok(ben)
      const inside = new Date()
      await queueEntries()
        .insertInto('queue_entries')
        .values({
          sale_id: sale.id,
          user_id: ben.id,
          position: -1_000_000,
          state: 'admitted',
          joined_at: inside,
          admitted_at: inside,
          admitted_until: new Date(inside.getTime() + 15 * 60_000),
        })
        .execute()
      await olga('seller_flash_sale_state', { flash_sale_id: sale.id, action: 'open' })

      // Ava comes back at opening: drawn into the room, first in line
      await openSale(page)
      const room = page.getByTestId('waiting-room')
      await room.getByText("You're in the waiting room").waitFor({ timeout: PATIENCE_MS })
      await room.getByText('Your place in the queue: 1').waitFor()
      const card = page.getByTestId('product').first()
      await card.getByRole('combobox').selectOption({ label: 'One size' })
      const add = card.getByRole('button', { name: 'Add to basket' })
      assert.equal(await add.isDisabled(), true, 'no shopping before being let in')
      const drawn = await queueEntries()
        .selectFrom('sales')
        .select('draw_seed')
        .where('id', '=', sale.id)
        .executeTakeFirstOrThrow()
      assert.match(String(drawn.draw_seed), /^[0-9a-f]{64}$/, 'the draw keeps its seed for the audit')

      // Ben's shopping window ends: the room lets Ava in while she watches
      await queueEntries()
        .updateTable('queue_entries')
        .set({ admitted_until: new Date(Date.now() - 1000) })
        .where('sale_id', '=', sale.id)
        .where('user_id', '=', ben.id)
        .execute()
      await room.getByText("It's your turn: shop until").waitFor({ timeout: PATIENCE_MS })

      await add.click()
      await page.getByTestId('basket-count').filter({ hasText: '1' }).waitFor({ timeout: PATIENCE_MS })
      await page.getByTestId('basket-button').click()
      const panel = page.getByTestId('basket-panel')
      await panel.getByTestId('basket-item').first().waitFor()
      await panel.getByRole('checkbox').check()
      await panel.getByLabel('Card number').fill('4242 4242 4242 4242')
      await panel.getByTestId('checkout-pay').click()
      const view = panel.getByRole('link', { name: 'View your order' })
      await view.waitFor({ timeout: PATIENCE_MS })
      assert.match((await view.getAttribute('href')) ?? '', /^\/my-orders\/\d+\/[A-Za-z0-9_-]+\/$/)
    }))

  test('a member buys pro at /pro-purchase/ and carries the pro badge at once', () =>
    suite.journey(async ({ page }) => {
      await openHome(page, suite.site.url, '/london/')
      await logIn(page, 'ben@showroom.test')
      await page.goto(suite.at('/pro-purchase/'))
      await waitForApps(page, ['mfe-commerce:pro-purchase-page'])
      const form = page.getByTestId('pro-purchase-page')
      await form.getByRole('checkbox').check()
      await form.getByLabel('Card number').fill('4242 4242 4242 4242')
      await form.getByTestId('checkout-pay').click()
      await page.getByTestId('pro-paid').waitFor({ timeout: PATIENCE_MS })
      // the session is pro from the answer on: a pro member's own badge, not the way to buy it
      await page.goto(suite.at('/user/ben'))
      await waitForApps(page, ['mfe-feed:profile-page'])
      await page.getByRole('img', { name: 'Pro member' }).first().waitFor({ timeout: PATIENCE_MS })
      assert.equal(await page.getByRole('link', { name: 'Pro member: find out about pro' }).count(), 0)
    }))
})
