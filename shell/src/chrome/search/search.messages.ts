import { registerMessages } from '@showroom/i18n'
import { SHELL_NS } from '../shell-messages.ts'

registerMessages(SHELL_NS, {
  en: {
    search: {
      suggestions: 'Suggestions',
      searching: 'Searching…',
    },
  },
  zh: {
    search: {
      suggestions: '搜索建议',
      searching: '正在搜索…',
    },
  },
})
