import { createRoot, type Root } from 'react-dom/client'
import type { Mountpoint } from './applications.ts'
import { ModuleFallback } from './ModuleFallback.tsx'
import type { FallbackView } from './module-lifecycles.ts'

// renders the fallback with the shell's React next to (never inside) the module's own element
export function createFallbackView(mountpoint: Mountpoint): FallbackView {
  const roots = new WeakMap<HTMLElement, { root: Root; element: HTMLElement }>()
  return {
    show(container, retry) {
      let entry = roots.get(container)
      if (!entry) {
        const element = document.createElement('div')
        element.className = 'sr-app__fallback'
        container.append(element)
        entry = { root: createRoot(element), element }
        roots.set(container, entry)
      }
      const compact = mountpoint !== 'main'
      entry.root.render(<ModuleFallback compact={compact} onRetry={compact ? undefined : retry} />)
    },
    hide(container) {
      const entry = roots.get(container)
      if (!entry) return
      entry.root.unmount()
      entry.element.remove()
      roots.delete(container)
    },
  }
}
