import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { Page } from 'playwright-core'
import { screenshot } from '../support/browser.ts'
import { until } from '../support/held-requests.ts'
import { waitForApps } from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

const FEED_PAGE = 20

// the London community feed as a reader sees it: posts with their content, and emptied ones
const posts = (page: Page) => page.locator('[data-testid="activity-feed"] > li[data-item-id]')
const filled = (page: Page) => page.locator('[data-testid="activity-feed"] > li[data-empty="false"]')

async function itemIds(page: Page): Promise<number[]> {
  return posts(page).evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset.itemId)))
}

async function openCommunity(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await waitForApps(page, ['mfe-feed:community-page'])
  await filled(page).first().waitFor()
}

describe('the community feed', () => {
  const suite = useSite()
  const { journey } = suite

  test('a visitor reads the London community feed through three pages, each asked for within three window heights of the end, with far posts emptied and filled again', () =>
    journey(async ({ page }) => {
      const asked: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/activity_feed_get') && request.url().includes('page_token='))
          asked.push(request.url())
      })
      await openCommunity(page, suite.at('/london/social/'))
      await until(async () => (await posts(page).count()) === FEED_PAGE, 'the first page shows')
      await page.getByRole('heading', { name: 'London community' }).waitFor()

      for (const pages of [2, 3]) {
        // further than three window heights from the end, the next page is not asked for yet
        assert.equal(await posts(page).count(), (pages - 1) * FEED_PAGE)
        assert.equal(asked.length, pages - 2)
        // stop short of the end: two and a half window heights above it is near enough; measured as
        // the window lands, before the page reacts
        const left = await page.evaluate(() => {
          const list = document.querySelector('[data-testid="activity-feed"]') as HTMLElement
          const bottom = list.getBoundingClientRect().bottom + window.scrollY
          window.scrollTo({
            top: bottom - 2.5 * window.innerHeight - window.innerHeight,
            behavior: 'instant',
          })
          return (list.getBoundingClientRect().bottom - window.innerHeight) / window.innerHeight
        })
        assert.ok(left > 2 && left <= 3, `the window stops ${left.toFixed(2)} heights above the end`)
        await until(async () => (await posts(page).count()) >= pages * FEED_PAGE, `page ${pages} shows`)
        assert.equal(asked.length, pages - 1, 'one request per page')
      }

      const ids = await itemIds(page)
      assert.equal(new Set(ids).size, ids.length, 'no post shows twice')
      // the reader is far down: the first posts are emptied, keeping their place
      await until(
        async () => (await page.locator('[data-testid="activity-feed"] > li[data-empty="true"]').count()) > 0,
        'posts far above the window are emptied',
      )
      const first = posts(page).first()
      assert.equal(await first.getAttribute('data-empty'), 'true')
      // back at the top they come back, asked for by id
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
      await until(async () => (await first.getAttribute('data-empty')) === 'false', 'the first post is back')
      assert.deepEqual(await itemIds(page), ids, 'the same posts in the same order')
    }))

  test('a shared activity post link opens that post above the feed, in English and in Chinese', async () => {
    const response = await suite.site.gateway.app.inject({
      method: 'GET',
      url: '/api/activity_feed_get?version=1&prefix=/london',
      headers: { accept: 'application/json' },
    })
    const shared = response.json().values.feed[3] as { id: number; share_url: string; title_html: string }
    const title = shared.title_html
      .replace(/<[^>]+>/g, '')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&')
    assert.equal(shared.share_url, `/london/social/?uai=${shared.id}`)
    for (const locale of ['en', 'zh'] as const) {
      await journey(async ({ page, context }) => {
        await context.addCookies([{ name: 'locale', value: locale, url: suite.site.url }])
        await openCommunity(page, suite.at(shared.share_url))
        const post = page.getByTestId('shared-post')
        await post.getByRole('heading', { name: locale === 'zh' ? '分享的动态' : 'Shared post' }).waitFor()
        await post.locator('.sr-feed-item').waitFor()
        await screenshot(page, `feed-shared-post-${locale}`, { fullPage: false })
        assert.equal(await post.locator('.sr-feed-item').count(), 1, 'the one post')
        if (locale === 'en') assert.equal(await post.locator('.sr-feed-item__title').textContent(), title)
        assert.equal(await page.locator('html').getAttribute('lang'), locale === 'zh' ? 'zh-Hans' : 'en')
      })
    }
  })
})
