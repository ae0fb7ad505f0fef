import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@showroom/contracts'
import i18next from 'i18next'
import { readLocaleCookie, writeLocaleCookie } from './locale-cookie.ts'
import { en } from './resources/en.ts'
import type { MessageKey } from './resources/messages.types.ts'
import { zh } from './resources/zh.ts'

export type TranslateOptions = { count?: number; defaultValue?: string; lng?: Locale } & Record<
  string,
  unknown
>
export type Translate = (key: MessageKey, options?: TranslateOptions) => string

function initialLocale(): Locale {
  const fromCookie = readLocaleCookie()
  if (fromCookie) return fromCookie
  const pageLang = typeof document === 'undefined' ? '' : document.documentElement.lang.slice(0, 2)
  return isLocale(pageLang) ? pageLang : DEFAULT_LOCALE
}

// one instance for the page: Module Federation shares this module, so every app sees one language
export const i18n = i18next.createInstance()

// React components read it through ./react.ts; this core loads without React, so the shell's
// chrome can translate before any module (and React) has arrived
i18n.init({
  resources: { en: { translation: en }, zh: { translation: zh } },
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: LOCALES,
  initAsync: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
})

// keys are checked by `MessageKey` instead of i18next's own key typing
export function asTranslate(translate: unknown): Translate {
  return translate as Translate
}

export const t: Translate = (key, options) => asTranslate(i18n.t.bind(i18n))(key, options)

export function getLocale(): Locale {
  const current = i18n.resolvedLanguage ?? i18n.language
  return isLocale(current) ? current : DEFAULT_LOCALE
}

function syncDocumentLanguage(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale === 'zh' ? 'zh-Hans' : 'en'
}

export async function setLocale(locale: Locale): Promise<void> {
  writeLocaleCookie(locale)
  await i18n.changeLanguage(locale)
  syncDocumentLanguage(locale)
}

// the shell bridges this to the bus as `locale.language.changed`
export function onLocaleChange(listener: (locale: Locale) => void): () => void {
  const handler = (language: string) => {
    if (isLocale(language)) listener(language)
  }
  i18n.on('languageChanged', handler)
  return () => i18n.off('languageChanged', handler)
}

type MessageTree = { [key: string]: string | MessageTree }

// a module's (or the shell's) own strings live in its own namespace of the page's one i18next
// instance; a key missing in zh falls back to en like every other message
export function registerMessages(namespace: string, messages: { en: MessageTree; zh: MessageTree }): void {
  i18n.addResourceBundle('en', namespace, messages.en, true, true)
  i18n.addResourceBundle('zh', namespace, messages.zh, true, true)
}

export type NamespaceTranslate = (key: string, options?: Record<string, unknown>) => string

// translates a namespace's keys in the current language at each call (for code outside React)
export function namespaceT(namespace: string): NamespaceTranslate {
  return (key, options) => i18n.t(key, { ...options, ns: namespace }) as string
}
