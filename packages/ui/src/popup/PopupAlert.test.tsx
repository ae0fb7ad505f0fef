import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { type Bus, createBus } from '@showroom/bus'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { PopupAlert } from './PopupAlert.tsx'

let bus: Bus

beforeEach(() => {
  bus = createBus()
})

afterEach(() => {
  bus.dispose()
})

describe('PopupAlert', () => {
  it('shows an alert from the bus until OK is pressed', () => {
    render(<PopupAlert bus={bus} />)
    expect(screen.queryByRole('alertdialog')).toBeNull()

    act(() => bus.showAlert({ title: 'Oh no!', message: 'We could not save your answer! Please try again.' }))
    const alert = screen.getByRole('alertdialog', { name: 'Oh no!' })
    expect(alert.textContent).toContain('We could not save your answer! Please try again.')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'OK' }))

    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('names an alert without a title by its message and closes on Escape', () => {
    render(<PopupAlert bus={bus} />)
    act(() => bus.showAlert({ message: 'Unknown comment type story' }))
    expect(screen.getByRole('alertdialog', { name: 'Unknown comment type story' })).toBeTruthy()
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
