import { describe, expect, it, jest } from '@jest/globals'
import { fireEvent, render, screen } from '@testing-library/react'
import { Lightbox } from './Lightbox.tsx'
import type { LightboxItem } from './lightbox-items.ts'

const photos: LightboxItem[] = [
  { type: 'image', src: '/m/1.jpg', alt: 'Silk dress' },
  { type: 'image', src: '/m/2.jpg', alt: 'Wool coat' },
  { type: 'image', src: '/m/3.jpg', alt: 'Linen shirt' },
]

describe('Lightbox', () => {
  it('opens on the chosen image and steps through the rest', () => {
    render(<Lightbox open onClose={() => {}} items={photos} startIndex={1} />)
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Wool coat')
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Linen shirt')
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' })
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Silk dress')
    expect(screen.getByText('Slide 1 of 3')).toBeTruthy()
  })

  it('closes on Escape', () => {
    const onClose = jest.fn()
    render(<Lightbox open onClose={onClose} items={photos} />)
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('closes on a click beside the picture but not on the picture', () => {
    const onClose = jest.fn()
    const { baseElement } = render(<Lightbox open onClose={onClose} items={photos} />)
    fireEvent.click(screen.getByRole('img'))
    expect(onClose).not.toHaveBeenCalled()
    fireEvent.click(baseElement.querySelector('.sr-lightbox__stage')!)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('tells the viewer a video is still being prepared', () => {
    render(
      <Lightbox open onClose={() => {}} items={[{ type: 'video', src: '/v/1.mp4', processed: false }]} />,
    )
    expect(screen.getByText("It's on the way!")).toBeTruthy()
    expect(
      screen.getByText(
        "We're just getting this video ready for primetime. Please try again in a minute or two!",
      ),
    ).toBeTruthy()
  })

  it('explains a missing or unsupported video url', () => {
    const { rerender } = render(<Lightbox open onClose={() => {}} items={[{ type: 'video' }]} />)
    expect(screen.getByText('Missing video URL.')).toBeTruthy()
    rerender(
      <Lightbox open onClose={() => {}} items={[{ type: 'video', src: 'https://example.com/watch?v=1' }]} />,
    )
    expect(screen.getByText('Video URL not supported.')).toBeTruthy()
  })

  it('shows a size chart alone under its own name', () => {
    render(
      <Lightbox
        open
        onClose={() => {}}
        variant="size-chart"
        items={[{ type: 'image', src: '/m/sizes.png', alt: 'Sizes' }]}
      />,
    )
    expect(screen.getByRole('dialog', { name: 'Size chart' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
  })
})
