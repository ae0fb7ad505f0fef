import { afterEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import type { OverlayName } from '@showroom/contracts'
import { act, render, screen } from '@testing-library/react'
import { type LazyOverlay, LazyOverlays } from './LazyOverlays.tsx'
import { PopupHosts } from './PopupHosts.tsx'

afterEach(() =>
  act(() => {
    bus.closeOverlay()
    bus.dismissAlert()
  }),
)

function Login() {
  return bus.overlay$.value?.name === 'login' ? <div role="dialog" aria-label="Welcome back" /> : null
}

function Share() {
  return <div role="dialog" aria-label="Share" />
}

// a connection that drops the first request for the login overlay's code, then comes back
function overlaysOnAFlakyConnection() {
  const asked: OverlayName[] = []
  let failures = 1
  const overlays: LazyOverlay[] = [
    {
      name: 'login',
      load: async () => {
        asked.push('login')
        if (failures-- > 0) throw new Error('Loading chunk 512 failed')
        return Login
      },
    },
    { name: 'share', load: async () => Share },
  ]
  return { overlays, asked }
}

// the boundary's caught error goes to the root's onCaughtError, as in mount-overlay-layer.tsx
const quietly = { onCaughtError: () => {} }

describe('overlays whose code loads when they first open', () => {
  it('close with a word to the visitor when their code does not load, and try again at the next open', async () => {
    const { overlays, asked } = overlaysOnAFlakyConnection()
    render(
      <>
        <LazyOverlays overlays={overlays} />
        <PopupHosts />
      </>,
      quietly,
    )
    await act(async () => void bus.openOverlay('login'))
    expect(asked).toEqual(['login'])
    expect(bus.overlay$.value).toBeNull()
    expect(screen.getByRole('alertdialog').textContent).toContain(
      'This could not be opened. Please check your connection and try again.',
    )
    expect(screen.queryByRole('dialog', { name: 'Welcome back' })).toBeNull()

    // the rest of the layer still works
    await act(async () => void bus.openOverlay('share'))
    expect(await screen.findByRole('dialog', { name: 'Share' })).toBeTruthy()

    await act(async () => void bus.openOverlay('login'))
    expect(asked).toEqual(['login', 'login'])
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeTruthy()
  })

  it('load nothing until one is opened', () => {
    const { overlays, asked } = overlaysOnAFlakyConnection()
    const { container } = render(<LazyOverlays overlays={overlays} />)
    expect(asked).toEqual([])
    expect(container.innerHTML).toBe('')
  })
})
