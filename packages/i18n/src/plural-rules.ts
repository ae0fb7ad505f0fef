// The site's two languages' plural rules, written out (CLDR's rules for en and zh). i18next asks
// Intl.PluralRules for them, and the page's first Intl object starts ICU: 50-140 ms of a phone's main
// thread, in the task that hydrates the first view, to tell "1 comment" from "2 comments". A language
// not written here still goes to Intl.

export interface PluralRule {
  select(count: number): Intl.LDMLPluralRule
  resolvedOptions(): { pluralCategories: Intl.LDMLPluralRule[] }
}

const rule = (
  categories: Intl.LDMLPluralRule[],
  select: (count: number) => Intl.LDMLPluralRule,
): PluralRule => ({
  select,
  resolvedOptions: () => ({ pluralCategories: [...categories] }),
})

// "one" is the integer 1 alone (i = 1 and v = 0): 1.5 and 0 are "other"
const englishCardinal = rule(['one', 'other'], (count) => (Math.abs(count) === 1 ? 'one' : 'other'))

// 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st
const englishOrdinal = rule(['few', 'one', 'two', 'other'], (count) => {
  const n = Math.abs(count)
  if (!Number.isInteger(n)) return 'other'
  const tens = n % 100
  if (n % 10 === 1 && tens !== 11) return 'one'
  if (n % 10 === 2 && tens !== 12) return 'two'
  if (n % 10 === 3 && tens !== 13) return 'few'
  return 'other'
})

const chinese = rule(['other'], () => 'other')

const RULES: Record<string, { cardinal: PluralRule; ordinal: PluralRule }> = {
  en: { cardinal: englishCardinal, ordinal: englishOrdinal },
  zh: { cardinal: chinese, ordinal: chinese },
}

export function sitePluralRule(code: string, ordinal: boolean): PluralRule | undefined {
  const rules = RULES[code.toLowerCase().split(/[-_]/)[0] ?? '']
  return rules && (ordinal ? rules.ordinal : rules.cardinal)
}

interface PluralResolverLike {
  getRule(code: string, options?: { ordinal?: boolean }): unknown
}

// i18next's resolver answers the site's languages from the rules above, others from Intl
export function withSitePluralRules(resolver: PluralResolverLike | undefined): void {
  if (!resolver) return
  const fromIntl = resolver.getRule.bind(resolver)
  resolver.getRule = (code, options = {}) =>
    sitePluralRule(code, options.ordinal === true) ?? fromIntl(code, options)
}
