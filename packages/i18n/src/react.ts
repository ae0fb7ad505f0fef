import { DEFAULT_LOCALE, isLocale, type Locale } from '@showroom/contracts'
import type { i18n as I18n } from 'i18next'
import { useCallback, useContext } from 'react'
import { I18nContext, useTranslation } from 'react-i18next'
// through the package name, not './i18n.ts': Module Federation shares '@showroom/i18n', and this
// entry point (bundled into each app) must reach that one instance, not a copy of its own
import { asTranslate, i18n, type Translate } from '@showroom/i18n'

// the instance a tree is rendered in: an I18nextProvider's (a server render holds one per language,
// so an English and a Chinese page can be drawn at once), else the page's one instance
export function usePageI18n(): I18n {
  return useContext(I18nContext)?.i18n ?? i18n
}

// re-renders the calling component when the language changes
export function useT(): Translate {
  const { t: translate } = useTranslation(undefined, { i18n: usePageI18n() })
  return useCallback<Translate>((key, options) => asTranslate(translate)(key, options), [translate])
}

export function useLocale(): Locale {
  const instance = usePageI18n()
  useTranslation(undefined, { i18n: instance })
  const current = instance.resolvedLanguage ?? instance.language
  return isLocale(current) ? current : DEFAULT_LOCALE
}
