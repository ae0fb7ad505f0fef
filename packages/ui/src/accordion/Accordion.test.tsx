import { describe, expect, it, jest } from '@jest/globals'
import { fireEvent, render, screen } from '@testing-library/react'
import { Accordion, type AccordionItem } from './Accordion.tsx'

const items: AccordionItem[] = [
  { id: 'when', title: 'When', content: <p>Fri 12 - Sun 14 June</p> },
  { id: 'hours', title: 'Opening times', content: <p>10am - 6pm</p>, gated: true },
]

describe('Accordion', () => {
  it('starts collapsed and expands a section on click', () => {
    render(<Accordion items={items} signedIn />)
    const when = screen.getByRole('button', { name: 'When' })
    expect(when.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(when)
    expect(when.getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById(when.getAttribute('aria-controls')!)?.hasAttribute('inert')).toBe(false)
  })

  it('keeps only one section open unless multiple is set', () => {
    render(<Accordion items={items} signedIn />)
    fireEvent.click(screen.getByRole('button', { name: 'When' }))
    fireEvent.click(screen.getByRole('button', { name: 'Opening times' }))
    expect(screen.getByRole('button', { name: 'When' }).getAttribute('aria-expanded')).toBe('false')
  })

  it('asks a visitor to sign up before showing a gated section', () => {
    const onGated = jest.fn()
    render(<Accordion items={items} signedIn={false} onGated={onGated} />)
    fireEvent.click(screen.getByRole('button', { name: 'Opening times' }))
    expect(onGated).toHaveBeenCalledWith('hours')
    expect(screen.getByRole('button', { name: 'Opening times' }).getAttribute('aria-expanded')).toBe('false')
  })
})
