import { t } from '@showroom/i18n'
import { h } from '../chrome/dom.ts'
import type { Mountpoint } from './applications.ts'
import type { FallbackView } from './module-lifecycles.ts'

// the "could not load" block, in plain DOM: a module that failed to load brought no React with it.
// It sits next to (never inside) the module's own element
function fallbackElement(compact: boolean, retry: () => void): HTMLElement {
  const message = t('chrome.moduleUnavailable')
  if (compact) {
    return h(
      'span',
      { class: 'sr-fallback sr-fallback--compact', role: 'status', title: message },
      h('span', { 'aria-hidden': 'true' }, '!'),
      h('span', { class: 'sr-visually-hidden' }, message),
    )
  }
  return h(
    'div',
    { class: 'sr-fallback', role: 'status', 'data-testid': 'module-fallback' },
    h('p', { class: 'sr-fallback__message' }, message),
    h('button', { type: 'button', class: 'sr-fallback__retry', onclick: retry }, t('common.tryAgain')),
  )
}

export function createFallbackView(mountpoint: Mountpoint): FallbackView {
  const shown = new WeakMap<HTMLElement, HTMLElement>()
  return {
    show(container, retry) {
      shown.get(container)?.remove()
      // a first screen the server drew for this module is not left standing as if it worked: the
      // module that would take it over did not load
      for (const drawn of container.querySelectorAll(':scope > .sr-app__module')) {
        drawn.replaceChildren()
        drawn.removeAttribute('data-first-view')
      }
      const element = h('div', { class: 'sr-app__fallback' }, fallbackElement(mountpoint !== 'main', retry))
      container.append(element)
      shown.set(container, element)
    },
    hide(container) {
      shown.get(container)?.remove()
      shown.delete(container)
    },
  }
}
