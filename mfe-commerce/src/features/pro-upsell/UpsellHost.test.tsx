import { afterEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { commerceDeps } from '../../api/commerce-deps.ts'
import { manualClock, ok } from '../../test-support/fakes.ts'
import { restoreDeps, signIn, useFakeApi } from '../../test-support/render.tsx'
import { UpsellHost } from './UpsellHost.tsx'

afterEach(restoreDeps)

describe('the pro upsell', () => {
  it('can be closed only after a five-second count, then posts the dismissal', async () => {
    const clock = manualClock()
    const { callsOf } = useFakeApi({ dismissPro: async () => ok({ dismissed: true }) })
    commerceDeps.timers = clock.timers
    signIn()
    render(<UpsellHost />)
    act(() => {
      bus.openOverlay('pro-upsell')
    })
    const close = await screen.findByTestId('pro-upsell-close')
    expect(close.textContent).toBe('Close in 5')
    expect(close).toHaveProperty('disabled', true)
    for (let second = 0; second < 4; second += 1) act(() => clock.advance(1000))
    expect(screen.getByTestId('pro-upsell-close').textContent).toBe('Close in 1')
    fireEvent.click(screen.getByTestId('pro-upsell-close'))
    expect(callsOf('dismissPro')).toHaveLength(0)
    act(() => clock.advance(1000))
    await act(async () => {
      fireEvent.click(screen.getByTestId('pro-upsell-close'))
    })
    expect(callsOf('dismissPro')).toHaveLength(1)
    expect(screen.queryByTestId('pro-upsell')).toBeNull()
  })

  it('hands the direct-messages variant to the shell pro-upgrade overlay', () => {
    useFakeApi({})
    signIn()
    render(<UpsellHost />)
    act(() => {
      bus.openOverlay('pro-upsell', { variant: 'direct-messages' })
    })
    expect(bus.overlay$.getValue()?.name).toBe('pro-upgrade')
  })
})
