import { matchSiteRoute } from '@showroom/contracts'
import { namespaceT, onLocaleChange } from '@showroom/i18n'
import { h } from '../dom.ts'
import { pathname$ } from '../location.ts'
import { link } from '../navigation.ts'
import { SHELL_NS } from '../shell-messages.ts'
import { signupPage } from './signup-page.ts'
import './pages.messages.ts'
import './pages.css'

const ts = namespaceT(SHELL_NS)

export type ShellPage =
  | { kind: 'not-found' }
  | { kind: 'coming-soon'; name: string; city: string | null }
  | { kind: 'signup' }

// the page the shell draws itself for a path, or null when a module draws it; one route table
// (@showroom/contracts) tells the gateway which paths are 404s and the shell what to show for them
export function shellPageOf(pathname: string): ShellPage | null {
  const matched = matchSiteRoute(pathname)
  if (!matched) return { kind: 'not-found' }
  if (matched.route.owner !== 'shell') return null
  if (matched.route.name === 'signup') return { kind: 'signup' }
  return { kind: 'coming-soon', name: matched.route.name, city: matched.params.city ?? null }
}

function notFoundPage(): HTMLElement {
  return h(
    'section',
    { class: 'sr-shell-page', 'data-page': 'not-found' },
    h('p', { class: 'sr-shell-page__code', 'aria-hidden': 'true' }, '404'),
    h('h1', { class: 'sr-shell-page__title' }, ts('pages.notFoundTitle')),
    h('p', { class: 'sr-shell-page__text' }, ts('pages.notFoundText')),
    link('/', { class: 'sr-shell-button sr-shell-page__action' }, ts('pages.home')),
  )
}

function comingSoonPage(page: Extract<ShellPage, { kind: 'coming-soon' }>): HTMLElement {
  return h(
    'section',
    { class: 'sr-shell-page', 'data-page': `coming-soon-${page.name}` },
    h('h1', { class: 'sr-shell-page__title' }, ts('pages.comingSoonTitle')),
    h('p', { class: 'sr-shell-page__text' }, ts(`pages.${page.name}`)),
    link(
      page.city ? `/${page.city}/` : '/',
      { class: 'sr-shell-button sr-shell-page__action' },
      ts('pages.home'),
    ),
  )
}

function render(page: ShellPage): HTMLElement {
  if (page.kind === 'not-found') return notFoundPage()
  if (page.kind === 'signup') return signupPage()
  return comingSoonPage(page)
}

// draws the shell's page at the top of the page body after every navigation and language change,
// and takes it away when a module's page is showing
export function followShellPages(main: HTMLElement): () => void {
  let shown: HTMLElement | null = null
  const update = () => {
    const page = shellPageOf(window.location.pathname)
    const next = page ? render(page) : null
    if (shown) shown.remove()
    shown = next
    if (next) main.prepend(next)
  }
  const subscription = pathname$.subscribe(update)
  const stopLocale = onLocaleChange(update)
  return () => {
    subscription.unsubscribe()
    stopLocale()
    shown?.remove()
  }
}
