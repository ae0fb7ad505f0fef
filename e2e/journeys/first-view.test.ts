import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { waitFor } from '@showroom/testkit'
import { sql } from 'kysely'
import type { Page } from 'playwright-core'
import { PATIENCE_MS } from '../support/browser.ts'
import { waitForApps } from '../support/shell-page.ts'
import { useSite } from '../support/suite.ts'

// Lighthouse's phone: the viewport the first view is measured on
const PHONE = { width: 412, height: 823 }

// layout shifts and the largest paint as Chromium reports them, from the first byte on
const OBSERVE_VITALS = `
  window.__vitals = { cls: 0, shifts: [], lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__vitals.cls += entry.value;
      window.__vitals.shifts.push({
        value: entry.value,
        nodes: (entry.sources || []).map((s) => s.node && s.node.nodeName + '.' + (s.node.className || '')),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    window.__vitals.lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  document.addEventListener('DOMContentLoaded', () => {
    window.__firstViewRoot = document.querySelector('[data-mfe="mfe-discovery"]');
    window.__firstViewHeading = document.querySelector('#sr-main h1');
    window.__firstViewCard = document.querySelector('#sr-main .sr-discovery-card');
  });
`

// every date or number formatter the page makes: the first of each costs 35-80 ms of main thread
// in a fresh page on a desktop core (a phone four times that); a PluralRules costs a few
const OBSERVE_INTL = `
  window.__intlMade = [];
  for (const name of ['DateTimeFormat', 'NumberFormat']) {
    const Original = Intl[name];
    Intl[name] = new Proxy(Original, {
      construct(target, args) {
        window.__intlMade.push(name + ' ' + ((new Error().stack || '').split('\\n')[2] || '').trim());
        return Reflect.construct(target, args);
      },
    });
  }
`

interface Vitals {
  cls: number
  shifts: { value: number; nodes: string[] }[]
  lcp: number
}

async function html(url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(url, { headers: { accept: 'text/html', ...headers } })
  assert.equal(response.status, 200, url)
  return response.text()
}

// the text of the page's <main> before any script: tags dropped
function mainText(page: string): string {
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(page)?.[1] ?? ''
  return main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')
}

// React has attached to the module's root: hydrated the server's first view, or drawn its own
const takenOver = () => {
  const root = document.querySelector('[data-mfe="mfe-discovery"]')
  return root !== null && Object.keys(root).some((key) => key.startsWith('__reactFiber$'))
}

// the module has taken the server's first view over, and every image has loaded
async function waitForTakeOver(page: Page): Promise<void> {
  await waitForApps(page, ['mfe-discovery:pages'])
  await page.waitForFunction(takenOver)
  await page.evaluate(() => document.fonts.ready)
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect()
        return box.top < window.innerHeight && box.left < window.innerWidth && box.right > 0
      })
      .every((image) => image.complete),
  )
}

// what the module's kit says when the first view differed from its render (and was drawn again)
function watchHydration(page: Page): string[] {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('the first view differed')) warnings.push(message.text().slice(0, 400))
  })
  return warnings
}

// the module took over the very elements the HTML brought: its root, the page's heading and first card
async function assertHydrated(page: Page, warnings: string[]): Promise<void> {
  const kept = await page.evaluate(() => {
    const first = window as unknown as Record<string, Element | null>
    return {
      root: document.querySelector('[data-mfe="mfe-discovery"]') === first.__firstViewRoot,
      heading: document.querySelector('#sr-main h1') === first.__firstViewHeading,
      // a page may have no event card on its first screen (the calendar's agenda comes later)
      card:
        first.__firstViewCard === null ||
        document.querySelector('#sr-main .sr-discovery-card') === first.__firstViewCard,
    }
  })
  assert.deepEqual(kept, { root: true, heading: true, card: true }, 'the module hydrated the first view')
  assert.deepEqual(warnings, [], 'the first view and the module drew the same markup')
}

// a busy machine may send a page before its first view is drawn (the gateway does not keep people
// waiting for it); once drawn, it is kept for a few seconds
async function firstViewReady(url: string, headers: Record<string, string> = {}): Promise<string> {
  let page = ''
  await waitFor(
    async () => {
      page = await html(url, headers)
      return page.includes('id="sr-first-view-state"')
    },
    { timeoutMs: PATIENCE_MS, intervalMs: 200, what: `the first view of ${url}` },
  )
  return page
}

