import { describe, expect, it } from '@jest/globals'
import { imageSources } from './image-sources.ts'

describe('the stored sizes of an image', () => {
  it("offers an upload's card, medium and preview variants with their real widths", () => {
    expect(imageSources('/media/uploads/ab/12/preview.webp')).toEqual({
      src: '/media/uploads/ab/12/preview.webp',
      srcSet:
        '/media/uploads/ab/12/card.webp 640w, /media/uploads/ab/12/medium.webp 960w, /media/uploads/ab/12/preview.webp 1600w',
    })
  })

  it("offers a demo hero's card copy beside the full image", () => {
    expect(imageSources('http://127.0.0.1:3000/media/demo/events/hero-03.webp').srcSet).toBe(
      'http://127.0.0.1:3000/media/demo/events/hero-03-card.webp 640w, http://127.0.0.1:3000/media/demo/events/hero-03-medium.webp 960w, http://127.0.0.1:3000/media/demo/events/hero-03.webp 1600w',
    )
    expect(imageSources('/media/demo/news/news-01.webp').srcSet).toContain(
      '/media/demo/news/news-01-card.webp 640w',
    )
  })

  it('leaves an image with no known sizes as it is', () => {
    expect(imageSources('https://example.com/poster.jpg')).toEqual({ src: 'https://example.com/poster.jpg' })
    expect(imageSources('/media/demo/events/hero-03-card.webp')).toEqual({
      src: '/media/demo/events/hero-03-card.webp',
    })
    expect(imageSources('/media/demo/events/hero-03-medium.webp')).toEqual({
      src: '/media/demo/events/hero-03-medium.webp',
    })
  })
})
