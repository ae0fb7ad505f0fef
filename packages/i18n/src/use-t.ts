import type { Locale } from '@showroom/contracts'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { asTranslate, getLocale, i18n, type Translate } from './i18n.ts'

// re-renders the calling component when the language changes
export function useT(): Translate {
  const { t: translate } = useTranslation(undefined, { i18n })
  return useCallback<Translate>((key, options) => asTranslate(translate)(key, options), [translate])
}

export function useLocale(): Locale {
  useTranslation(undefined, { i18n })
  return getLocale()
}
