import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import type { Locator, Page } from 'playwright-core'
import { axeFindings, openHome, waitForApps, logIn } from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

const PHONE = { width: 375, height: 812 }
// the pictures of event cards and news headlines
const CARD_IMAGES =
  'article.sr-discovery-card .sr-discovery-card__image img, .sr-discovery-headline__image img'

interface Box {
  x: number
  y: number
  width: number
  height: number
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  assert.ok(box, 'the element is laid out')
  return box
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

function assertNoBlockingFindings(findings: Awaited<ReturnType<typeof axeFindings>>, where: string) {
  const blocking = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical')
  assert.deepEqual(blocking, [], `${where}: ${JSON.stringify(blocking, null, 2)}`)
}

describe('a new member on a phone, with a screen reader, searching and acting as a persona', () => {
  const suite = useSite()
  const { journey } = suite
  // the first event of London this week: the demo data gives it a comment thread
  let eventUrl = ''

  before(async () => {
    const response = await suite.site.gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ cityHome(cityId: 1) { thisWeek { detailUrl } } }' },
    })
    eventUrl = suite.at(response.json().data.cityHome.thisWeek[0].detailUrl)
  })

  async function openEvent(page: Page): Promise<Locator> {
    await page.goto(eventUrl)
    await waitForApps(page, ['mfe-discovery:pages', 'mfe-comments:comment-thread'])
    const thread = page.locator('[data-mfe="mfe-comments"][data-app="comment-thread"] .sr-comments')
    await thread.locator('.sr-comments__list').waitFor()
    return thread
  }

  test("a phone shows the event's I'm Going and when/where above the comment thread", () =>
    journey(async ({ page }) => {
      const thread = await openEvent(page)
      const going = await boxOf(page.getByTestId('going-button'))
      const when = await boxOf(page.locator('.sr-discovery-whenwhere'))
      const comments = await boxOf(thread)
      assert.ok(going.y + going.height <= comments.y, "I'm Going comes before the thread")
      assert.ok(when.y + when.height <= comments.y, 'when and where come before the thread')
      // near the top: within the first two screens, whatever the length of the thread
      assert.ok(going.y < PHONE.height * 2, `I'm Going starts at ${going.y} px`)
    }, PHONE))

  // the lead picture spans a phone's width: 750 device pixels at 375 px and two per pixel
  test("a phone at two device pixels per pixel gets the event's 960 px picture, not the 1600 px one", () =>
    journey(
      async ({ page }) => {
        await openEvent(page)
        const hero = page.locator('.sr-discovery-event__image img')
        await page.waitForFunction(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          await hero.elementHandle(),
        )
        const served = await hero.evaluate((img: HTMLImageElement) => img.currentSrc)
        assert.match(served, /[-/]medium\.webp$/, served)
        const response = await page.request.get(served)
        assert.equal(response.status(), 200, served)
      },
      { ...PHONE, deviceScaleFactor: 2 },
    ))

  for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
    test(`event and news cards show their whole image at ${viewport.width} px, in a size that fits`, () =>
      journey(async ({ page }) => {
        await openHome(page, suite.site.url, '/london/')
        const images = page.locator(CARD_IMAGES)
        assert.ok((await images.count()) > 0, 'the home page has cards with images')
        // lazy images load once they come near the screen
        for (const image of await images.all()) await image.scrollIntoViewIfNeeded()
        await page.waitForFunction(
          (selector) =>
            [...document.querySelectorAll<HTMLImageElement>(selector)].every(
              (img) => img.complete && img.naturalWidth > 0,
            ),
          CARD_IMAGES,
        )
        const shapes = await images.evaluateAll((list) =>
          (list as HTMLImageElement[]).map((img) => ({
            box: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
            width: img.getBoundingClientRect().width,
            image: img.naturalWidth / img.naturalHeight,
            reserved: img.getAttribute('width') !== null && img.getAttribute('height') !== null,
            loading: img.loading,
            // the first three of the week's row load at once (ADR 38), every other picture lazily
            firstRow: (() => {
              const section = img.closest('.sr-discovery-home__section')
              if (section?.querySelector('h2')?.id !== 'sr-home-this-week') return false
              return [...section.querySelectorAll('.sr-discovery-card__image img')].indexOf(img) < 3
            })(),
            srcset: img.srcset,
            served: img.currentSrc,
          })),
        )
        for (const shape of shapes) {
          assert.ok(
            Math.abs(shape.box - shape.image) < 0.02,
            `box ${shape.box} for an image of ${shape.image}`,
          )
          assert.ok(shape.reserved, 'the image reserves its box before it loads')
          assert.equal(shape.loading, shape.firstRow ? 'eager' : 'lazy', JSON.stringify(shape))
          assert.match(shape.srcset, /-card\.webp 640w, .+-medium\.webp 960w, .+ 1600w$/)
        }
        // at one device pixel per CSS pixel, a picture up to 640 px wide gets the 640 px card copy
        for (const shape of shapes.filter((s) => s.width <= 640))
          assert.ok(shape.served.endsWith('-card.webp'), JSON.stringify(shape))
      }, viewport))
  }

  test('search keeps keys typed right after opening, and its suggestions can be put away', () =>
    journey(async ({ page }) => {
      await openHome(page, suite.site.url, '/london/')
      // once the header names the city, the search knows it from its first render: the text typed
      // ahead is searched once, in London, not first in every city and then again
      await page.locator('.sr-shell-header__city', { hasText: 'London' }).waitFor()
      const searched: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname.endsWith('/search.html/') || url.pathname === '/api/search_autocomplete')
          searched.push(`${url.pathname}?${url.searchParams.toString()}`)
      })
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      // typed at once: the overlay's code may still be on its way
      await page.keyboard.type('atelier')
      const dialog = page.getByRole('dialog', { name: 'Search Showroom' })
      const box = dialog.getByRole('searchbox')
      await box.waitFor()
      await page.waitForFunction(
        () => (document.activeElement as HTMLInputElement | null)?.value === 'atelier',
      )
      assert.equal(await box.inputValue(), 'atelier')

      const results = page.getByTestId('search-results')
      const firstResult = results.locator('li a').first()
      await firstResult.waitFor()
      assert.ok(searched.length > 0, 'the text typed ahead is searched')
      for (const url of searched)
        assert.ok(
          url.startsWith('/london/search.html/') || url.includes('city_id='),
          `searched in London: ${url}`,
        )
      const suggestions = dialog.getByRole('listbox')
      await suggestions.waitFor()
      assert.equal(
        overlaps(await boxOf(suggestions), await boxOf(firstResult)),
        false,
        'the suggestions leave the first result visible',
      )
      assert.equal(await firstResult.isVisible(), true)

      await page.keyboard.press('Escape')
      await suggestions.waitFor({ state: 'detached' })
      assert.equal(await dialog.isVisible(), true, 'the first Escape only puts the suggestions away')

      await page.keyboard.type(' n')
      await suggestions.waitFor()
      await results.click({ position: { x: 5, y: 5 } })
      await suggestions.waitFor({ state: 'detached' })

      // back in the box, the arrow key brings them back on the first one
      await box.press('ArrowDown')
      await suggestions.waitFor()
      const picked = (await suggestions.getByRole('option').first().textContent()) ?? ''
      await page.keyboard.press('Enter')
      await suggestions.waitFor({ state: 'detached' })
      assert.equal(await box.inputValue(), picked)

      const findings = await axeFindings(page)
      assertNoBlockingFindings(findings, 'the search overlay')
    }))

  test('Olga posts as each of her personas once, and the profile menu shows the persona she switched to', () =>
    journey(async ({ page }) => {
      await openHome(page, suite.site.url, '/london/')
      await logIn(page, 'olga@showroom.test')
      const thread = await openEvent(page)
      const postAs = thread.locator('form.sr-composer').first().getByLabel('Post as')
      await postAs.waitFor()
      const options = (await postAs.locator('option').allTextContents()).map((name) => name.trim())
      assert.equal(new Set(options).size, options.length, `each persona once: ${options.join(', ')}`)
      assert.ok(options.includes('Atelier Nord'), options.join(', '))
      assert.ok(options.includes('The Glasshouse'), options.join(', '))

      assertNoBlockingFindings(await axeFindings(page), 'the event page with the composer')

      await page.getByTestId('profile-button').click()
      const account = page.getByRole('dialog', { name: 'Your account' })
      await account.getByRole('button', { name: 'Switch persona' }).click()
      const personas = page.getByRole('dialog', { name: 'Act as' })
      await personas.getByRole('button', { name: /The Glasshouse/ }).click()
      await page.getByText("You're now acting as The Glasshouse.").waitFor()
      await page.getByTestId('profile-button').click()
      await page.getByRole('dialog', { name: 'Your account' }).getByText('The Glasshouse').waitFor()
    }))

  test('the city home has no serious or critical accessibility findings and no duplicate landmarks', () =>
    journey(async ({ page }) => {
      await openHome(page, suite.site.url, '/london/')
      const findings = await axeFindings(page)
      assertNoBlockingFindings(findings, 'the London home')
      const landmarks = findings.filter((f) => f.id.startsWith('landmark'))
      assert.deepEqual(landmarks, [], `landmarks: ${JSON.stringify(landmarks, null, 2)}`)
    }))
})
