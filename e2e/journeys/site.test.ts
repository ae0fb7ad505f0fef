import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { screenshot } from '../support/browser.ts'
import { MODULES } from '../support/paths.ts'
import {
  axeFindings,
  logIn,
  MEMBER_WIDGETS,
  mountedModules,
  openHome,
  sessionStates,
  waitForApps,
  waitForSession,
} from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

describe('the composed web site', () => {
  // every journey fails when the browser logged an error or threw
  const suite = useSite()
  const { journey } = suite

  test('the home page loads the shell and mounts the modules a visitor sees, and a member’s widgets', () =>
    journey(async ({ page }) => {
      const registry = page.waitForResponse((r) => r.url().endsWith('/mfe/registry.json'))
      await openHome(page, suite.site.url)
      assert.equal((await registry).status(), 200)
      // the bell and the basket draw nothing for a visitor, a visitor's chat icon is the shell's, and
      // the comments' and commerce's hosts wait for their overlays: only the page's module loads
      await page.waitForLoadState('networkidle')
      assert.deepEqual(await mountedModules(page), ['mfe-discovery'])
      const visitorChat = page.getByRole('banner').getByRole('button', { name: 'Chats', exact: true })
      assert.equal(await visitorChat.isVisible(), true)
      await logIn(page, 'ava@showroom.test')
      assert.deepEqual(await mountedModules(page), MODULES.filter((m) => m !== 'mfe-comments').sort())
      // the member's chat icon is the chat module's, alone in the header
      assert.equal(await page.getByTestId('chat-button').count(), 1)
      assert.equal(await page.locator('#slot-chat').getByTestId('chat-button').isVisible(), true)
      assert.equal(await page.locator('#sr-discovery-city-name').textContent(), 'London')
      assert.equal(await page.getByRole('banner').getByText('Showroom', { exact: true }).isVisible(), true)
    }))

  test('the shell and every module render with one React instance', () =>
    journey(async ({ page }) => {
      await openHome(page, suite.site.url)
      await logIn(page, 'ava@showroom.test')
      // an event page brings the comments' thread in: every module has rendered by then
      const event = (await page.locator('#sr-main a[href*="/event/"]').first().getAttribute('href')) ?? ''
      await page.goto(new URL(event, suite.site.url).toString())
      await waitForApps(page, ['mfe-discovery:pages', 'mfe-comments:comment-thread', ...MEMBER_WIDGETS])
      // the shell's own React layer draws nothing until something opens: the menu brings it in
      await page.locator('.sr-shell-header__menu').click()
      await page.locator('nav.sr-shell-menu').waitFor()
      const report = await page.evaluate(() => {
        type Debug = { reactByApp: Record<string, unknown>; reactVersions: Record<string, string> }
        const debug = (window as unknown as { __SHOWROOM_DEBUG__: Debug }).__SHOWROOM_DEBUG__
        const hook = (
          window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }
        ).__REACT_DEVTOOLS_GLOBAL_HOOK__
        return {
          apps: Object.keys(debug.reactByApp).sort(),
          distinctReacts: new Set(Object.values(debug.reactByApp)).size,
          versions: [...new Set(Object.values(debug.reactVersions))],
          renderers: hook.renderers.size,
        }
      })
      for (const module of ['shell', ...MODULES]) {
        assert.ok(
          report.apps.some((app) => app.split(':')[0] === module),
          `${module} reported its React`,
        )
      }
      assert.equal(report.distinctReacts, 1, 'one React object across the shell and the modules')
      assert.equal(report.versions.length, 1)
      assert.equal(report.renderers, 1, 'one React DOM renderer registered with the devtools hook')
    }))

  test('opening the left menu and then signup leaves only signup open', () =>
    journey(async ({ page }) => {
      await openHome(page, suite.site.url)
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      const menu = page.getByRole('dialog', { name: 'Menu' })
      await menu.waitFor()
      await menu.getByRole('button', { name: 'Sign up' }).click()
      await page.getByRole('dialog', { name: 'Join Showroom' }).waitFor()
      assert.equal(await page.getByRole('dialog').count(), 1)
      assert.equal(await menu.count(), 0)

      // and the other way: the menu closes the search page
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await page.getByRole('search').waitFor()
      await page.getByRole('button', { name: 'Close search' }).click()
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      await menu.waitFor()
      assert.equal(await page.getByRole('search').count(), 0)
    }))

  // the 800 ms before the box takes focus is SearchOverlay.test.tsx's; here, that it does
  test('the search page focuses its box and closing clears it', () =>
    journey(async ({ page }) => {
      await openHome(page, suite.site.url)
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      const box = page.getByRole('searchbox', { name: 'Search Showroom' })
      await box.waitFor()
      await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'search')
      await box.fill('atelier')
      await page.getByRole('button', { name: 'Close search' }).click()
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      assert.equal(await page.getByRole('searchbox', { name: 'Search Showroom' }).inputValue(), '')
    }))

  test('logging in and out changes the session in every module', () =>
    journey(async ({ page }) => {
      await openHome(page, suite.site.url)
      await waitForSession(page, 'guest')
      await page.getByTestId('profile-button').click()
      const signup = page.getByRole('dialog', { name: 'Join Showroom' })
      await signup.getByRole('button', { name: 'Log in' }).click()
      const login = page.getByRole('dialog', { name: 'Welcome back' })
      await login.getByLabel('Email').fill('ava@showroom.test')
      await login.getByLabel('Password').fill('wrong-password')
      await login.getByRole('button', { name: 'Log in' }).click()
      await login.getByRole('alert').waitFor()
      assert.match((await login.getByRole('alert').textContent()) ?? '', /incorrect/)

      await login.getByLabel('Password').fill('showroom-demo')
      await login.getByRole('button', { name: 'Log in' }).click()
      await waitForSession(page, 'member')
      assert.ok(Object.values(await sessionStates(page)).every((state) => state === 'member'))
      await page.getByText("You're signed in. The designers and venues you follow will show here.").waitFor()

      // a reload keeps the member signed in through the HttpOnly cookie
      await openHome(page, suite.site.url)
      await waitForSession(page, 'member')

      await page.getByTestId('profile-button').click()
      await page.getByRole('dialog', { name: 'Your account' }).getByTestId('logout').click()
      await waitForSession(page, 'guest')
      await page.getByRole('button', { name: 'Join Showroom' }).waitFor()
    }))

  test('signing up shows the server’s field errors and then signs the new member in', () =>
    journey(async ({ page }) => {
      await openHome(page, suite.site.url)
      await page.getByTestId('profile-button').click()
      const signup = page.getByRole('dialog', { name: 'Join Showroom' })
      await signup.getByLabel('Email').fill('ava@showroom.test')
      await signup.getByLabel('Username').fill(`new_${Date.now()}`)
      await signup.getByLabel('Password').fill('a-long-enough-password-1')
      await signup.getByRole('button', { name: 'Create account' }).click()
      const emailError = signup.locator('[data-field-error="email"]')
      await emailError.waitFor()
      assert.match((await emailError.textContent()) ?? '', /already exists/)

      await signup.getByLabel('Email').fill(`new-${Date.now()}@showroom.test`)
      await signup.getByRole('button', { name: 'Create account' }).click()
      await waitForSession(page, 'member')
    }))

  test('switching to 中文 translates the chrome, its menu included', () =>
    journey(async ({ page }) => {
      await openHome(page, suite.site.url)
      await page.getByRole('button', { name: '中文' }).click()
      await page.getByRole('button', { name: '搜索', exact: true }).waitFor()
      assert.equal(await page.locator('html').getAttribute('lang'), 'zh-Hans')
      // the city name comes from the API in the visitor's language
      await page.waitForFunction(
        () => document.querySelector('#sr-discovery-city-name')?.textContent === '伦敦',
      )
      await page.getByRole('button', { name: '菜单', exact: true }).click()
      const menu = page.getByRole('dialog', { name: '菜单' })
      await menu.getByText('城市').waitFor()
      // every chrome message has its Chinese (shell-messages.test.ts); a missing one would show in
      // English, which packages/i18n tests
      await menu.getByRole('button', { name: '分享此页' }).waitFor()
      assert.equal(await menu.getByRole('button', { name: 'Share this page' }).count(), 0)
      await page.keyboard.press('Escape')
      await page.getByRole('button', { name: 'English' }).click()
      await page.getByRole('button', { name: 'Search', exact: true }).waitFor()
    }))

  test('each module answers its own routes', () =>
    journey(async ({ page }) => {
      const routes: [string, string, RegExp][] = [
        ['/c/42/', 'mfe-chat:chat-page', /Sign in to chat with members, designers and venues/],
        ['/user/ava', 'mfe-feed:profile-page', /@ava/],
        ['/my-orders/7/token/', 'mfe-commerce:orders-page', /Sign in to see your order/],
        [
          '/pro-purchase/',
          'mfe-commerce:pro-purchase-page',
          /Sign up first: pro is an upgrade of a Showroom membership/,
        ],
        ['/native-comment/event/1/2/ava/0/', 'mfe-comments:native-comment-page', /Replying to ava/],
        ['/new-york/', 'mfe-discovery:pages', /New York/],
      ]
      for (const [path, app, text] of routes) {
        await page.goto(new URL(path, suite.site.url).toString())
        await waitForApps(page, [app])
        // a page's code may load after its application mounts
        await page.locator('#sr-main', { hasText: text }).waitFor()
        assert.match((await page.locator('#sr-main').textContent()) ?? '', text, path)
      }
      // navigating inside the site swaps the page module without a reload
      await page.getByRole('contentinfo').getByRole('link', { name: 'London' }).click()
      await page.waitForFunction(
        () => document.querySelector('#sr-discovery-city-name')?.textContent === 'London',
      )
      assert.equal(await page.locator('[data-app="native-comment-page"]').count(), 0)
    }))

  test('the home page has no serious or critical accessibility findings', () =>
    journey(async ({ page }) => {
      await openHome(page, suite.site.url)
      const findings = await axeFindings(page)
      const blocking = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical')
      assert.deepEqual(blocking, [], JSON.stringify(blocking, null, 2))
    }))

  for (const width of [1280, 375]) {
    test(`screenshots of the home page at ${width} px, in English and Chinese`, () =>
      journey(
        async ({ page }) => {
          await openHome(page, suite.site.url)
          await page.getByTestId('cookie-notice').waitFor()
          await screenshot(page, `home-${width}-en`)
          await page.getByRole('button', { name: '中文' }).click()
          await page.waitForFunction(
            () => document.querySelector('#sr-discovery-city-name')?.textContent === '伦敦',
          )
          await screenshot(page, `home-${width}-zh`)
          await page.getByRole('button', { name: '菜单', exact: true }).click()
          await page.getByRole('dialog').waitFor()
          await screenshot(page, `menu-${width}-zh`, { fullPage: false })
        },
        { width, height: width > 760 ? 900 : 812 },
      ))
  }
})
