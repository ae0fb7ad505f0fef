import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { PLAYWRIGHT_DISABLE_FEATURES } from './chromium-features.ts'
import { isSlowMachineNoise } from './console-noise.ts'
import { failureReport, followTrail } from './failure-report.ts'
import { ARTIFACTS_DIR } from './paths.ts'

// Debian's Chromium headless, quiet and without the network of its own (the vitals bench uses them too)
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

// the same for a Playwright launch, with the features chromium-features.ts turns off (Lighthouse's
// launcher has a --disable-features of its own, which this one would replace)
export const PLAYWRIGHT_CHROMIUM_ARGS = [...CHROMIUM_ARGS, PLAYWRIGHT_DISABLE_FEATURES]

// how long a journey waits for a condition before it fails: generous, since a wait ends as soon as
// the condition holds and a busy 2-core machine can be several times slower than a quiet one. At a
// load average of 10 (Lighthouse and a second test run beside the suite), the chat and alert
// journeys' longest waits outlasted 30 s, steps that take 1-2 s on a quiet machine
export const PATIENCE_MS = 60_000

// a screen's size in CSS pixels, and its device pixels per CSS pixel (1 unless given)
export interface Viewport {
  width?: number
  height?: number
  deviceScaleFactor?: number
}

export interface Browser {
  // a fresh context (cookies, storage) per journey
  newPage(options?: Viewport): Promise<WatchedPage>
  // runs one journey on a fresh page and fails it on any browser error
  journey(run: (watched: WatchedPage) => Promise<void>, viewport?: Viewport): Promise<void>
  close(): Promise<void>
}

export interface WatchedPage {
  page: Page
  context: BrowserContext
  // console errors and uncaught page errors seen so far, minus the allowed ones
  problems(): string[]
  // fails the journey when the browser reported an error
  assertNoProblems(): void
  // errors a journey provokes on purpose (a dead module's failed request)
  allow(pattern: RegExp): void
  // what the page showed and what went wrong on it, for a journey that failed
  report(): Promise<string>
  close(): Promise<void>
}

// a fake React DevTools hook: every React DOM renderer on the page registers itself with it
const DEVTOOLS_HOOK = `
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    inject(renderer) { const id = this.renderers.size + 1; this.renderers.set(id, renderer); return id },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
`

// Playwright starts Chromium with a fresh temporary user-data-dir on every launch; each journey
// gets its own context (cookies, storage) on top
export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  const browser = await chromium.launch({ executablePath, args: PLAYWRIGHT_CHROMIUM_ARGS, headless: true })
  const watchedBrowser: Browser = {
    async newPage({ width = 1280, height = 900, deviceScaleFactor = 1 } = {}) {
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor })
      context.setDefaultTimeout(PATIENCE_MS)
      await context.addInitScript(DEVTOOLS_HOOK)
      const page = await context.newPage()
      const problems: string[] = []
      const allowed: RegExp[] = []
      page.on('console', (message) => {
        if (message.type() === 'error' && !isSlowMachineNoise(message.text()))
          problems.push(`console error: ${message.text()}`)
      })
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
      const trail = followTrail(page)
      const visible = () => problems.filter((problem) => !allowed.some((pattern) => pattern.test(problem)))
      return {
        page,
        context,
        problems: visible,
        assertNoProblems() {
          const found = visible()
          if (found.length > 0) throw new Error(`the browser reported errors:\n${found.join('\n')}`)
        },
        allow: (pattern) => void allowed.push(pattern),
        report: () => failureReport(page, visible(), trail),
        close: () => context.close(),
      }
    },
    async journey(run, viewport) {
      const watched = await watchedBrowser.newPage(viewport)
      try {
        await run(watched)
        watched.assertNoProblems()
      } catch (error) {
        const report = await watched.report()
        throw new Error(`${error instanceof Error ? error.message : String(error)}\n${report}`, {
          cause: error,
        })
      } finally {
        await watched.close()
      }
    },
    close: () => browser.close(),
  }
  return watchedBrowser
}

// written to e2e/.artifacts/ (gitignored) for people to look at
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true })
  const file = path.join(ARTIFACTS_DIR, `${name}.png`)
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: file, fullPage, animations: 'disabled' })
  return file
}
