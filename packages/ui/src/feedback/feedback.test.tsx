import { describe, expect, it, jest } from '@jest/globals'
import { fireEvent, render, screen } from '@testing-library/react'
import { NoItems } from './NoItems.tsx'
import { ProgressBar } from './ProgressBar.tsx'
import { Skeleton } from './Skeleton.tsx'

describe('NoItems', () => {
  it("says 'No items' by default", () => {
    render(<NoItems />)
    expect(screen.getByText('No items')).toBeTruthy()
  })

  it("announces an error and offers 'Try again'", () => {
    const onRetry = jest.fn()
    render(<NoItems tone="error" title="Could not get notifications" onRetry={onRetry} />)
    expect(screen.getByRole('alert').textContent).toContain('Could not get notifications')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})

describe('ProgressBar', () => {
  it('reports upload progress as a whole percentage', () => {
    render(<ProgressBar value={42.4} label="Uploading photo" />)
    expect(screen.getByRole('progressbar', { name: 'Uploading photo' }).getAttribute('aria-valuenow')).toBe(
      '42',
    )
  })

  it('has no value while the amount is unknown', () => {
    render(<ProgressBar />)
    expect(screen.getByRole('progressbar', { name: 'Progress' }).hasAttribute('aria-valuenow')).toBe(false)
  })
})

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton lines={3} />)
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
    expect(container.querySelectorAll('.sr-skeleton')).toHaveLength(3)
  })
})
