import { describe, expect, it, jest } from '@jest/globals'
import { fireEvent, render, screen } from '@testing-library/react'
import { type TabItem, Tabs } from './Tabs.tsx'

const tabs: TabItem[] = [
  { id: 'about', label: 'About', content: <p>Founded in 2019</p> },
  { id: 'photos', label: 'Photos', content: <p>Lookbook photos</p>, gated: true },
  { id: 'reviews', label: 'Reviews', content: <p>Five stars</p> },
]

describe('Tabs', () => {
  it('shows the first tab and switches on click', () => {
    render(<Tabs label="Designer" tabs={tabs} signedIn={false} />)
    expect(screen.getByRole('tabpanel').textContent).toBe('Founded in 2019')
    fireEvent.click(screen.getByRole('tab', { name: 'Reviews' }))
    expect(screen.getByRole('tab', { name: 'Reviews' }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('Five stars')
  })

  it('calls onGated instead of opening a gated tab for a visitor', () => {
    const onGated = jest.fn()
    render(<Tabs label="Designer" tabs={tabs} signedIn={false} onGated={onGated} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Photos' }))
    expect(onGated).toHaveBeenCalledWith('photos')
    expect(screen.getByRole('tabpanel').textContent).toBe('Founded in 2019')
  })

  it('opens a gated tab for a signed-in member', () => {
    const onGated = jest.fn()
    render(<Tabs label="Designer" tabs={tabs} signedIn onGated={onGated} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Photos' }))
    expect(onGated).not.toHaveBeenCalled()
    expect(screen.getByRole('tabpanel').textContent).toBe('Lookbook photos')
  })

  it('moves focus with the arrow keys without selecting', () => {
    const onGated = jest.fn()
    render(<Tabs label="Designer" tabs={tabs} signedIn={false} onGated={onGated} />)
    const about = screen.getByRole('tab', { name: 'About' })
    about.focus()
    fireEvent.keyDown(about, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Photos' }))
    fireEvent.keyDown(document.activeElement!, { key: 'End' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Reviews' }))
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(about)
    expect(onGated).not.toHaveBeenCalled()
    expect(about.getAttribute('aria-selected')).toBe('true')
  })

  it('reports the selected tab', () => {
    const onChange = jest.fn()
    render(<Tabs label="Designer" tabs={tabs} signedIn onChange={onChange} />)
    fireEvent.click(screen.getByRole('tab', { name: 'Reviews' }))
    expect(onChange).toHaveBeenCalledWith('reviews')
  })
})
