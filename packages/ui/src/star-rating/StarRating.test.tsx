import { describe, expect, it, jest } from '@jest/globals'
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { StarRating } from './StarRating.tsx'

function ReviewForm({ onRate }: { onRate: (value: number) => void }) {
  const [value, setValue] = useState(0)
  return (
    <StarRating
      label="Rate this sale"
      value={value}
      onChange={(next) => {
        setValue(next)
        onRate(next)
      }}
    />
  )
}

describe('StarRating', () => {
  it('reads out a read-only rating', () => {
    render(<StarRating value={4} />)
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy()
  })

  it('lets a member choose one to five stars', () => {
    const onRate = jest.fn()
    render(<ReviewForm onRate={onRate} />)
    expect(screen.getByRole('group', { name: 'Rate this sale' })).toBeTruthy()
    expect(screen.getAllByRole('radio')).toHaveLength(5)

    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }))
    expect(onRate).toHaveBeenLastCalledWith(4)
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true)

    fireEvent.click(screen.getByRole('radio', { name: '1 star' }))
    expect(onRate).toHaveBeenLastCalledWith(1)
  })

  it('lights the stars up to the one under the pointer', () => {
    const { container } = render(<StarRating value={1} onChange={() => {}} />)
    fireEvent.mouseEnter(screen.getByRole('radio', { name: '3 stars' }).closest('label')!)
    expect(container.querySelectorAll('path[fill="currentColor"]')).toHaveLength(3)
  })
})
