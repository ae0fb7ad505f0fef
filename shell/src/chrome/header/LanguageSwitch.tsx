import { LOCALES, type Locale } from '@showroom/contracts'
import { apolloClient } from '@showroom/graphql-client'
import { setLocale, useLocale, useT } from '@showroom/i18n'
import { useModuleT } from '@showroom/mfe-runtime'
import { SHELL_NS } from '../shell-messages.ts'

const SHORT_LABEL: Record<Locale, string> = { en: 'EN', zh: '中文' }

export async function switchLanguage(locale: Locale): Promise<void> {
  await setLocale(locale)
  // names served by the API (cities, events) come in the visitor's language: ask again
  await apolloClient.refetchQueries({ include: 'active' }).catch(() => undefined)
}

export function LanguageSwitch() {
  const t = useT()
  const ts = useModuleT(SHELL_NS)
  const locale = useLocale()
  return (
    <fieldset className="sr-shell-language">
      <legend className="sr-visually-hidden">{ts('languageSwitch')}</legend>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option === 'zh' ? 'zh-Hans' : 'en'}
          aria-pressed={locale === option}
          className="sr-shell-language__option"
          onClick={() => void switchLanguage(option)}
        >
          <span aria-hidden="true">{SHORT_LABEL[option]}</span>
          <span className="sr-visually-hidden">{t(`language.${option}`)}</span>
        </button>
      ))}
    </fieldset>
  )
}
