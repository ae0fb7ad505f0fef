import { describe, expect, it, jest } from '@jest/globals'
import { fireEvent, render, screen } from '@testing-library/react'
import { Modal } from './Modal.tsx'

function scrim(): Element {
  const element = document.querySelector('.sr-modal__scrim')
  if (!element) throw new Error('no modal background')
  return element
}

describe('Modal', () => {
  it('closes on a background click when dismissable', () => {
    const onClose = jest.fn()
    render(
      <Modal open title="Share" onClose={onClose} dismissable>
        <p>Copy link</p>
      </Modal>,
    )
    fireEvent.click(scrim())
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('ignores background clicks, Escape and offers no close button when not dismissable', () => {
    const onClose = jest.fn()
    render(
      <Modal open title="Go pro" onClose={onClose} dismissable={false}>
        <button type="button">Upgrade</button>
      </Modal>,
    )
    fireEvent.click(scrim())
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
  })

  it('does not close when the click lands inside the dialog', () => {
    const onClose = jest.fn()
    render(
      <Modal open title="Share" onClose={onClose}>
        <p>Copy link</p>
      </Modal>,
    )
    fireEvent.click(screen.getByText('Copy link'))
    expect(onClose).not.toHaveBeenCalled()
  })
})
