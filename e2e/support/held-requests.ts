import type { Page } from 'playwright-core'
import { PATIENCE_MS } from './browser.ts'

// waits, with the usual patience, for a condition checked outside the page: a count the test keeps,
// or an answer of the site
export async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + PATIENCE_MS
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

// requests for one path wait at the browser's edge until released, then go on to the site;
// release resolves once every held one has its answer
export async function holdRequests(
  page: Page,
  pathname: string,
): Promise<{ held(): number; release(): Promise<void> }> {
  let held = 0
  let answered = 0
  let open = () => {}
  const released = new Promise<void>((resolve) => {
    open = resolve
  })
  const matches = (url: URL) => url.pathname === pathname
  await page.route(matches, async (route) => {
    held += 1
    await released
    try {
      await route.continue()
      await route.request().response()
    } catch {
      // the page gave up on it while it was held: there is no answer to wait for
    } finally {
      answered += 1
    }
  })
  return {
    held: () => held,
    async release() {
      open()
      await until(() => answered >= held, 'the held requests are answered')
      await page.unroute(matches)
    },
  }
}
