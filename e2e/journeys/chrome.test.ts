import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type Browser, launchBrowser, screenshot, type WatchedPage } from '../support/browser.ts'
import { openHome, waitForSession } from '../support/shell-page.ts'
import { type Site, startSite } from '../support/site.ts'

describe('the site chrome', () => {
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

  const journey: Browser['journey'] = (run, viewport) => browser.journey(run, viewport)

  const cookie = async (watched: WatchedPage, name: string) =>
    (await watched.context.cookies()).find((c) => c.name === name)

  test('the cookie notice appears after 2 s, and accepting is remembered for a year', () =>
    journey(async (watched) => {
      const { page } = watched
      await openHome(page, site.url)
      const notice = page.getByTestId('cookie-notice')
      assert.equal(await notice.count(), 0, 'not before the delay')
      await notice.waitFor({ timeout: 5000 })
      await notice.getByRole('button', { name: 'Accept cookies' }).click()
      const optIn = await cookie(watched, 'cookie_opt_in')
      assert.equal(optIn?.value, '1')
      const days = ((optIn?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
      assert.ok(days > 364 && days <= 365, `cookie_opt_in lasts a year (${days.toFixed(1)} days)`)
      assert.equal((await cookie(watched, 'cookie_prompt_seen'))?.value, '1')

      // the signup notice follows; dismissing it sets signup_hidden
      const signupNotice = page.locator('[data-notice="signup"]')
      await signupNotice.waitFor({ timeout: 5000 })
      await signupNotice.getByRole('button', { name: 'Dismiss' }).click()
      assert.equal((await cookie(watched, 'signup_hidden'))?.value, '1')

      await openHome(page, site.url)
      await page.waitForTimeout(2500)
      assert.equal(await notice.count(), 0, 'the prompt is not shown again')
      assert.equal(await signupNotice.count(), 0, 'a dismissed notice stays dismissed')
    }))

  test('the #unsub and #weekly fragments show a popup confirmation once', () =>
    journey(async ({ page }) => {
      await openHome(page, site.url, '/#unsub')
      await page.getByText('You have been unsubscribed.').waitFor()
      assert.equal(new URL(page.url()).hash, '', 'the fragment is consumed')
      await openHome(page, site.url, '/new-york/#weekly')
      await page.getByText('Your alert frequency has been updated.').waitFor()
    }))

  test('the #alerts fragment opens the mailing-list signup', () =>
    journey(async ({ page }) => {
      await openHome(page, site.url, '/#alerts')
      const alerts = page.getByRole('dialog', { name: 'Alert emails' })
      await alerts.waitFor()
      await alerts.getByLabel('Daily').check()
      await alerts.getByRole('button', { name: 'Sign up for alerts' }).click()
      await page.getByRole('dialog', { name: 'Join Showroom' }).waitFor()
    }))

  test('shared links carry the member’s referral, the city selector navigates', () =>
    journey(async ({ page }) => {
      await openHome(page, site.url)
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: 'Share this page' })
        .click()
      const share = page.getByRole('dialog', { name: 'Share' })
      assert.equal(new URL(await share.getByTestId('share-url').inputValue()).searchParams.get('ref'), null)
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log in' }).click()
      const login = page.getByRole('dialog', { name: 'Welcome back' })
      await login.getByLabel('Email').fill('ava@showroom.test')
      await login.getByLabel('Password').fill('showroom-demo')
      await login.getByRole('button', { name: 'Log in' }).click()
      await waitForSession(page, 'member')
      await screenshot(page, 'home-1280-en-member')

      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: 'Share this page' })
        .click()
      assert.equal(new URL(await share.getByTestId('share-url').inputValue()).searchParams.get('ref'), 'ava')
      await page.keyboard.press('Escape')

      await page.getByRole('button', { name: /^City: London/ }).click()
      await page.getByTestId('city-list').getByRole('link', { name: 'Hong Kong' }).click()
      await page.waitForFunction(
        () => document.querySelector('#sr-discovery-city-name')?.textContent === 'Hong Kong',
      )
      assert.equal(new URL(page.url()).pathname, '/hong-kong/')
    }))

  test('the /signup/ page opens the signup form for a visitor', () =>
    journey(async ({ page }) => {
      await page.goto(new URL('/signup/', site.url).toString())
      await page.getByRole('dialog', { name: 'Join Showroom' }).waitFor()
    }))
})
