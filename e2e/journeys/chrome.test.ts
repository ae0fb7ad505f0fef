import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { screenshot, type WatchedPage } from '../support/browser.ts'
import { openHome, waitForSession } from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

describe('the site chrome', () => {
  const suite = useSite()
  const { journey } = suite

  const cookie = async (watched: WatchedPage, name: string) =>
    (await watched.context.cookies()).find((c) => c.name === name)

  // the 2 s delay before the notices is the unit tests' (shell/src/chrome/notices): here, what shows
  test('the cookie notice appears, and accepting is remembered for a year', () =>
    journey(async (watched) => {
      const { page } = watched
      await openHome(page, suite.site.url)
      const notice = page.getByTestId('cookie-notice')
      await notice.waitFor()
      await notice.getByRole('button', { name: 'Accept cookies' }).click()
      const optIn = await cookie(watched, 'cookie_opt_in')
      assert.equal(optIn?.value, '1')
      const days = ((optIn?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
      assert.ok(days > 364 && days <= 365, `cookie_opt_in lasts a year (${days.toFixed(1)} days)`)
      assert.equal((await cookie(watched, 'cookie_prompt_seen'))?.value, '1')

      // the signup notice follows; dismissing it sets signup_hidden
      const signupNotice = page.locator('[data-notice="signup"]')
      await signupNotice.waitFor()
      await signupNotice.getByRole('button', { name: 'Dismiss' }).click()
      assert.equal((await cookie(watched, 'signup_hidden'))?.value, '1')

      await openHome(page, suite.site.url)
      // the next notice in line shows once the delay is over: by then the cookie question was
      // settled and the dismissed signup notice passed over
      await page.locator('[data-notice="emails"]').waitFor()
      assert.equal(await notice.count(), 0, 'the prompt is not shown again')
      assert.equal(await signupNotice.count(), 0, 'a dismissed notice stays dismissed')
    }))

  test('a notice comes up at the foot of the screen without a layout shift', () =>
    journey(async ({ page, context }) => {
      // the cookie question settled on an earlier visit: the signup notice is the first to show
      await context.addCookies([{ name: 'cookie_prompt_seen', value: '1', url: suite.site.url }])
      await context.addInitScript(() => {
        const shifts: string[] = []
        Object.assign(window, { __noticeShifts: shifts })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node }[] })[])
            for (const source of entry.sources ?? []) {
              const node = source.node
              if (node instanceof Element && node.closest('#sr-notices'))
                shifts.push(node.outerHTML.slice(0, 80))
            }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await openHome(page, suite.site.url)
      await page.locator('[data-notice="signup"]').waitFor()
      // two frames after it came up, so its shift (if any) has been reported
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
      )
      assert.deepEqual(
        await page.evaluate(() => (window as unknown as { __noticeShifts: string[] }).__noticeShifts),
        [],
      )
    }))

  test('the #unsub and #weekly fragments show a popup confirmation once', () =>
    journey(async ({ page }) => {
      // a popup shows for 3 s from the shell's start, which a busy machine may reach before every
      // module is mounted: it is watched for while the page loads
      await Promise.all([
        page.getByText('You have been unsubscribed.').waitFor(),
        openHome(page, suite.site.url, '/#unsub'),
      ])
      assert.equal(new URL(page.url()).hash, '', 'the fragment is consumed')
      await Promise.all([
        page.getByText('Your alert frequency has been updated.').waitFor(),
        openHome(page, suite.site.url, '/new-york/#weekly'),
      ])
    }))

  test('the #alerts fragment opens the mailing-list signup', () =>
    journey(async ({ page }) => {
      await openHome(page, suite.site.url, '/#alerts')
      const alerts = page.getByRole('dialog', { name: 'Alert emails' })
      await alerts.waitFor()
      await alerts.getByLabel('Daily').check()
      await alerts.getByLabel('Email').fill('not-an-address')
      await alerts.getByRole('button', { name: 'Sign up for alerts' }).click()
      await alerts.getByText('Please enter a valid email address, like name@example.com.').waitFor()
    }))

  test('shared links carry the member’s referral, the city selector navigates', () =>
    journey(async ({ page }) => {
      await openHome(page, suite.site.url)
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
      await page.goto(new URL('/signup/', suite.site.url).toString())
      await page.getByRole('dialog', { name: 'Join Showroom' }).waitFor()
    }))
})
