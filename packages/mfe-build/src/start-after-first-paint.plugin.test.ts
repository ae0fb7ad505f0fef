/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import { STARTER_SOURCE, startAfterFirstPaint, starterFileName } from './start-after-first-paint.plugin.ts'

const tag = HtmlWebpackPlugin.createHtmlTagObject

describe("the shell's entry, started after the first paint", () => {
  it('is preloaded at low priority from the <head>, and the starter takes its place', () => {
    const stylesheet = tag('link', { href: '/assets/main.1.css', rel: 'stylesheet' })
    const tags = startAfterFirstPaint(
      [tag('script', { defer: true, src: '/assets/main.0123456789.js' }), stylesheet],
      '/assets/start.abcdef0123.js',
    )
    expect(tags.map((t) => [t.tagName, t.attributes])).toEqual([
      [
        'link',
        {
          rel: 'preload',
          as: 'script',
          href: '/assets/main.0123456789.js',
          fetchpriority: 'low',
          'data-sr-start': true,
        },
      ],
      ['link', { href: '/assets/main.1.css', rel: 'stylesheet' }],
      ['script', { defer: true, src: '/assets/start.abcdef0123.js' }],
    ])
  })

  it('leaves a page without an entry script as it is', () => {
    const tags = [tag('link', { href: '/a.css', rel: 'stylesheet' })]
    expect(startAfterFirstPaint(tags, '/assets/start.js')).toBe(tags)
  })

  it("names the starter by its content, under the build's assets path", () => {
    expect(starterFileName(STARTER_SOURCE, '/assets/')).toMatch(/^assets\/start\.[0-9a-f]{10}\.js$/)
    expect(starterFileName(`${STARTER_SOURCE};`, '/assets/')).not.toBe(
      starterFileName(STARTER_SOURCE, '/assets/'),
    )
  })
})

describe('the starter in a page', () => {
  afterEach(() => {
    jest.useRealTimers()
    document.head.innerHTML = ''
  })

  const page = (visibility: DocumentVisibilityState) => {
    document.head.innerHTML =
      '<link rel="preload" as="script" href="/assets/main.0123456789.js" data-sr-start>' +
      '<link rel="preload" as="script" href="/assets/vendor.0123456789.js" data-sr-start>'
    Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true })
    new Function(STARTER_SOURCE)()
  }
  const started = () =>
    [...document.head.querySelectorAll('script')].map((script) => new URL(script.src).pathname)

  it('adds the entry scripts, in order, once a frame has been painted', () => {
    jest.useFakeTimers()
    page('visible')
    expect(started()).toEqual([])
    // the frame (requestAnimationFrame), then the task after it
    jest.advanceTimersByTime(16)
    jest.runOnlyPendingTimers()
    expect(started()).toEqual(['/assets/main.0123456789.js', '/assets/vendor.0123456789.js'])
    // once only, whatever happens after
    document.dispatchEvent(new Event('visibilitychange'))
    jest.runOnlyPendingTimers()
    expect(started()).toHaveLength(2)
  })

  it('starts at once in a page that is hidden and paints no frames', () => {
    page('hidden')
    expect(started()).toEqual(['/assets/main.0123456789.js', '/assets/vendor.0123456789.js'])
  })

  it('starts when a page opened in the background is shown', () => {
    jest.useFakeTimers()
    page('visible')
    document.dispatchEvent(new Event('visibilitychange'))
    expect(started()).toHaveLength(2)
  })
})
