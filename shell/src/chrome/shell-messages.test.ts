import { describe, expect, it } from '@jest/globals'
import { i18n } from '@showroom/i18n'
import { ALERTS_NS } from './alerts/alerts-messages.ts'
import './pages/pages.messages.ts'
import { PRO_NS } from './pro/pro-messages.ts'
import './search/search.messages.ts'
import { SHELL_NS } from './shell-messages.ts'

type Tree = { [key: string]: string | Tree }

// every message of a tree by its dotted key; Chinese has one plural form, so `x_one` reads `x_other`
const messages = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`.replace(/_one$/, '_other'), value] as const]
        : [...messages(value, `${prefix}${key}.`)],
    ),
  )

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()

// the chrome's own catalogues, beside the shared one @showroom/i18n checks: a message missing in
// Chinese shows English on a Chinese page (the join form's intro, the sign-in toasts, the share menu)
describe("the shell's messages", () => {
  it.each([SHELL_NS, PRO_NS, ALERTS_NS])(
    '%s has every English message in Chinese, with its placeholders',
    (ns) => {
      const chinese = messages(i18n.getResourceBundle('zh', ns) as Tree)
      const english = messages(i18n.getResourceBundle('en', ns) as Tree)
      expect([...english.keys()].filter((key) => !chinese.get(key)?.trim())).toEqual([])
      for (const [key, text] of english)
        expect([key, placeholders(chinese.get(key) ?? '')]).toEqual([key, placeholders(text)])
    },
  )
})
