// the always-on chrome (header, footer, notices) is plain DOM: it paints and works before React has
// loaded, which arrives with the first module or overlay (see overlay-layer/)

type Attribute = string | number | boolean | null | undefined
type Handler = (event: Event) => void
export type Props = Record<string, Attribute | Handler>
export type Child = Node | string | null | undefined | false

// an attribute as React would write it: null, undefined and false leave it out, true is "true"
// for aria-* and data-* and present-but-empty for the rest
export function setAttribute(element: Element, name: string, value: Attribute): void {
  if (value === null || value === undefined || value === false) element.removeAttribute(name)
  else if (value === true) element.setAttribute(name, /^(aria|data)-/.test(name) ? 'true' : '')
  else element.setAttribute(name, String(value))
}

// h('button', { class: 'x', 'aria-label': 'Menu', onclick: open }, icon, 'text')
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(props)) {
    if (typeof value === 'function') element.addEventListener(name.replace(/^on/, ''), value)
    else setAttribute(element, name, value)
  }
  append(element, children)
  return element
}

export function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue
    parent.appendChild(typeof child === 'string' ? document.createTextNode(child) : child)
  }
}

export function replaceChildren(parent: Element, children: readonly Child[]): void {
  parent.replaceChildren()
  append(parent, children)
}

// a decorative inline SVG from fixed markup (never from data)
export function svg(markup: string): SVGElement {
  const template = document.createElement('template')
  template.innerHTML = markup.trim()
  return template.content.firstElementChild as SVGElement
}
