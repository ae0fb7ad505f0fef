import assert from 'node:assert/strict'
import { copyFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { screenshot } from '../support/browser.ts'
import { axeFindings, waitForApps } from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

// copies of the screenshots for people reviewing the pages
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots'

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  const file = await screenshot(page, name, { fullPage })
  mkdirSync(SHOTS_DIR, { recursive: true })
  copyFileSync(file, path.join(SHOTS_DIR, path.basename(file)))
}

async function openPage(page: Page, baseUrl: string, pathname: string): Promise<void> {
  await page.goto(new URL(pathname, baseUrl).toString())
  await waitForApps(page, ['mfe-discovery:pages'])
}

// signs in through the GraphQL login, which sets the HttpOnly session cookie on the context
async function signIn(page: Page, baseUrl: string): Promise<void> {
  const response = await page.request.post(new URL('/graphql', baseUrl).toString(), {
    data: {
      query:
        'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { userId } }',
      variables: { email: 'ava@showroom.test', password: 'showroom-demo' },
    },
  })
  assert.equal(response.status(), 200)
}

const calendarLinks = (page: Page) => page.locator('.sr-calendar__grid a[data-event-id]')

describe('the calendar, search and news pages', () => {
  const suite = useSite()
  const { journey } = suite

  test('the calendar shows the month’s events and moves to the next month', () =>
    journey(async ({ page }) => {
      await openPage(page, suite.site.url, '/london/calendar/')
      const table = page.getByRole('table')
      await table.waitFor()
      assert.equal(await page.getByRole('columnheader').first().textContent(), 'SunSunday')
      await calendarLinks(page).first().waitFor()
      const firstMonth = await page.locator('#sr-calendar-title').textContent()
      await shot(page, 'calendar-london-en-1280')
      const serious = (await axeFindings(page)).filter(
        (f) => f.impact === 'serious' || f.impact === 'critical',
      )
      assert.deepEqual(serious, [])

      await page.getByTestId('calendar-next').click()
      await page.waitForFunction(() => new URLSearchParams(window.location.search).has('month'))
      await page.waitForFunction(
        (before) => document.querySelector('#sr-calendar-title')?.textContent !== before,
        firstMonth,
      )
      await page.locator('.sr-calendar__frame[aria-busy="false"]').waitFor()
      await calendarLinks(page).first().waitFor()
      const month = new URL(page.url()).searchParams.get('month') ?? ''
      assert.match(month, /^\d{4}-\d{2}$/)
      assert.equal(await page.locator('[data-month]').getAttribute('data-month'), month)

      // an event link opens its page inside the site
      const link = calendarLinks(page).first()
      const href = (await link.getAttribute('href')) ?? ''
      assert.match(href, /^\/london\/event\/[^/]+\/$/)
    }))

  test('unticking every event type shows no events', () =>
    journey(async ({ page }) => {
      await openPage(page, suite.site.url, '/london/calendar/')
      await calendarLinks(page).first().waitFor()
      const boxes = page.getByRole('group', { name: 'Event types' }).getByRole('checkbox')
      const count = await boxes.count()
      assert.ok(count >= 4, `the event types are listed (${count})`)
      for (let n = 0; n < count; n++) await boxes.nth(n).uncheck()
      await page.getByText('Tick at least one event type to see events.').waitFor()
      assert.equal(await calendarLinks(page).count(), 0)
      await boxes.first().check()
      await calendarLinks(page).first().waitFor()
    }))

  test('the calendar speaks Chinese on a phone', () =>
    journey(
      async ({ page, context }) => {
        await context.addCookies([{ name: 'locale', value: 'zh', url: suite.site.url }])
        await openPage(page, suite.site.url, '/hong-kong/calendar/')
        await calendarLinks(page).first().waitFor()
        await page.getByRole('link', { name: '下个月' }).waitFor()
        assert.match((await page.locator('#sr-calendar-title').textContent()) ?? '', /^\d{4}年\d{1,2}月$/)
        const width = await page.evaluate(() => document.documentElement.scrollWidth)
        assert.ok(width <= 375, `nothing overflows the phone's width (${width})`)
        await shot(page, 'calendar-hong-kong-zh-375')
      },
      { width: 375, height: 800 },
    ))

  test('search finds a designer by a Chinese name and by a misspelt English one', () =>
    journey(async ({ page }) => {
      await openPage(page, suite.site.url, '/london/')
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      const box = page.getByRole('searchbox', { name: 'Search Showroom' })
      const results = page.getByTestId('search-results')
      await box.fill('海港丝绸')
      await results
        .getByRole('link', { name: /Harbour Silk|海港丝绸/ })
        .first()
        .waitFor()

      await box.fill('harbur silk')
      const found = results.getByRole('link', { name: /Harbour Silk/ }).first()
      await found.waitFor()
      await page.getByRole('listbox', { name: 'Suggestions' }).waitFor()
      await shot(page, 'search-en-1280', false)

      await found.click()
      await page.waitForURL(/\/brand\/harbour-silk\/$/)
      assert.equal(await page.getByRole('searchbox', { name: 'Search Showroom' }).count(), 0)
      assert.ok(await page.locator('[data-mfe="mfe-discovery"]').count(), 'the page opened in the app')
    }))

  test('a member’s saved news stays saved after a reload', () =>
    journey(async ({ page }) => {
      await signIn(page, suite.site.url)
      await openPage(page, suite.site.url, '/london/news/')
      const first = page.locator('.sr-news-card__link').first()
      await first.waitFor()
      await shot(page, 'news-list-en-1280')
      await first.click()
      const save = page.getByTestId('news-save')
      await save.waitFor()
      // the member's saved state arrives after the story
      await page.waitForLoadState('networkidle')
      if ((await save.getAttribute('aria-pressed')) === 'true') {
        await save.click()
        await page.waitForFunction(
          () => !document.querySelector('[data-testid="news-save"][aria-busy="true"]'),
        )
      }
      assert.equal(await save.getAttribute('aria-pressed'), 'false')
      await save.click()
      assert.equal(await save.getAttribute('aria-pressed'), 'true', 'flips at once')
      await page.waitForFunction(() => !document.querySelector('[data-testid="news-save"][aria-busy="true"]'))
      assert.equal(await save.getAttribute('aria-pressed'), 'true', 'the server agreed')
      await shot(page, 'news-page-member-1280')

      await page.reload()
      await waitForApps(page, ['mfe-discovery:pages'])
      await page.locator('[data-testid="news-save"][aria-pressed="true"]').waitFor()
    }))

  test('a visitor who tries to save news is sent to sign up', () =>
    journey(async ({ page }) => {
      await openPage(page, suite.site.url, '/london/news/')
      await page.locator('.sr-news-card__link').first().click()
      await page.getByTestId('news-save').click()
      await page.waitForURL(/\/signup\/$/)
      await page.getByRole('dialog', { name: 'Join Showroom' }).waitFor()
    }))

  test('a lookbook opens full-screen, steps with the keyboard and closes to its designer', () =>
    journey(async ({ page }) => {
      const answer = await page.request.post(new URL('/graphql', suite.site.url).toString(), {
        data: { query: '{ designer(slug: "harbour-silk") { detailUrl lookbooks { slug } } }' },
      })
      const designer = (await answer.json()).data.designer
      const slug = designer.lookbooks[0]?.slug
      assert.ok(slug, 'the demo designer has a lookbook')
      await openPage(page, suite.site.url, `/lookbook/${slug}/`)
      const viewer = page.getByTestId('lookbook-viewer')
      const counter = page.getByTestId('lookbook-counter')
      await counter.waitFor()
      assert.match((await counter.textContent()) ?? '', /^1 of \d+$/)
      await page.keyboard.press('ArrowRight')
      assert.match((await counter.textContent()) ?? '', /^2 of \d+$/)
      await page.keyboard.press('ArrowLeft')
      assert.match((await counter.textContent()) ?? '', /^1 of \d+$/)
      // focus stays inside the viewer
      for (let n = 0; n < 5; n++) await page.keyboard.press('Tab')
      assert.ok(await viewer.evaluate((root) => root.contains(document.activeElement)))
      await page.locator('.sr-lookbook__slide img').evaluate((img: HTMLImageElement) => img.decode())
      await shot(page, 'lookbook-1280', false)

      await page.keyboard.press('Escape')
      await page.waitForURL((url) => url.pathname === designer.detailUrl)
      await viewer.waitFor({ state: 'detached' })
    }))
})
