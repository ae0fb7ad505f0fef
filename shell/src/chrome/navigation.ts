import { navigateToUrl } from 'single-spa'
import { h, type Child, type Props } from './dom.ts'

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

// single-spa pushes the new address, which every module and the shell see as a navigation
export function navigate(url: string): void {
  if (url === `${window.location.pathname}${window.location.search}${window.location.hash}`) return
  navigateToUrl(url)
}

// an in-site link: a plain left click navigates without a page load, anything else is the browser's
export function link(href: string, props: Props, ...children: Child[]): HTMLAnchorElement {
  const anchor = h('a', { ...props, href }, ...children)
  anchor.addEventListener('click', (event) => {
    const target = anchor.getAttribute('href') ?? '/'
    if (event.defaultPrevented || !isPlainLeftClick(event) || !target.startsWith('/')) return
    event.preventDefault()
    navigate(target)
  })
  return anchor
}
