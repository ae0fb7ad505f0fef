import { describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { PATIENCE_MS, type WatchedPage } from '../support/browser.ts'
import { until } from '../support/held-requests.ts'
import { logIn, openHome, waitForApps } from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

// the bell's unseen count as its accessible name says it (no number when nothing is new)
async function bellCount(page: Page): Promise<number> {
  const name = (await page.getByTestId('notifications-button').getAttribute('aria-label')) ?? ''
  return Number(/\d+/.exec(name)?.[0] ?? 0)
}

describe('people: the community feed, friends and the bell', () => {
  const suite = useSite()

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

      await ava.page.reload()
      await ava.page.getByTestId('friend-button').filter({ hasText: 'Unfriend' }).waitFor()
    }))
})
