import { describe, expect, it, jest } from '@jest/globals'
import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { Overlay } from './Overlay.tsx'

function ChatListHost({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Chats
      </button>
      <Overlay
        open={open}
        title="Your chats"
        onClose={() => {
          onClose()
          setOpen(false)
        }}
      >
        <a href="/c/1/">Maison Noir</a>
        <button type="button">Load more</button>
      </Overlay>
    </>
  )
}

describe('Overlay', () => {
  it('opens as a labelled modal dialog with focus on its first control', () => {
    render(<ChatListHost />)
    fireEvent.click(screen.getByRole('button', { name: 'Chats' }))
    const dialog = screen.getByRole('dialog', { name: 'Your chats' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }))
  })

  it('keeps Tab and Shift+Tab inside the overlay', () => {
    render(<ChatListHost />)
    fireEvent.click(screen.getByRole('button', { name: 'Chats' }))
    const close = screen.getByRole('button', { name: 'Close' })
    const last = screen.getByRole('button', { name: 'Load more' })

    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(document.activeElement).toBe(close)

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
  })

  it('pulls focus back inside when something behind it is focused', () => {
    render(<ChatListHost />)
    const opener = screen.getByRole('button', { name: 'Chats' })
    fireEvent.click(opener)
    opener.focus()
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true)
  })

  it('closes on Escape and gives focus back to the control that opened it', () => {
    const onClose = jest.fn()
    render(<ChatListHost onClose={onClose} />)
    const opener = screen.getByRole('button', { name: 'Chats' })
    opener.focus()
    fireEvent.click(opener)
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it('closes from its close button', () => {
    render(<ChatListHost />)
    fireEvent.click(screen.getByRole('button', { name: 'Chats' }))
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('locks the page scroll while open', () => {
    render(<ChatListHost />)
    fireEvent.click(screen.getByRole('button', { name: 'Chats' }))
    expect(document.body.style.overflow).toBe('hidden')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(document.body.style.overflow).toBe('')
  })
})
