import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { openHome, waitForApps, waitForSession, logIn } from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots'

// the event page's comments section only
async function shootSection(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready)
  const section = page.locator('section[aria-labelledby="event-comments-title"]')
  await section.scrollIntoViewIfNeeded()
  // every photo of the section loaded, lazy ones included
  await page.evaluate(() => {
    for (const img of document.querySelectorAll('.sr-comment__tile img')) img.setAttribute('loading', 'eager')
  })
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.sr-comment__tile img')].every(
      (img) => (img as HTMLImageElement).complete,
    ),
  )
  mkdirSync(SHOTS_DIR, { recursive: true })
  await section.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), animations: 'disabled' })
}

// two photos as a phone would take them
async function makePhotos(dir: string): Promise<string[]> {
  const files: string[] = []
  for (const [n, [width, height, colour]] of [
    [1200, 800, '#c0504d'],
    [800, 1200, '#4f81bd'],
  ].entries()) {
    const file = path.join(dir, `photo-${n + 1}.jpg`)
    await sharp({
      create: { width: Number(width), height: Number(height), channels: 3, background: String(colour) },
    })
      .jpeg({ quality: 80 })
      .toFile(file)
    files.push(file)
  }
  return files
}

describe('commenting on an event', () => {
  const suite = useSite()
  const { journey } = suite
  let photoDir: string
  // the first event of London this week: the demo data gives it a thread and a poll
  let eventUrl: string
  let eventName: string
  let commentText: string
  let commentId = ''

  before(async () => {
    photoDir = mkdtempSync(path.join(tmpdir(), 'showroom-comment-photos-'))
    const response = await suite.site.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ cityHome(cityId: 1) { thisWeek { name detailUrl } } }' },
    })
    const first = response.json().data.cityHome.thisWeek[0]
    eventUrl = suite.at(first.detailUrl)
    eventName = first.name
    commentText = `Queued at nine, worth it ${Date.now()}`
  })
  after(() => {
    if (photoDir) rmSync(photoDir, { recursive: true, force: true })
  })

  async function openEvent(page: Page, url = eventUrl): Promise<Locator> {
    await page.goto(url)
    await waitForApps(page, ['mfe-discovery:pages', 'mfe-comments:comment-thread'])
    const thread = page.locator('[data-mfe="mfe-comments"][data-app="comment-thread"] .sr-comments')
    await thread.locator('.sr-comments__list').waitFor()
    return thread
  }

  async function signedInAt(page: Page, email: string): Promise<Locator> {
    await openHome(page, suite.site.url, '/london/')
    await logIn(page, email)
    return openEvent(page)
  }

  const ourComment = (thread: Locator) => thread.locator(`article[data-comment-id="${commentId}"]`)

  test('a member posts a comment with two photos, watching them upload', () =>
    journey(async ({ page }) => {
      const thread = await signedInAt(page, 'ava@showroom.test')
      const composer = thread.locator('form.sr-composer').first()
      // the slices are held until both progress bars have been seen, however slow the machine
      let releaseUploads = () => {}
      const uploadsReleased = new Promise<void>((resolve) => {
        releaseUploads = resolve
      })
      await page.route('**/upload/**', async (route) => {
        await uploadsReleased
        await route.continue()
      })
      await composer.locator('input[type="file"]').setInputFiles(await makePhotos(photoDir))
      await composer.getByRole('progressbar').nth(1).waitFor()
      assert.equal(await composer.getByRole('progressbar').count(), 2, 'one progress bar per photo')
      const post = composer.getByRole('button', { name: 'Post' })
      assert.equal(await post.isDisabled(), true, 'no posting while uploading')
      releaseUploads()
      await composer
        .getByRole('img', { name: /^Uploaded photo-/ })
        .nth(1)
        .waitFor()
      assert.equal(await composer.getByRole('progressbar').count(), 0)
      await page.unroute('**/upload/**')

      await composer.getByRole('combobox').fill(`  ${commentText}  `)
      await post.click()
      await page.getByText('Thank you! Your comment has been posted.').waitFor()
      const posted = thread.locator('article.sr-comment--own', { hasText: commentText }).first()
      await posted.waitFor()
      commentId = (await posted.getAttribute('data-comment-id')) ?? ''
      assert.ok(commentId, 'the new comment has its id')
      const tiles = posted.locator('.sr-comment__tile img')
      assert.equal(await tiles.count(), 2, 'both photos are shown')
      await page.waitForFunction(
        (id) =>
          [...document.querySelectorAll(`article[data-comment-id="${id}"] .sr-comment__tile img`)].every(
            (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
        commentId,
      )
      assert.equal((await posted.locator('.sr-comment__text').first().textContent())?.trim(), commentText)

      await page.reload()
      await waitForSession(page, 'member')
      const again = await openEvent(page)
      await ourComment(again).waitFor()
      assert.equal(await ourComment(again).locator('.sr-comment__tile img').count(), 2, 'the photos stay')
    }))

  test('another member replies and likes it, and the like survives a reload', () =>
    journey(async ({ page }) => {
      const thread = await signedInAt(page, 'ben@showroom.test')
      const comment = ourComment(thread)
      await comment.waitFor()
      await comment.getByRole('button', { name: 'Reply', exact: true }).first().click()
      const reply = comment.locator('form.sr-composer--reply')
      await reply.getByRole('combobox').fill('See you there on Saturday!')
      await reply.getByRole('button', { name: 'Reply', exact: true }).click()
      await comment.locator('.sr-comment--reply', { hasText: 'See you there on Saturday!' }).waitFor()

      const like = comment.getByTestId('like').first()
      assert.equal(await like.getAttribute('aria-pressed'), 'false')
      await like.click()
      await page.waitForFunction(
        (id) =>
          document
            .querySelector(`article[data-comment-id="${id}"] [data-testid="like"]`)
            ?.getAttribute('aria-pressed') === 'true' &&
          document.querySelector(`article[data-comment-id="${id}"] [data-testid="like-count"]`)
            ?.textContent === '1',
        commentId,
      )

      await page.reload()
      await waitForSession(page, 'member')
      const again = ourComment(await openEvent(page))
      await again.waitFor()
      assert.equal(await again.getByTestId('like').first().getAttribute('aria-pressed'), 'true')
      assert.equal(await again.getByTestId('like-count').first().textContent(), '1')
      assert.equal(await again.locator('.sr-comment--reply').count(), 1, 'the reply stays')
    }))

  test('the moderator shadow-bans it: the author still sees it, a visitor does not', async () => {
    await journey(async ({ page }) => {
      const comment = ourComment(await signedInAt(page, 'mona@showroom.test'))
      await comment.waitFor()
      await comment.getByTestId('moderate-shadow').first().click()
      await comment.getByTestId('moderate-unshadow').first().waitFor()
    })
    await journey(async ({ page }) => {
      const comment = ourComment(await signedInAt(page, 'ava@showroom.test'))
      await comment.waitFor()
      assert.match((await comment.textContent()) ?? '', new RegExp(commentText))
    })
    await journey(async ({ page }) => {
      const thread = await openEvent(page)
      await thread.locator('article.sr-comment').first().waitFor()
      assert.equal(await ourComment(thread).count(), 0, 'hidden from visitors')
      assert.equal(await thread.getByText(commentText).count(), 0)
    })
  })

  test('a #pec= link opens the single comment with its event', () =>
    journey(async ({ page }) => {
      const thread = await openEvent(page)
      const first = thread.locator('article.sr-comment').first()
      const id = (await first.getAttribute('data-comment-id')) ?? ''
      await page.goto(`${eventUrl}#pec=${id}`)
      const popup = page.getByRole('dialog', { name: 'Comment' })
      await popup.waitFor()
      await popup.locator(`article[data-comment-id="${id}"]`).waitFor()
      assert.equal((await popup.locator('.sr-comment-popup__source-name').textContent())?.trim(), eventName)
      assert.ok(await popup.getByRole('link', { name: 'View details' }).count())
      mkdirSync(SHOTS_DIR, { recursive: true })
      await popup.screenshot({
        path: path.join(SHOTS_DIR, 'comments-popup-1280.png'),
        animations: 'disabled',
      })
      await page.keyboard.press('Escape')
      await popup.waitFor({ state: 'hidden' })
      assert.equal(new URL(page.url()).hash, '', 'closing forgets the fragment')
    }))

  test('a member answers the poll and changes the answer', () =>
    journey(async ({ page }) => {
      const thread = await signedInAt(page, 'ava@showroom.test')
      const poll = thread.locator('fieldset.sr-poll', { hasText: 'When are you going?' })
      await poll.waitFor()
      assert.equal(await poll.getAttribute('data-step'), 'options', 'not answered yet: the options')
      await poll.getByRole('button', { name: 'After work' }).click()
      await poll.getByRole('button', { name: 'Change your answer' }).waitFor()
      assert.equal(
        await poll
          .locator('[data-chosen="true"]')
          .textContent()
          .then((t) => t?.includes('After work')),
        true,
      )
      assert.match((await poll.locator('.sr-poll__results').textContent()) ?? '', /%/)

      await poll.getByRole('button', { name: 'Change your answer' }).click()
      await poll.getByRole('button', { name: 'Opening morning' }).click()
      await poll.locator('[data-chosen="true"]', { hasText: 'Opening morning' }).waitFor()

      await page.reload()
      await waitForSession(page, 'member')
      const again = (await openEvent(page)).locator('fieldset.sr-poll', { hasText: 'When are you going?' })
      await again.locator('[data-chosen="true"]', { hasText: 'Opening morning' }).waitFor()
      assert.equal(
        await again.getAttribute('data-step'),
        'results',
        'an answered poll shows its results first',
      )
    }))

  test('the comments section, for a visitor and a member, wide and narrow', async () => {
    for (const width of [1280, 375]) {
      await journey(
        async ({ page }) => {
          await openEvent(page)
          await shootSection(page, `comments-${width}-visitor`)
        },
        { width, height: 900 },
      )
      await journey(
        async ({ page }) => {
          await signedInAt(page, 'ava@showroom.test')
          await shootSection(page, `comments-${width}-member`)
        },
        { width, height: 900 },
      )
    }
  })
})
