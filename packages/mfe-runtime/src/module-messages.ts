import { i18n } from '@showroom/i18n'
import { useTranslation } from 'react-i18next'

type MessageTree = { [key: string]: string | MessageTree }

// a module's own strings live in its own namespace of the page's one i18next instance; a key
// missing in zh falls back to en like every other message
export function registerMessages(namespace: string, messages: { en: MessageTree; zh: MessageTree }): void {
  i18n.addResourceBundle('en', namespace, messages.en, true, true)
  i18n.addResourceBundle('zh', namespace, messages.zh, true, true)
}

export type ModuleTranslate = (key: string, options?: Record<string, unknown>) => string

export function useModuleT(namespace: string): ModuleTranslate {
  const { t } = useTranslation(namespace, { i18n })
  return t as unknown as ModuleTranslate
}
