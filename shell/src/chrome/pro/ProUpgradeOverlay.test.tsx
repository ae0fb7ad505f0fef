import { afterEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { ProUpgradeOverlay } from './ProUpgradeOverlay.tsx'

afterEach(() => act(() => bus.closeOverlay()))

describe('the pro-upgrade overlay', () => {
  it('says that messaging members needs pro and links to the pro purchase', () => {
    render(<ProUpgradeOverlay />)
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => void bus.openOverlay('pro-upgrade'))
    const dialog = screen.getByRole('dialog', { name: 'Message members with Showroom Pro' })
    expect(dialog.textContent).toContain('Starting a conversation with another member needs Showroom Pro.')
    const link = screen.getByRole('link', { name: 'Get Showroom Pro' })
    expect(link.getAttribute('href')).toBe('/pro-purchase/')
    fireEvent.click(link)
    expect(bus.overlay$.value).toBeNull()
    expect(window.location.pathname).toBe('/pro-purchase/')
  })

  it('closes with Not now', () => {
    render(<ProUpgradeOverlay />)
    act(() => void bus.openOverlay('pro-upgrade'))
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
