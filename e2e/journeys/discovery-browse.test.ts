import assert from 'node:assert/strict'
import { copyFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { screenshot } from '../support/browser.ts'
import { openHome, waitForApps, waitForSession, logIn } from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

// screenshots also land here for people checking the design by eye
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots'

async function shoot(page: Page, name: string): Promise<void> {
  const file = await screenshot(page, name)
  mkdirSync(SHOTS_DIR, { recursive: true })
  copyFileSync(file, path.join(SHOTS_DIR, `${name}.png`))
}

async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await waitForApps(page, ['mfe-discovery:pages'])
}

// waits for a discovery page's main heading (the data has arrived)
async function pageHeading(page: Page): Promise<string> {
  const heading = page.locator('#sr-main h1').first()
  await heading.waitFor()
  return (await heading.textContent()) ?? ''
}

describe('browsing the discovery pages', () => {
  const suite = useSite()
  const { journey, at } = suite

  test('a visitor browses a city, opens an event and is sent to sign up when following a designer', () =>
    journey(async ({ page }) => {
      await openHome(page, suite.site.url, '/london/')
      const thisWeek = page.getByRole('region', { name: 'Events this week', exact: true }).first()
      await thisWeek.waitFor()
      await page.locator('.sr-discovery-numbers').waitFor()
      await shoot(page, 'city-home-1280-en')

      const firstEvent = thisWeek.locator('.sr-discovery-card__link').first()
      const eventName = (await firstEvent.locator('h3').textContent()) ?? ''
      await firstEvent.click()
      assert.equal(await pageHeading(page), eventName)
      assert.match(page.url(), /\/london\/event\/[^/]+\/$/)
      await page.waitForFunction((name) => document.title === name, eventName)
      assert.equal(await page.getByTestId('manage-event').count(), 0, 'a visitor manages nothing')
      await page.getByTestId('going-button').waitFor()
      await shoot(page, 'event-1280-en-visitor')

      await openPage(page, at('/brand/atelier-nord/'))
      assert.equal(await pageHeading(page), 'Atelier Nord')
      await page.getByTestId('follow-button').click()
      await page.waitForURL(/\/signup\/$/)
    }))

  test('a member follows a designer and goes to an event, and both survive a reload', () =>
    journey(async ({ page }) => {
      await openHome(page, suite.site.url, '/london/')
      await logIn(page, 'ava@showroom.test')

      await openPage(page, at('/brand/atelier-nord/'))
      await pageHeading(page)
      const follow = page.getByTestId('follow-button')
      if ((await follow.textContent()) === 'Followed') {
        await follow.click()
        await page.waitForFunction(
          () => document.querySelector('[data-testid="follow-button"]')?.textContent === 'Follow',
        )
      }
      const followed = page.waitForResponse(
        (r) => r.url().endsWith('/graphql') && /followDesigner/.test(r.request().postData() ?? ''),
      )
      await follow.click()
      const followedBody = await (await followed).text()
      assert.equal(await follow.textContent(), 'Followed', followedBody)

      const eventLink = page.locator('.sr-discovery-card__link').first()
      const eventUrl = await eventLink.getAttribute('href')
      assert.ok(eventUrl, 'the designer has an upcoming event')
      await openPage(page, at(eventUrl))
      await pageHeading(page)
      const going = page.getByTestId('going-button')
      if ((await going.textContent()) === "You're Going") {
        await going.click()
        await page.waitForFunction(
          () => document.querySelector('[data-testid="going-button"]')?.textContent === "I'm Going",
        )
      }
      const marked = page.waitForResponse(
        (r) => r.url().endsWith('/graphql') && /markGoing/.test(r.request().postData() ?? ''),
      )
      await going.click()
      const markedBody = await (await marked).text()
      assert.equal(await going.textContent(), "You're Going", markedBody)

      await page.reload()
      await waitForSession(page, 'member')
      await pageHeading(page)
      await page.waitForFunction(
        () => document.querySelector('[data-testid="going-button"]')?.textContent === "You're Going",
      )
      await shoot(page, 'event-1280-en-member')

      await openPage(page, at('/brand/atelier-nord/'))
      await pageHeading(page)
      await page.waitForFunction(
        () => document.querySelector('[data-testid="follow-button"]')?.textContent === 'Followed',
      )
    }))

  test('an organiser sees Manage Event and her dashboard card; another member is told she does not manage it', async () => {
    let dashboardUrl = ''
    await journey(async ({ page }) => {
      await openHome(page, suite.site.url, '/london/')
      await logIn(page, 'olga@showroom.test')
      await openPage(page, at('/dashboard/'))
      const card = page.getByTestId('dashboard-card').first()
      await card.waitFor()
      assert.match((await card.textContent()) ?? '', /Page views/)
      const slug = (await card.getAttribute('data-slug')) ?? ''
      await card.getByRole('link').first().click()
      await pageHeading(page)
      const manage = page.getByTestId('manage-event')
      await manage.waitFor()
      dashboardUrl = (await manage.getAttribute('href')) ?? ''
      assert.equal(dashboardUrl, `/dashboard/event/${slug}/`)
      await manage.click()
      await page.getByTestId('dashboard-card').waitFor()
      await shoot(page, 'dashboard-event-1280-en')
    })
    await journey(async ({ page }) => {
      await openHome(page, suite.site.url, '/london/')
      await logIn(page, 'ava@showroom.test')
      await openPage(page, at(dashboardUrl))
      await page.getByText('You do not manage this event.').waitFor()
      assert.equal(await page.getByTestId('dashboard-card').count(), 0)
    })
  })
})
