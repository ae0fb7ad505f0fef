import { afterEach, describe, expect, it, jest } from '@jest/globals'
import { bus } from '@showroom/bus'
import { loadOverlayLayerOnDemand } from './overlay-layer.ts'

afterEach(() => bus.closeOverlay())

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the overlay layer, loaded when something first asks for it', () => {
  it('closes the overlay asked for when its code does not arrive, and asks again at the next one', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    const mounted: HTMLElement[] = []
    let failures = 1
    const code = jest.fn(async () => {
      if (failures-- > 0) throw new Error('Loading chunk 77 failed')
      return { mountOverlayLayer: (element: HTMLElement) => void mounted.push(element) }
    })
    const element = document.createElement('div')
    loadOverlayLayerOnDemand(element, code)
    expect(code).not.toHaveBeenCalled()

    bus.openOverlay('left-menu')
    await settled()
    expect(code).toHaveBeenCalledTimes(1)
    expect(bus.overlay$.value).toBeNull()
    expect(mounted).toEqual([])
    expect(warn).toHaveBeenCalledTimes(1)

    bus.openOverlay('left-menu')
    await settled()
    expect(code).toHaveBeenCalledTimes(2)
    expect(mounted).toEqual([element])
    expect(bus.overlay$.value?.name).toBe('left-menu')

    // loaded: later requests ask for nothing more
    bus.closeOverlay()
    bus.openOverlay('search')
    await settled()
    expect(code).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })
})
