import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import { keepHeaderAboveOverlays, OVERLAY_TOP_PROPERTY } from './header-above-overlays.ts'

// jsdom has no layout: the header's place on screen is what the test says it is
let headerBottom = 0
let stop: () => void = () => {}
let root: HTMLElement

function headerAt(): HTMLElement {
  const header = document.createElement('header')
  header.getBoundingClientRect = () => ({ bottom: headerBottom }) as DOMRect
  document.body.append(header)
  return header
}

const overlayTop = () => root.style.getPropertyValue(OVERLAY_TOP_PROPERTY)
const nextFrame = () => new Promise((resolve) => window.requestAnimationFrame(resolve))

beforeEach(() => {
  root = document.createElement('div')
  headerBottom = 65
})
afterEach(() => {
  stop()
  bus.closeOverlay()
  document.body.replaceChildren()
})

describe('overlays open below the header', () => {
  it('start at the header’s bottom edge, measured when an overlay opens', async () => {
    const header = headerAt()
    stop = keepHeaderAboveOverlays(header, root)
    await nextFrame()
    expect(overlayTop()).toBe('65px')

    // the header grew (two rows on a phone) without a resize being seen yet: opening measures it
    headerBottom = 105
    bus.openOverlay('chat-list')
    expect(overlayTop()).toBe('105px')
  })

  it('follow the header as the page scrolls, and take the whole height once it is out of view', async () => {
    const header = headerAt()
    stop = keepHeaderAboveOverlays(header, root)

    headerBottom = 25
    window.dispatchEvent(new Event('scroll'))
    await nextFrame()
    expect(overlayTop()).toBe('25px')

    headerBottom = -400
    window.dispatchEvent(new Event('scroll'))
    await nextFrame()
    expect(overlayTop()).toBe('0px')

    headerBottom = 65
    window.dispatchEvent(new Event('resize'))
    await nextFrame()
    expect(overlayTop()).toBe('65px')
  })

  it('do not lay the page out while the shell starts: the first measure waits for the next frame', async () => {
    const header = headerAt()
    let measured = 0
    header.getBoundingClientRect = () => {
      measured++
      return { bottom: headerBottom } as DOMRect
    }
    stop = keepHeaderAboveOverlays(header, root)
    expect(measured).toBe(0)
    expect(overlayTop()).toBe('')
    await nextFrame()
    expect(measured).toBe(1)
    expect(overlayTop()).toBe('65px')
  })

  it('stop following once stopped', async () => {
    const header = headerAt()
    const stopNow = keepHeaderAboveOverlays(header, root)
    await nextFrame()
    stopNow()
    headerBottom = 10
    window.dispatchEvent(new Event('scroll'))
    bus.openOverlay('left-menu')
    await nextFrame()
    expect(overlayTop()).toBe('65px')
  })
})
