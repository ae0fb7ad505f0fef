import { LOCALES, type Locale } from '@showroom/contracts'
import { getLocale, namespaceT, onLocaleChange, setLocale, t } from '@showroom/i18n'
import { loadedApolloClient } from '@showroom/graphql-client/fetch'
import { h } from '../dom.ts'
import { ZH_SHORT_LABEL } from '../../styles/language-label-font.ts'
import { SHELL_NS } from '../shell-messages.ts'

// the Chinese label draws with a face of its own characters (styles/language-label-font.ts)
const SHORT_LABEL: Record<Locale, string> = { en: 'EN', zh: ZH_SHORT_LABEL }
const ts = namespaceT(SHELL_NS)

async function switchLanguage(locale: Locale): Promise<void> {
  await setLocale(locale)
  // names served by the API (cities, events) come in the visitor's language: ask again (the chrome's
  // own cities follow the language change themselves). Until the page is idle, the first view's
  // queries answer from the data the HTML brought (in the old language): a switch ends that at once
  const client = loadedApolloClient()
  if (client) client.prioritizeCacheValues = false
  await client?.refetchQueries({ include: 'active' }).catch(() => undefined)
}

export function languageSwitch(): HTMLFieldSetElement {
  const legend = h('legend', { class: 'sr-visually-hidden' })
  const options = LOCALES.map((option) => {
    const label = h('span', { class: 'sr-visually-hidden' })
    const button = h(
      'button',
      {
        type: 'button',
        lang: option === 'zh' ? 'zh-Hans' : 'en',
        class: 'sr-shell-language__option',
        onclick: () => void switchLanguage(option),
      },
      h('span', { 'aria-hidden': 'true' }, SHORT_LABEL[option]),
      label,
    )
    return { option, button, label }
  })
  const render = () => {
    legend.textContent = ts('languageSwitch')
    const locale = getLocale()
    for (const { option, button, label } of options) {
      button.setAttribute('aria-pressed', String(locale === option))
      label.textContent = t(`language.${option}`)
    }
  }
  render()
  onLocaleChange(render)
  return h('fieldset', { class: 'sr-shell-language' }, legend, ...options.map((o) => o.button))
}
