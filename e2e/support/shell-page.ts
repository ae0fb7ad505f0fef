import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { PATIENCE_MS } from './browser.ts'

// each mounted application renders a root element carrying data-mfe (module), data-app and data-session.
// These hosts draw nothing until one of their overlays opens (or a #pec= link asks for a comment), and
// load only then
export const ON_DEMAND_HOSTS = ['mfe-comments:popup-host', 'mfe-commerce:upsell-host'] as const
// the bell and the basket draw nothing for a visitor, and a visitor's chat icon is the shell's, so
// these load and mount for members only
export const MEMBER_WIDGETS = [
  'mfe-chat:header-widget',
  'mfe-feed:notifications-widget',
  'mfe-commerce:basket-widget',
] as const

// each application's root is on the page and React is attached to it: the server's first view brings
// the page's root in the HTML, where a tap does nothing until the module has hydrated it
export async function waitForApps(page: Page, apps: readonly string[], timeout = PATIENCE_MS): Promise<void> {
  await page.waitForFunction(
    (wanted) =>
      wanted.every((app) => {
        const root = document.querySelector(
          `[data-mfe="${app.split(':')[0]}"][data-app="${app.split(':')[1]}"]`,
        )
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactFiber$'))
      }),
    apps,
    { timeout },
  )
}

// the home page is ready when the discovery module has taken the city's first view over
export async function openHome(page: Page, baseUrl: string, path = '/'): Promise<void> {
  await page.goto(new URL(path, baseUrl).toString())
  await waitForApps(page, ['mfe-discovery:pages'])
  await page.locator('#sr-discovery-city-name').waitFor()
}

export async function mountedModules(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...new Set([...document.querySelectorAll('[data-mfe]')].map((e) => e.getAttribute('data-mfe') ?? '')),
    ].sort(),
  )
}

export async function sessionStates(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const states: Record<string, string> = {}
    for (const element of document.querySelectorAll('[data-mfe][data-app]')) {
      states[`${element.getAttribute('data-mfe')}:${element.getAttribute('data-app')}`] =
        element.getAttribute('data-session') ?? ''
    }
    return states
  })
}

export async function waitForSession(page: Page, state: 'guest' | 'member'): Promise<void> {
  await page.waitForFunction(
    ({ state, modules }) => {
      const roots = [...document.querySelectorAll('[data-mfe][data-app]')]
      const seen = new Set(roots.map((root) => root.getAttribute('data-mfe')))
      return (
        roots.length > 0 &&
        modules.every((m) => seen.has(m)) &&
        roots.every((root) => root.getAttribute('data-session') === state)
      )
    },
    // a member's widgets (chat icon, bell, basket) are on every page; a visitor's page has only the
    // roots of the modules it draws
    { state, modules: state === 'member' ? MEMBER_WIDGETS.map((app) => app.split(':')[0] ?? app) : [] },
    { timeout: PATIENCE_MS },
  )
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeFinding {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  // evaluated through the DevTools protocol, which the page's Content-Security-Policy does not
  // govern: a <script> tag of inline code is (rightly) refused by it
  await page.evaluate(axeSource)
  // axe judges the page at rest: a notice rising into view is half transparent until its animation
  // ends, and it comes when the page is idle (ADR 49), so axe could measure the contrast of a frame no
  // reader stops on. With reduced motion the page's own rules drop such entrances; any other finite
  // animation still running is let finish (an endless one, a carousel, is not waited for)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const findings = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]
          }>
        }
      }
    ).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }))
  })
  await page.emulateMedia({ reducedMotion: null })
  return findings
}

// signs a demo member in through the profile menu, as a person does (every demo password is the same)
export async function logIn(page: Page, email: string): Promise<void> {
  await page.getByTestId('profile-button').click()
  await page.getByRole('dialog', { name: 'Join Showroom' }).getByRole('button', { name: 'Log in' }).click()
  const login = page.getByRole('dialog', { name: 'Welcome back' })
  await login.getByLabel('Email').fill(email)
  await login.getByLabel('Password').fill('showroom-demo')
  await login.getByRole('button', { name: 'Log in' }).click()
  await waitForSession(page, 'member')
  await waitForApps(page, MEMBER_WIDGETS)
}
