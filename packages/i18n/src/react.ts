import type { Locale } from '@showroom/contracts'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
// through the package name, not './i18n.ts': Module Federation shares '@showroom/i18n', and this
// entry point (bundled into each app) must reach that one instance, not a copy of its own
import { asTranslate, getLocale, i18n, type Translate } from '@showroom/i18n'

// re-renders the calling component when the language changes
export function useT(): Translate {
  const { t: translate } = useTranslation(undefined, { i18n })
  return useCallback<Translate>((key, options) => asTranslate(translate)(key, options), [translate])
}

export function useLocale(): Locale {
  useTranslation(undefined, { i18n })
  return getLocale()
}
