import { describe, expect, it } from '@jest/globals'
import { fireEvent, render, screen } from '@testing-library/react'
import { TipPopover } from './TipPopover.tsx'

describe('TipPopover', () => {
  it('shows its tip from the info button and hides it on Escape', () => {
    render(<TipPopover>Pro members can chat with designers.</TipPopover>)
    const trigger = screen.getByRole('button', { name: 'More information' })
    const tip = document.getElementById(trigger.getAttribute('aria-controls')!)!
    expect(tip.textContent).toBe('Pro members can chat with designers.')
    expect(tip.hidden).toBe(true)

    fireEvent.click(trigger)
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    expect(tip.hidden).toBe(false)

    fireEvent.keyDown(document, { key: 'Escape' })
    expect(tip.hidden).toBe(true)
    expect(document.activeElement).toBe(trigger)
  })

  it('hides on a click elsewhere', () => {
    render(
      <>
        <TipPopover label="About stock">Updated every minute.</TipPopover>
        <p>Elsewhere</p>
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'About stock' }))
    fireEvent.mouseDown(screen.getByText('Elsewhere'))
    expect(screen.getByRole('button', { name: 'About stock' }).getAttribute('aria-expanded')).toBe('false')
  })
})
