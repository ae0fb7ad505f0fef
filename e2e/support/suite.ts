import { after, before } from 'node:test'
import { type Browser, launchBrowser } from './browser.ts'
import { type Site, startSite } from './site.ts'

export interface JourneySuite {
  readonly site: Site
  readonly browser: Browser
  // one journey on a fresh page, failed by any browser error
  journey: Browser['journey']
  // an absolute URL on the site
  at(route: string): string
}

// the site and Chromium for the journeys of one describe block: started together before the first,
// closed after the last
export function useSite(options: { env?: Record<string, string> } = {}): JourneySuite {
  let site: Site | undefined
  let browser: Browser | undefined
  before(async () => {
    // both are kept as they arrive, so a failed start still closes the other one
    const results = await Promise.allSettled([
      startSite(options).then((started) => {
        site = started
      }),
      launchBrowser().then((launched) => {
        browser = launched
      }),
    ])
    for (const result of results) if (result.status === 'rejected') throw result.reason
  })
  after(async () => {
    await browser?.close()
    await site?.close()
  })
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} is not started: call useSite() inside describe()`)
    return value
  }
  return {
    get site() {
      return started(site, 'site')
    },
    get browser() {
      return started(browser, 'browser')
    },
    journey: (run, viewport) => started(browser, 'browser').journey(run, viewport),
    at: (route) => new URL(route, started(site, 'site').url).toString(),
  }
}
