// the page's one i18next instance and its messages; React hooks live in '@showroom/i18n/react'
export type { NamespaceTranslate, Translate, TranslateOptions } from './i18n.ts'
export {
  asTranslate,
  getLocale,
  i18n,
  namespaceT,
  onLocaleChange,
  registerMessages,
  setLocale,
  t,
} from './i18n.ts'
export type { MessageKey, Messages } from './resources/messages.types.ts'
export { en } from './resources/en.ts'
export { zh } from './resources/zh.ts'
