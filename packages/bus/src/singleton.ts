import type { Bus } from './bus.types.ts'
import { createBus } from './create-bus.ts'

// Module Federation shares this module as a singleton; the global key keeps one bus per page
// even if a misconfigured remote ever loads a second copy
const BUS_KEY = Symbol.for('showroom.bus')
const registry = globalThis as unknown as Record<symbol, Bus | undefined>

export const bus: Bus = registry[BUS_KEY] ?? createBus()
registry[BUS_KEY] = bus
