import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { Carousel } from './Carousel.tsx'
import { carouselLayout } from './carousel-layout.ts'

function setViewport(width: number) {
  act(() => {
    window.innerWidth = width
    window.dispatchEvent(new Event('resize'))
  })
}

function looks(count: number) {
  const names = Array.from({ length: count }, (_, index) => `Look ${index + 1}`)
  return names.map((name) => <p key={name}>{name}</p>)
}

function visibleSlides(): string[] {
  return screen
    .queryAllByRole('group', { name: /^Slide \d+ of \d+$/ })
    .map((slide) => slide.textContent ?? '')
}

function setCookie(cookie: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the browser that kept the cookie
  document.cookie = cookie
}

function clearCookies() {
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim()
    if (name) setCookie(`${name}=; path=/; max-age=0`)
  }
}

beforeEach(() => {
  clearCookies()
  setViewport(1024)
})

afterEach(() => {
  clearCookies()
})

describe('Carousel items per view', () => {
  it.each([
    [375, 1],
    [599, 1],
    [600, 2],
    [999, 2],
    [1000, 3],
    [1280, 3],
  ])('shows at %i px wide %i item(s) at a time', (width, perView) => {
    setViewport(width)
    render(<Carousel label="Trending">{looks(8)}</Carousel>)
    expect(visibleSlides()).toHaveLength(perView)
  })

  it.each([
    [320, 1],
    [480, 2],
    [749, 2],
    [750, 3],
  ])('shows event cards at %i px wide %i at a time', (width, perView) => {
    setViewport(width)
    render(
      <Carousel label="Events" variant="event">
        {looks(6)}
      </Carousel>,
    )
    expect(visibleSlides()).toHaveLength(perView)
  })

  it('follows the window as it is resized', () => {
    render(<Carousel label="Designers">{looks(8)}</Carousel>)
    expect(visibleSlides()).toHaveLength(3)
    setViewport(500)
    expect(visibleSlides()).toHaveLength(1)
  })
})

describe('Carousel navigation', () => {
  it('moves one item with the arrows and disables them at the ends', () => {
    setViewport(500)
    render(<Carousel label="Trending">{looks(3)}</Carousel>)
    const previous = screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement
    expect(previous.disabled).toBe(true)
    fireEvent.click(next)
    fireEvent.click(next)
    expect(visibleSlides()).toEqual(['Look 3'])
    expect(next.disabled).toBe(true)
  })

  it('hides the event carousel controls under 4 items', () => {
    setViewport(320)
    render(
      <Carousel label="Events" variant="event">
        {looks(3)}
      </Carousel>,
    )
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Go to slide 1' })).toBeNull()
  })

  it('hides the dots over 15 items but keeps the arrows', () => {
    setViewport(500)
    render(<Carousel label="Trending">{looks(16)}</Carousel>)
    expect(screen.queryByRole('button', { name: 'Go to slide 1' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy()
  })

  it('jumps to a slide from its dot', () => {
    setViewport(500)
    render(<Carousel label="Trending">{looks(5)}</Carousel>)
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4' }))
    expect(visibleSlides()).toEqual(['Look 4'])
    expect(screen.getByRole('button', { name: 'Go to slide 4' }).getAttribute('aria-current')).toBe('true')
  })

  it('moves on swipe', () => {
    // jsdom has no PointerEvent; a MouseEvent carries the same clientX
    const globals = window as unknown as Record<string, unknown>
    globals.PointerEvent ??= window.MouseEvent
    setViewport(500)
    const { container } = render(<Carousel label="Trending">{looks(5)}</Carousel>)
    const viewport = container.querySelector('.sr-carousel__viewport')!
    fireEvent.pointerDown(viewport, { clientX: 300 })
    fireEvent.pointerUp(viewport, { clientX: 200 })
    expect(visibleSlides()).toEqual(['Look 2'])
  })

  it('asks a visitor to sign up instead of showing gated slides', () => {
    setViewport(500)
    const onGated = jest.fn()
    render(
      <Carousel label="Photos" gatedFrom={1} signedIn={false} onGated={onGated}>
        {looks(4)}
      </Carousel>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onGated).toHaveBeenCalledWith('carousel')
    expect(visibleSlides()).toEqual(['Look 1'])
  })
})

describe('Carousel position cookie', () => {
  it('keeps the position in a session cookie named by its key', () => {
    setViewport(500)
    render(
      <Carousel label="Trending" cookieKey="home_trending">
        {looks(6)}
      </Carousel>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(document.cookie).toContain('carousel_pos_home_trending=2')
  })

  it('restores the position from the cookie when shown again', () => {
    setViewport(500)
    setCookie('carousel_pos_home_trending=3; path=/')
    render(
      <Carousel label="Trending" cookieKey="home_trending">
        {looks(6)}
      </Carousel>,
    )
    expect(visibleSlides()).toEqual(['Look 4'])
  })

  it('keeps a restored position within the items there are now', () => {
    setViewport(1280)
    setCookie('carousel_pos_home_trending=9; path=/')
    render(
      <Carousel label="Trending" cookieKey="home_trending">
        {looks(5)}
      </Carousel>,
    )
    expect(visibleSlides()).toEqual(['Look 3', 'Look 4', 'Look 5'])
  })
})

describe('Carousel autoplay', () => {
  it('advances every interval and wraps to the start', () => {
    jest.useFakeTimers()
    setViewport(500)
    render(
      <Carousel label="Reviews" autoplayMs={2000}>
        {looks(2)}
      </Carousel>,
    )
    act(() => jest.advanceTimersByTime(2000))
    expect(visibleSlides()).toEqual(['Look 2'])
    act(() => jest.advanceTimersByTime(2000))
    expect(visibleSlides()).toEqual(['Look 1'])
    jest.useRealTimers()
  })
})

describe('carouselLayout', () => {
  it('gives headline carousels no dots above 10 items and no movement under 2', () => {
    expect(carouselLayout('headline', 1280, 11)).toEqual({ perView: 1, showNav: true, showDots: false })
    expect(carouselLayout('headline', 1280, 1)).toEqual({ perView: 1, showNav: false, showDots: false })
  })
})
