import { usePageI18n } from '@showroom/i18n/react'
import { useTranslation } from 'react-i18next'

// registering lives with the i18n instance (code outside React registers too); kept here for modules
export { registerMessages } from '@showroom/i18n'

export type ModuleTranslate = (key: string, options?: Record<string, unknown>) => string

export function useModuleT(namespace: string): ModuleTranslate {
  const { t } = useTranslation(namespace, { i18n: usePageI18n() })
  return t as unknown as ModuleTranslate
}
