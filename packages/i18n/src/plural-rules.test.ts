import { describe, expect, it } from '@jest/globals'
import { i18n } from './i18n.ts'
import { sitePluralRule } from './plural-rules.ts'

const counts = [
  ...Array.from({ length: 250 }, (_, n) => n),
  1001,
  1011,
  1012,
  1013,
  1021,
  1_000_000,
  0.5,
  1.5,
  2.25,
  -1,
  -2,
  -11,
  -21,
]

describe("the site's plural rules", () => {
  for (const code of ['en', 'zh', 'en-GB', 'zh-CN'])
    for (const ordinal of [false, true])
      it(`choose what Intl.PluralRules chooses: ${code} ${ordinal ? 'ordinal' : 'cardinal'}`, () => {
        const ours = sitePluralRule(code, ordinal)
        const theirs = new Intl.PluralRules(code, { type: ordinal ? 'ordinal' : 'cardinal' })
        expect(ours).toBeDefined()
        expect(counts.map((n) => ours?.select(n))).toEqual(counts.map((n) => theirs.select(n)))
        expect([...(ours?.resolvedOptions().pluralCategories ?? [])].sort()).toEqual(
          [...theirs.resolvedOptions().pluralCategories].sort(),
        )
      })

  it('leave another language to Intl', () => {
    expect(sitePluralRule('fr', false)).toBeUndefined()
  })

  it("are what the page's i18next uses", () => {
    const resolver = i18n.services.pluralResolver as unknown as { getRule(code: string): unknown }
    expect(resolver.getRule('en')).toBe(sitePluralRule('en', false))
    expect(resolver.getRule('zh')).toBe(sitePluralRule('zh', false))
  })
})
