import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { PATIENCE_MS, screenshot, type WatchedPage } from '../support/browser.ts'
import { until } from '../support/held-requests.ts'
import { logIn, openHome, waitForApps } from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

// the bell's unseen count as its accessible name says it (no number when nothing is new)
async function bellCount(page: Page): Promise<number> {
  const name = (await page.getByTestId('notifications-button').getAttribute('aria-label')) ?? ''
  return Number(/\d+/.exec(name)?.[0] ?? 0)
}

// the current document's GraphQL WebSockets not yet closing (chat and the bell share one), counted
// in the page itself: Playwright does not always report the close of a socket whose page was left
async function openSockets(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const sockets = new Set<WebSocket>()
    Object.assign(window, { graphqlSockets: sockets })
    const Native = window.WebSocket
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols)
        if (new URL(this.url).pathname === '/graphql') sockets.add(this)
      }
    }
  })
  return () =>
    page.evaluate(
      () =>
        [...(window as unknown as { graphqlSockets: Set<WebSocket> }).graphqlSockets].filter(
          (socket) => socket.readyState <= WebSocket.OPEN,
        ).length,
    )
}

describe('people: profiles, friends, mentions and the bell', () => {
  const suite = useSite()
  // the first event of London this week: the demo data gives it a thread
  let eventUrl = ''

  before(async () => {
    const response = await suite.site.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ cityHome(cityId: 1) { thisWeek { detailUrl } } }' },
    })
    eventUrl = suite.at(response.json().data.cityHome.thisWeek[0].detailUrl)
  })

  async function openThread(page: Page): Promise<Locator> {
    await page.goto(eventUrl)
    await waitForApps(page, ['mfe-discovery:pages', 'mfe-comments:comment-thread'])
    const thread = page.locator('[data-mfe="mfe-comments"][data-app="comment-thread"] .sr-comments')
    await thread.locator('.sr-comments__list').waitFor()
    return thread
  }

  async function signedIn(page: Page, email: string): Promise<void> {
    await openHome(page, suite.site.url, '/london/')
    await logIn(page, email)
  }

  async function twoBrowsers(run: (first: WatchedPage, second: WatchedPage) => Promise<void>): Promise<void> {
    const first = await suite.browser.newPage()
    const second = await suite.browser.newPage().catch(async (error) => {
      await first.close()
      throw error
    })
    try {
      await run(first, second)
      first.assertNoProblems()
      second.assertNoProblems()
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  }

  test("Ava follows and befriends Ben from his profile; Ben accepts from his bell without reloading; Ava's button then says Unfriend", () =>
    twoBrowsers(async (ava, ben) => {
      const benSockets = await openSockets(ben.page)
      await signedIn(ben.page, 'ben@showroom.test')
      const benSeen = await bellCount(ben.page)

      await signedIn(ava.page, 'ava@showroom.test')
      await ava.page.goto(suite.at('/user/ben'))
      await waitForApps(ava.page, ['mfe-feed:profile-page'])
      const follow = ava.page.getByTestId('follow-user')
      await follow.waitFor()
      if ((await follow.getAttribute('aria-pressed')) !== 'true') await follow.click()
      await ava.page.waitForSelector('[data-testid="follow-user"][aria-pressed="true"]')
      const friend = ava.page.getByTestId('friend-button')
      await friend.filter({ hasText: 'Add Friend' }).click()
      await friend.filter({ hasText: 'Sent Request' }).waitFor()

      // Ben's bell counts it as it arrives, with no reload
      await until(async () => (await bellCount(ben.page)) > benSeen, "Ben's bell counts the request")
      await ben.page.getByTestId('notifications-button').click()
      const request = ben.page
        .getByTestId('notification')
        .filter({ hasText: /Ava Sinclair sent you a friend request/ })
        .first()
      await request.getByRole('button', { name: 'Accept' }).click()
      await request.getByText('You are now friends').waitFor({ timeout: PATIENCE_MS })
      // the bell's live count and chat's header count came over one socket
      // a socket the sign-in replaced may still be closing: the page settles on one
      await until(async () => (await benSockets()) === 1, 'one GraphQL WebSocket on a signed-in page')

      await ava.page.reload()
      await ava.page.getByTestId('friend-button').filter({ hasText: 'Unfriend' }).waitFor()
    }))

  test("Ben replies to Ava's comment with a mention: her bell counts it without a reload, and the mention opens her profile", () =>
    twoBrowsers(async (ava, ben) => {
      const text = `Who else is going on Saturday? ${Date.now()}`
      const avaSockets = await openSockets(ava.page)
      await signedIn(ava.page, 'ava@showroom.test')
      const avaThread = await openThread(ava.page)
      const composer = avaThread.locator('form.sr-composer').first()
      await composer.getByRole('combobox').fill(text)
      await composer.getByRole('button', { name: 'Post' }).click()
      const mine = avaThread.locator('article.sr-comment--own', { hasText: text }).first()
      await mine.waitFor()
      const commentId = (await mine.getAttribute('data-comment-id')) ?? ''
      // the thread and the header are settled: what the bell says now is the starting count
      await ava.page.getByTestId('notifications-button').waitFor()
      const avaSeen = await bellCount(ava.page)

      await signedIn(ben.page, 'ben@showroom.test')
      const benThread = await openThread(ben.page)
      const hers = benThread.locator(`article[data-comment-id="${commentId}"]`)
      await hers.getByRole('button', { name: 'Reply', exact: true }).first().click()
      const reply = hers.locator('form.sr-composer--reply')
      await reply.getByRole('combobox').fill('@ava me! See you by the door at ten')
      await reply.getByRole('button', { name: 'Reply', exact: true }).click()
      const answer = hers.locator('.sr-comment--reply', { hasText: 'See you by the door at ten' })
      await answer.waitFor()

      // pushed to Ava's open page: no reload, no navigation
      await until(async () => (await bellCount(ava.page)) > avaSeen, "Ava's bell counts the reply")
      // a socket the sign-in replaced may still be closing: the page settles on one
      await until(async () => (await avaSockets()) === 1, 'one GraphQL WebSocket on a signed-in page')
      await ava.page.getByTestId('notifications-button').click()
      await ava.page
        .getByTestId('notification')
        .filter({ hasText: /Ben Okafor (replied to|mentioned you in) your comment|Ben Okafor mentioned you/ })
        .first()
        .waitFor()

      // the @mention in Ben's reply is a link to Ava's profile
      const mention = answer.getByRole('link', { name: '@ava' })
      assert.equal(await mention.getAttribute('href'), '/user/ava')
      await mention.click()
      await waitForApps(ben.page, ['mfe-feed:profile-page'])
      await ben.page.getByRole('heading', { level: 1, name: 'Ava Sinclair' }).waitFor()
      assert.equal(new URL(ben.page.url()).pathname, '/user/ava')
    }))

  // for people to look at (e2e/.artifacts): the community feed, a profile and the open bell, on a
  // desktop and a phone, in English and in Chinese; no page is wider than its window
  for (const width of [1280, 375])
    for (const locale of ['en', 'zh'] as const)
      test(`the feed, a profile and the bell at ${width} px in ${locale === 'en' ? 'English' : 'Chinese'}`, () =>
        suite.journey(
          async ({ page, context }) => {
            await signedIn(page, 'ava@showroom.test')
            // the next pages come in the chosen language
            await context.addCookies([{ name: 'locale', value: locale, url: suite.site.url }])
            const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
            const name = (what: string) => `people-${what}-${width}-${locale}`

            await page.goto(suite.at('/london/social/'))
            await waitForApps(page, ['mfe-feed:community-page'])
            await page.locator('[data-testid="activity-feed"] > li[data-empty="false"]').nth(3).waitFor()
            await screenshot(page, name('community'), { fullPage: false })
            assert.ok(await fits(), 'the community page fits its window')

            await page.goto(suite.at('/user/ben'))
            await waitForApps(page, ['mfe-feed:profile-page'])
            await page.getByRole('heading', { level: 1, name: 'Ben Okafor' }).waitFor()
            await page.getByTestId('follow-user').waitFor()
            await screenshot(page, name('profile'), { fullPage: false })
            assert.ok(await fits(), 'the profile fits its window')

            await page.getByTestId('notifications-button').click()
            await page
              .getByTestId('notifications-list')
              .or(page.locator('.sr-feed-notes .sr-no-items'))
              .first()
              .waitFor()
            await screenshot(page, name('bell'), { fullPage: false })
            assert.ok(await fits(), 'the open bell fits its window')
          },
          { width, height: width > 600 ? 900 : 812 },
        ))
})
