import { afterAll, afterEach, describe, expect, it } from '@jest/globals'
import { setLocale } from '@showroom/i18n'
import { followShellPages, shellPageOf } from './shell-pages.ts'

const go = (url: string) => {
  window.history.pushState(null, '', url)
  window.dispatchEvent(new PopStateEvent('popstate'))
}

const main = document.createElement('main')
document.body.append(main)
const stop = followShellPages(main)
const page = () => main.querySelector('[data-page]')

afterEach(async () => {
  await setLocale('en')
  go('/')
})
afterAll(() => stop())

describe("the shell's own pages", () => {
  it('leaves the pages that a module draws alone', () => {
    for (const path of ['/', '/london/', '/brand/atelier-nord/', '/c/12/', '/pro-purchase/']) {
      expect(shellPageOf(path)).toBeNull()
    }
  })

  it('draws a 404 page with a way home for a path the site has no page for', () => {
    go('/foo/bar/baz/')
    expect(page()?.getAttribute('data-page')).toBe('not-found')
    expect(main.querySelector('h1')?.textContent).toBe('Page not found')
    expect(main.querySelector('a')?.getAttribute('href')).toBe('/')
  })

  it('draws the 404 page in Chinese for a Chinese visitor', async () => {
    go('/foo/bar/baz/')
    await setLocale('zh')
    expect(main.querySelector('h1')?.textContent).toBe('找不到该页面')
    expect(main.querySelectorAll('[data-page]')).toHaveLength(1)
  })

  it('leaves the community feed and a flash store link to their modules', () => {
    go('/london/social/?uai=12')
    expect(page()).toBeNull()
    go('/flash/ava-trade-3/')
    expect(page()).toBeNull()
  })

  it('draws the signup page with a way to log in, and takes its page away on a module page', () => {
    go('/signup/')
    expect(page()?.getAttribute('data-page')).toBe('signup')
    expect([...main.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Create account',
      'Log in',
    ])
    go('/london/')
    expect(page()).toBeNull()
  })
})

describe('the shell page and the module pages', () => {
  it('never both draw the same path', async () => {
    const { APPLICATIONS } = await import('../../applications/applications.ts')
    const pages = APPLICATIONS.filter((app) => app.mountpoint === 'main')
    for (const path of [
      '/',
      '/london/',
      '/brand/',
      '/brand/x/',
      '/c/abc/',
      '/c/1/',
      '/foo/bar/',
      '/london/social/',
      '/signup/',
    ]) {
      const at = new URL(path, 'https://showroom.test')
      const drawers = pages.filter((app) => app.activeWhen(at)).length + (shellPageOf(path) ? 1 : 0)
      expect([path, drawers]).toEqual([path, 1])
    }
  })
})
