import { isPlainLeftClick, navigate } from '@showroom/mfe-runtime/navigate'
import { type Child, h, type Props } from './dom.ts'

export { navigate }

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