describe('the first screen is in the HTML before any script runs', () => {
  // a busy machine may take seconds to draw a first view: this journey checks that it is drawn
  const suite = useSite({ env: { FIRST_VIEW_TIMEOUT_MS: '30000' } })
  const { journey, at } = suite

  test('the city home, an event, a designer and the calendar carry their first screen in the HTML, in English and Chinese', async () => {
    const home = await firstViewReady(at('/london/'))
    const text = mainText(home)
    assert.match(home, /<h1 id="sr-discovery-city-name"[^>]*>London<\/h1>/)
    const cards = home.match(/class="sr-discovery-card\b/g) ?? []
    assert.ok(cards.length >= 3, `the first event cards are in the HTML (${cards.length} found)`)
    assert.match(text, /Events this week/)
    assert.match(home, /<script type="application\/json" id="sr-first-view-state">/)

    const zh = await html(at('/london/'), { cookie: 'locale=zh' })
    assert.match(zh, /<h1 id="sr-discovery-city-name"[^>]*>伦敦<\/h1>/)

    const eventSlug = /href="\/london\/event\/([^/"]+)\/"/.exec(home)?.[1]
    assert.ok(eventSlug, 'the city home links an event')
    const event = await firstViewReady(at(`/london/event/${eventSlug}/`))
    assert.match(event, /data-page="event"/)
    assert.match(event, /<h1\b[^>]*>[^<]+<\/h1>/)

    assert.match(await firstViewReady(at('/brand/atelier-nord/')), /<h1\b[^>]*>Atelier Nord<\/h1>/)
    const calendar = await firstViewReady(at('/london/calendar/?month=2026-11'))
    assert.match(calendar, /<h1 id="sr-calendar-title"[^>]*>November 2026<\/h1>/)
    const calendarZh = await html(at('/london/calendar/?month=2026-11'), { cookie: 'locale=zh' })
    assert.match(calendarZh, /<h1 id="sr-calendar-title"[^>]*>2026年11月<\/h1>/)
  })

  test('a member gets the page without a visitor first view', async () => {
    const page = await html(at('/london/'), { cookie: 'sr_session=not-a-real-session' })
    assert.doesNotMatch(page, /sr-first-view-state/)
    assert.match(page, /<main id="sr-main"[^>]*><\/main>/)
  })

  test('with JavaScript off, Chromium shows the city home heading and its first event cards', () =>
    journey(async ({ page, context }) => {
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: true })
      await firstViewReady(at('/london/'))
      await page.goto(at('/london/'))
      assert.equal(await page.locator('#sr-discovery-city-name').textContent(), 'London')
      const thisWeek = page.getByRole('region', { name: 'Events this week', exact: true }).first()
      const firstCard = thisWeek.locator('.sr-discovery-card').first()
      assert.ok(await firstCard.isVisible(), 'the first event card is drawn')
      const box = await firstCard.boundingBox()
      assert.ok(box && box.height > 100, `the card has its size from the inlined styles (${box?.height})`)
      assert.equal(
        await page.evaluate(() => document.querySelector('[data-mfe="mfe-chat"]')),
        null,
        'no script ran',
      )
    }, PHONE))

  test('the module hydrates the first view, without a layout shift and without asking for its data again', () =>
    journey(async ({ page, context }) => {
      await context.addInitScript(OBSERVE_VITALS)
      const hydrationWarnings = watchHydration(page)
      const asked: string[] = []
      page.on('request', (request) => {
        const body = request.url().endsWith('/graphql') ? (request.postData() ?? '') : ''
        if (/DiscoveryCityHome|DiscoveryCities/.test(body)) asked.push(body.slice(0, 80))
      })
      await firstViewReady(at('/london/'))
      await page.goto(at('/london/'))
      await waitForTakeOver(page)
      assert.ok(
        await page.evaluate(() => (window as unknown as { __firstViewRoot: Element | null }).__firstViewRoot),
        'the page arrived with its first view',
      )
      await assertHydrated(page, hydrationWarnings)
      const vitals = await page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals)
      assert.ok(vitals.cls < 0.1, `layout shift ${vitals.cls}: ${JSON.stringify(vitals.shifts)}`)
      assert.deepEqual(asked, [], 'the module read the inlined data')
      assert.equal(await page.locator('#sr-discovery-city-name').textContent(), 'London')
    }, PHONE))

  test('the header names the page’s city from the page, in English and Chinese, without asking for the cities or the visitor', async () => {
    for (const [locale, name] of [
      ['en', 'London'],
      ['zh', '伦敦'],
    ] as const)
      await journey(async ({ page, context }) => {
        await context.addCookies([{ name: 'locale', value: locale, url: at('/') }])
        const asked: string[] = []
        // every question to the graph waits: what the header shows meanwhile came with the page, and a
        // page asked for without a session is a visitor's without asking
        await page.route('**/graphql', async (route) => {
          const name = /query (Shell\w+)/.exec(route.request().postData() ?? '')?.[1]
          if (name === 'ShellCities' || name === 'ShellViewer') asked.push(`${locale} ${name}`)
          await new Promise((resolve) => setTimeout(resolve, 2_000))
          await route.continue().catch(() => undefined)
        })
        await page.goto(at('/london/'))
        const city = page.locator('.sr-shell-header__city')
        await city.waitFor()
        assert.equal((await city.textContent())?.toLowerCase(), name.toLowerCase(), locale)
        await page.waitForLoadState('networkidle')
        assert.deepEqual(asked, [], `${locale}: the shell read the cities and the visitor from the page`)
      }, PHONE)
  })

  test('the calendar’s month is in the HTML, and the page takes it over without asking for it again', () =>
    journey(async ({ page, context }) => {
      await context.addInitScript(OBSERVE_VITALS)
      const calendar = await firstViewReady(at('/london/calendar/'))
      const links = calendar.match(/<a href="\/london\/event\/[^"]+" data-event-id="\d+"/g) ?? []
      assert.ok(links.length >= 3, `the month's events are in the HTML (${links.length} found)`)
      assert.match(calendar, /class="sr-calendar__frame" aria-busy="false"/)
      const asked: string[] = []
      page.on('request', (request) => {
        const body = request.url().endsWith('/graphql') ? (request.postData() ?? '') : ''
        if (/DiscoveryCalendar/.test(body) || request.url().includes('/api/calendar_in_city'))
          asked.push(request.url())
      })
      const hydrationWarnings = watchHydration(page)
      await page.goto(at('/london/calendar/'))
      await waitForTakeOver(page)
      await assertHydrated(page, hydrationWarnings)
      assert.deepEqual(asked, [], 'the module read the inlined month')
      assert.equal(await page.locator('.sr-calendar__grid a[data-event-id]').count(), links.length)
    }, PHONE))

  test('an event named with </script> stays text in the inlined data and on the page', () =>
    journey(async ({ page, context }) => {
      const db = suite.site.gateway.platform.database.db
      const name = '</script><script>window.__injected = 1</script><!-- Spring & "Sale"'
      const found = await sql<{ slug: string }>`
        update discovery.events set name_en = ${name}
        where id = (select id from discovery.events where slug <> '' order by id limit 1)
        returning slug`.execute(db)
      const slug = found.rows[0]?.slug
      assert.ok(slug, 'an event to rename')

      const eventPage = await firstViewReady(at(`/london/event/${slug}/`))
      const state = /<script type="application\/json" id="sr-first-view-state">([\s\S]*?)<\/script>/.exec(
        eventPage,
      )
      assert.ok(state?.[1], 'the data is inlined')
      assert.doesNotMatch(state[1], /<\/?script|<!--/i)
      const names = Object.values(JSON.parse(state[1]).cache as Record<string, { name?: string }>).map(
        (entry) => entry.name,
      )
      assert.ok(names.includes(name), 'the name survives the escaping')
      // the page as any request gets it (the shell's scripts, the cities) and a visitor's two more: the
      // first view's data and the word that no session came; no other
      for (const id of ['sr-first-view-state', 'sr-shell-cities', 'sr-no-session'])
        assert.match(eventPage, new RegExp(`<script type="application/json" id="${id}">`))
      assert.equal((eventPage.match(/<script\b/g) ?? []).length, (await shellScripts()) + 2)

      await context.addInitScript(OBSERVE_VITALS)
      await firstViewReady(at(`/london/event/${slug}/`))
      await page.goto(at(`/london/event/${slug}/`))
      await waitForTakeOver(page)
      assert.equal(await page.locator('#sr-main h1').first().textContent(), name)
      assert.equal(
        await page.evaluate(() => (window as unknown as { __injected?: number }).__injected),
        undefined,
      )
    }))

  test('an event, a designer and the calendar are hydrated too, in English and Chinese, without a date or number formatter', async () => {
    const home = await firstViewReady(at('/london/'))
    const eventPath = /href="(\/london\/event\/[^/"]+\/)"/.exec(home)?.[1]
    assert.ok(eventPath, 'the city home links an event')
    for (const locale of ['en', 'zh'])
      for (const path of [eventPath, '/brand/atelier-nord/', '/london/calendar/', '/london/']) {
        await journey(async ({ page, context }) => {
          await context.addCookies([{ name: 'locale', value: locale, url: at('/') }])
          await context.addInitScript(OBSERVE_VITALS)
          await context.addInitScript(OBSERVE_INTL)
          const hydrationWarnings = watchHydration(page)
          await firstViewReady(at(path), { cookie: `locale=${locale}` })
          await page.goto(at(path))
          await waitForTakeOver(page)
          assert.equal(
            await page.evaluate(() => document.documentElement.lang),
            locale === 'zh' ? 'zh-Hans' : 'en',
            path,
          )
          await assertHydrated(page, hydrationWarnings)
          // the dates on the screen are the server's texts, and figures are written without Intl
          assert.deepEqual(
            await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade),
            [],
            `${path} (${locale}) made a date or number formatter while its first view was taken over`,
          )
        }, PHONE)
      }
  })

  // an iPhone's width, where a designer's name in a wider system face took two lines until Playfair
  // Display arrived and one after: the system faces are sized like the brand faces (ADR 52)
  test('at 375 px, text drawn before the brand faces arrive takes the lines it keeps: no layout shift', async () => {
    const pages = [
      ['en', '/brand/atelier-nord/'],
      ['zh', '/brand/atelier-nord/'],
      ['en', '/venue/covent-garden-rooms/'],
      ['en', '/london/calendar/'],
    ] as const
    for (const [locale, path] of pages)
      await journey(
        async ({ page, context }) => {
          await context.addCookies([{ name: 'locale', value: locale, url: at('/') }])
          await context.addInitScript(OBSERVE_VITALS)
          await firstViewReady(at(path), { cookie: `locale=${locale}` })
          await page.goto(at(path))
          await waitForTakeOver(page)
          const vitals = await page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals)
          assert.ok(
            vitals.cls < 0.01,
            `${path} (${locale}): layout shift ${vitals.cls}: ${JSON.stringify(vitals.shifts)}`,
          )
        },
        { width: 375, height: 812 },
      )
  })

  test('the brand strip stands while the page loads, then drifts while it is on screen', () =>
    journey(
      async ({ page, context }) => {
        await context.addInitScript(`document.addEventListener('DOMContentLoaded', () => {
          const track = document.querySelector('.sr-discovery-brands__track');
          window.__stripAtFirst = track ? track.getAnimations().map((a) => a.playState) : null;
        })`)
        const stripMotion = () =>
          page.evaluate(() =>
            document
              .querySelector('.sr-discovery-brands__track')
              ?.getAnimations()
              .map((a) => a.playState),
          )
        await firstViewReady(at('/london/'))
        await page.goto(at('/london/'))
        assert.deepEqual(
          await page.evaluate(() => (window as unknown as { __stripAtFirst: unknown }).__stripAtFirst),
          ['paused'],
          'the first view draws the strip standing',
        )
        await page.locator('.sr-discovery-brands[data-running="true"]').waitFor({ timeout: PATIENCE_MS })
        assert.deepEqual(await stripMotion(), ['running'], 'on screen after the load, it drifts')
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
        await page
          .locator('.sr-discovery-brands:not([data-running])')
          .waitFor({ state: 'attached', timeout: PATIENCE_MS })
        assert.deepEqual(await stripMotion(), ['paused'], 'scrolled off screen, it stands')
      },
      { width: 1280, height: 800 },
    ))

  // the <script> elements of the shell's own page, as a request with a session cookie gets it
  async function shellScripts(): Promise<number> {
    const plain = await html(at('/london/'), { cookie: 'sr_session=not-a-real-session' })
    return (plain.match(/<script\b/g) ?? []).length
  }
})
