import type { NativeMessage } from './bus.types.ts'

// native apps post either an object or its JSON text
export function parseNativeMessage(raw: unknown): NativeMessage | null {
  let message = raw
  if (typeof message === 'string') {
    try {
      message = JSON.parse(message)
    } catch {
      return null
    }
  }
  if (typeof message !== 'object' || message === null) return null
  const { type, term } = message as { type?: unknown; term?: unknown }
  if (type === 'refresh' || type === 'scroll_top') return { type }
  if (type === 'search' && typeof term === 'string') return { type, term }
  return null
}
