import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { type Browser, launchBrowser } from '../support/browser.ts'
import { openHome, waitForApps, waitForSession, logIn } from '../support/shell-page.ts'
import { type Site, startSite } from '../support/site.ts'

// every violation the page reports, kept where the test can read it
const RECORD_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
  });
`

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)

describe('the site under its Content-Security-Policy', () => {
  let site: Site
  let browser: Browser

  before(async () => {
    site = await startSite()
    browser = await launchBrowser()
  })
  after(async () => {
    await browser?.close()
    await site?.close()
  })

  test('the city home and an event page run with no policy violation, signed out and signed in', () =>
    browser.journey(async ({ page, context }) => {
      await context.addInitScript(RECORD_VIOLATIONS)
      const home = await page.goto(new URL('/london/', site.url).toString())
      const policy = home?.headers()['content-security-policy'] ?? ''
      assert.match(policy, /script-src 'self';/)
      assert.match(policy, /frame-ancestors 'none'/)
      await openHome(page, site.url, '/london/')
      const eventLink = page.locator('.sr-discovery-card__link[href*="/event/"]').first()
      await eventLink.waitFor()
      const eventUrl = new URL((await eventLink.getAttribute('href')) ?? '', site.url).toString()
      assert.deepEqual(await violations(page), [])

      // a full load of the event page, then a sign-in: same-origin POSTs and the WebSocket pass the edge
      await page.goto(eventUrl)
      await waitForApps(page, ['mfe-discovery:pages'])
      await page.locator('#sr-main h1').first().waitFor()
      await logIn(page, 'ava@showroom.test')
      await page.reload()
      await waitForApps(page, ['mfe-discovery:pages'])
      await waitForSession(page, 'member')
      await page.locator('#sr-main h1').first().waitFor()
      assert.deepEqual(await violations(page), [])
    }))

  test('a page elsewhere that frames the site gets an empty frame', () =>
    browser.journey(async ({ page, allow }) => {
      // Chromium reports the refusal it makes on our behalf
      allow(/frame-ancestors|Refused to (frame|display)/)
      await page.setContent(`<iframe id="framed" src="${new URL('/london/', site.url)}"></iframe>`)
      const frame = await (await page.waitForSelector('#framed')).contentFrame()
      await frame?.waitForLoadState()
      assert.equal(await frame?.locator('#sr-main').count(), 0)
    }))
})
