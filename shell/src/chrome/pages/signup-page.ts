import { bus } from '@showroom/bus'
import { namespaceT } from '@showroom/i18n'
import { h } from '../dom.ts'
import { SHELL_NS } from '../shell-messages.ts'

const ts = namespaceT(SHELL_NS)

// /signup/: the form opens over this page on arrival (auth/signup-page-flow.ts); closed, it can be
// opened again from here, or the login form instead
export function signupPage(): HTMLElement {
  return h(
    'section',
    { class: 'sr-shell-page', 'data-page': 'signup' },
    h('h1', { class: 'sr-shell-page__title' }, ts('pages.signupTitle')),
    h('p', { class: 'sr-shell-page__text' }, ts('pages.signupText')),
    h(
      'button',
      {
        type: 'button',
        class: 'sr-shell-button sr-shell-page__action',
        onclick: () => bus.openOverlay('signup', {}),
      },
      ts('pages.signupOpen'),
    ),
    h(
      'p',
      { class: 'sr-shell-page__text' },
      `${ts('pages.loginPrompt')} `,
      h(
        'button',
        { type: 'button', class: 'sr-shell-link-button', onclick: () => bus.openOverlay('login') },
        ts('pages.loginOpen'),
      ),
    ),
  )
}
