import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { waitForApps, waitForSession } from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

const PASSWORD = 'showroom-demo'

async function followButtonSays(page: Page, label: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => document.querySelector('[data-testid="follow-button"]')?.textContent === wanted,
    label,
  )
}

describe('a first visit', () => {
  const suite = useSite()
  const { journey, at } = suite

  // a member who does not follow the designer yet, whatever other journeys did
  const unfollow = async (email: string, slug: string) => {
    const { app } = suite.site.gateway
    const login = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: `mutation { login(email: "${email}", password: "${PASSWORD}") { userId } }` },
    })
    const session = [login.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('sr_session='))
    const designer = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: `{ designer(slug: "${slug}") { id } }` },
    })
    await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: (session ?? '').split(';')[0] ?? '' },
      payload: {
        query: `mutation { unfollowDesigner(designerId: ${designer.json().data.designer.id}) { active } }`,
      },
    })
  }

  test('a cold visit in Chinese gets zh-Hans from the server and draws with the Chinese face', () =>
    journey(async ({ page, context }) => {
      await context.addCookies([{ name: 'locale', value: 'zh', url: suite.site.url }])
      const fontRequests: string[] = []
      page.on('response', (response) => {
        if (/\/assets\/fonts\/noto-sans-sc-.*\.woff2$/.test(response.url()) && response.ok())
          fontRequests.push(response.url())
      })
      const response = await page.goto(at('/hong-kong/'))
      assert.ok(response)
      assert.match(await response.text(), /<html lang="zh-Hans">/)
      await waitForApps(page, ['mfe-discovery:pages'])
      await page.locator('#sr-discovery-city-name').waitFor()
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready
        return {
          lang: document.documentElement.lang,
          body: getComputedStyle(document.body).fontFamily,
          loaded: [...document.fonts].some(
            (face) => /Noto Sans SC/.test(face.family) && face.status === 'loaded',
          ),
        }
      })
      assert.equal(fonts.lang, 'zh-Hans')
      assert.match(fonts.body, /Noto Sans SC/)
      assert.ok(fonts.loaded, 'a slice of the Chinese face has loaded')
      assert.ok(fontRequests.length > 0, 'the Chinese face came from the site itself')
    }))

  // the gateway cuts a page's characters on its first request and puts the cut in the next ones
  const htmlWithCut = async (page: Page, path: string): Promise<string> => {
    let html = ''
    for (let tries = 0; tries < 50 && !html.includes('data-sr-page-face'); tries++) {
      html = await (await page.request.get(at(path))).text()
      if (!html.includes('data-sr-page-face')) await new Promise((resolve) => setTimeout(resolve, 200))
    }
    return html
  }

  test("a Chinese page with its own cut of the face draws the chrome's and the comments' words without the whole face", () =>
    journey(async ({ page, context }) => {
      await context.addCookies([{ name: 'locale', value: 'zh', url: suite.site.url }])
      const wholeFace: string[] = []
      const interfaceWords: string[] = []
      page.on('response', (response) => {
        if (/\/assets\/fonts\/noto-sans-sc-.*\.woff2$/.test(response.url())) wholeFace.push(response.url())
        if (/\/assets\/fonts\/interface-words-.*\.woff2$/.test(response.url()))
          interfaceWords.push(response.url())
      })
      assert.match(await htmlWithCut(page, '/london/'), /data-sr-page-face/)
      await page.goto(at('/london/'))
      await waitForApps(page, ['mfe-discovery:pages'])
      // the cookie notice appears after 2 s; the whole face is declared once the browser is idle
      await page.locator('.sr-shell-notice--cookies').waitFor()
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => document.fonts.ready)
      assert.deepEqual(wholeFace, [], 'no slice of the whole face was fetched for the city home')
      assert.ok(interfaceWords.length > 0, "the chrome's words came from their own face")
      const skipLink = await page.evaluate(() => {
        const link = document.querySelector('.sr-shell-skip-link')
        // 跳 is U+8DF3
        const face = [...document.fonts].find(
          (f) => f.family.includes('Showroom Interface Words') && /\bU\+8DF3\b/i.test(f.unicodeRange),
        )
        return { text: link?.textContent, drawn: face?.status === 'loaded' }
      })
      assert.equal(skipLink.text, '跳到正文')
      assert.ok(skipLink.drawn, 'the skip link draws with the face of the interface words')

      // an event page: the comments widget draws its box and its thread's actions from script
      const html = await (await page.request.get(at('/london/'))).text()
      const event = html.match(/href="(\/london\/event\/[^"]+\/)"/)?.[1]
      assert.ok(event, 'the city home links an event')
      assert.match(await htmlWithCut(page, event), /data-sr-page-face/)
      await page.goto(at(event))
      await waitForApps(page, ['mfe-discovery:pages', 'mfe-comments:comment-thread'])
      await page.locator('.sr-comments').first().waitFor()
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => document.fonts.ready)
      assert.deepEqual(wholeFace, [], 'no slice of the whole face was fetched for the event page')
    }))

  test('a visitor who taps Follow signs up on the signup page and comes back following the designer', () =>
    journey(async ({ page }) => {
      await page.goto(at('/brand/atelier-nord/'))
      await waitForApps(page, ['mfe-discovery:pages'])
      await followButtonSays(page, 'Follow')
      await page.getByTestId('follow-button').click()
      await page.waitForURL(/\/signup\/$/)
      assert.equal(await page.locator('[data-page="signup"] h1').textContent(), 'Join Showroom')

      const form = page.getByRole('dialog', { name: 'Join Showroom' })
      await form.getByLabel('Email').fill('first.visit@showroom.test')
      await form.getByLabel('Username').fill('firstvisit')
      await form.getByLabel('Password').fill('a long enough password')
      await form.getByRole('button', { name: 'Create account' }).click()

      await page.waitForURL(/\/brand\/atelier-nord\/$/)
      await waitForSession(page, 'member')
      await followButtonSays(page, 'Followed')
    }))

  test('a visitor who taps Follow and logs in with a demo account comes back following the designer', () =>
    journey(async ({ page }) => {
      await unfollow('ben@showroom.test', 'jade-needle')
      await page.goto(at('/brand/jade-needle/'))
      await waitForApps(page, ['mfe-discovery:pages'])
      await page.getByTestId('follow-button').click()
      await page.waitForURL(/\/signup\/$/)

      await page
        .getByRole('dialog', { name: 'Join Showroom' })
        .getByRole('button', { name: 'Log in' })
        .click()
      const login = page.getByRole('dialog', { name: 'Welcome back' })
      await login.getByLabel('Email').fill('ben@showroom.test')
      await login.getByLabel('Password').fill(PASSWORD)
      await login.getByRole('button', { name: 'Log in' }).click()

      await page.waitForURL(/\/brand\/jade-needle\/$/)
      await waitForSession(page, 'member')
      await followButtonSays(page, 'Followed')
    }))

  test('closing the signup form on a cold visit to /signup/ goes to the home page, not a blank one', () =>
    journey(async ({ page }) => {
      await page.goto(at('/signup/'))
      const form = page.getByRole('dialog', { name: 'Join Showroom' })
      await form.waitFor()
      await page.keyboard.press('Escape')
      await page.waitForURL((url) => url.pathname === '/')
      await page.locator('#sr-discovery-city-name').waitFor()
    }))

  test('an unknown path gets the 404 page with a 404 status, and a crawler asking for */* gets pages', () =>
    journey(async (watched) => {
      const { page } = watched
      // the browser reports the document's 404 on its console: that is the point here
      watched.allow(/status of 404/)
      const response = await page.goto(at('/foo/bar/baz/'))
      assert.equal(response?.status(), 404)
      const notFound = page.locator('[data-page="not-found"]')
      assert.equal(await notFound.locator('h1').textContent(), 'Page not found')
      await notFound.getByRole('link', { name: 'Back to Showroom' }).click()
      await page.waitForURL((url) => url.pathname === '/')
      await page.locator('#sr-discovery-city-name').waitFor()

      const social = await page.goto(at('/london/social/?uai=12'))
      assert.equal(social?.status(), 200)
      assert.equal(await page.locator('[data-page="community"] h1').textContent(), 'London community')

      const crawler = await fetch(at('/brand/atelier-nord/'), { headers: { accept: '*/*' } })
      assert.equal(crawler.status, 200)
      assert.match(crawler.headers.get('content-type') ?? '', /text\/html/)
      assert.match(await crawler.text(), /<title>Atelier Nord \| Showroom<\/title>/)
    }))
})
