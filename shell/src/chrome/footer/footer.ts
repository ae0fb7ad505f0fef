import { namespaceT, onLocaleChange } from '@showroom/i18n'
import { cities$, cityHref } from '../city/cities.ts'
import { h, replaceChildren } from '../dom.ts'
import { link } from '../navigation.ts'
import { SHELL_NS } from '../shell-messages.ts'

const ts = namespaceT(SHELL_NS)

export function footer(): HTMLElement {
  const wordmark = h('p', { class: 'sr-shell-footer__wordmark' })
  const tagline = h('p', { class: 'sr-shell-footer__tagline' })
  const nav = h('nav')
  const list = h('ul', { class: 'sr-shell-footer__cities' })
  const rights = h('p', { class: 'sr-shell-footer__rights' })
  const renderTexts = () => {
    wordmark.textContent = ts('wordmark')
    tagline.textContent = ts('tagline')
    nav.setAttribute('aria-label', ts('footer.cities'))
    rights.textContent = ts('footer.rights')
  }
  renderTexts()
  onLocaleChange(renderTexts)
  cities$.subscribe((cities) =>
    replaceChildren(
      list,
      cities.map((city) => h('li', {}, link(cityHref(city), {}, city.name))),
    ),
  )
  nav.append(list)
  return h('footer', { class: 'sr-shell-footer' }, wordmark, tagline, nav, rights)
}
