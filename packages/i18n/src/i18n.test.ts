import { afterEach, describe, expect, it } from '@jest/globals'
import { getLocale, namespaceT, onLocaleChange, registerMessages, setLocale, t } from './i18n.ts'
import { en } from './resources/en.ts'
import { zh } from './resources/zh.ts'

afterEach(async () => {
  await setLocale('en')
})

function flatEntries(tree: object, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value]]
      : flatEntries(value as object, `${prefix}${key}.`),
  )
}

function flatKeys(tree: object): string[] {
  return flatEntries(tree).map(([key]) => key)
}

function placeholders(text: string): string {
  return [...text.matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((match) => match[1])
    .sort()
    .join(',')
}

describe('English messages', () => {
  it('match the spec catalogue word for word, typos included', () => {
    expect(t('notifications.noMore')).toBe('No more notificaitons')
    expect(t('uploads.uploaderVideoTooLarge')).toBe(
      'The video you have uploaded it too large. Please keep videos under 1000 megabytes.',
    )
    expect(t('chat.postFailed')).toBe("Aww snap! We couldn't post that comment right now. Please try later.")
    expect(t('uploads.chatImageTooLarge')).toBe(
      "The image you've selected is too large. Please only upload files under 20MB in size.",
    )
    expect(t('feed.loadFailed')).toBe(
      'There was an error getting the fam feed! Please check your connection and try again.',
    )
    expect(t('checkout.failed')).toBe(
      "Aww snap! Something went wrong and we couldn't complete your purchase. Please try later!",
    )
    expect(t('sale.reporting')).toBe('Reporting...')
    expect(t('comments.confirmDelete')).toBe('Are you sure you want to delete this comment?')
  })

  it('fill in names, types and counts', () => {
    expect(t('chat.emptyStart', { name: 'Maison Noir' })).toBe(
      'This is the start of your chat with Maison Noir',
    )
    expect(t('comments.unknownType', { type: 'story' })).toBe('Unknown comment type story')
    expect(t('sale.remaining', { count: 3 })).toBe('3 remaining')
    expect(t('time.minute', { count: 1 })).toBe('1 minute')
    expect(t('time.minute', { count: 5 })).toBe('5 minutes')
  })

  it('keep apostrophes as typed, not escaped as HTML', () => {
    expect(t('events.going')).toBe("I'm Going")
    expect(t('sale.registered')).toBe("You're Registered")
  })
})

describe('Chinese', () => {
  it('switching the locale changes what t returns', async () => {
    expect(t('social.follow')).toBe('Follow')
    await setLocale('zh')
    expect(getLocale()).toBe('zh')
    expect(t('social.follow')).toBe('关注')
    expect(t('city.hongKong')).toBe('香港')
    await setLocale('en')
    expect(t('social.follow')).toBe('Follow')
  })

  it('falls back to English for a message Chinese lacks', async () => {
    registerMessages('i18n-test', { en: { only: 'English only', both: 'Both' }, zh: { both: '两者' } })
    const translate = namespaceT('i18n-test')
    await setLocale('zh')
    expect(translate('only')).toBe('English only')
    expect(translate('both')).toBe('两者')
  })

  it('uses Chinese plural forms with a count', async () => {
    await setLocale('zh')
    expect(t('time.day', { count: 1 })).toBe('1天')
    expect(t('time.day', { count: 4 })).toBe('4天')
  })

  it("counts a sale's people in the singular and the plural", async () => {
    await setLocale('en')
    expect(t('sale.viewingNow', { count: 1 })).toBe('1 person viewing now')
    expect(t('sale.viewingNow', { count: 3 })).toBe('3 people viewing now')
    expect(t('sale.boughtRecently', { count: 1 })).toBe('1 person bought recently')
    await setLocale('zh')
    expect(t('sale.viewingNow', { count: 1 })).toBe('1 人正在浏览')
  })

  it('has no key that English lacks', () => {
    const english = new Set(flatKeys(en))
    expect(flatKeys(zh).filter((key) => !english.has(key))).toEqual([])
  })

  it('has every English message, with the same placeholders', () => {
    const chinese = new Map(flatEntries(zh))
    const missing: string[] = []
    const placeholdersDiffer: string[] = []
    for (const [key, english] of flatEntries(en)) {
      // Chinese has one plural form: `x_one` and `x_other` are both `x_other`
      const chineseKey = key.replace(/_one$/, '_other')
      const text = chinese.get(chineseKey)
      if (text === undefined || text.trim() === '') missing.push(key)
      else if (placeholders(text) !== placeholders(english)) placeholdersDiffer.push(key)
    }
    expect(missing).toEqual([])
    expect(placeholdersDiffer).toEqual([])
  })

  it('translates the chat and pro messages the chat module shows', async () => {
    await setLocale('zh')
    for (const key of [
      'chat.startFailed',
      'chat.postFailed',
      'chat.listFailed',
      'chat.failed',
      'chat.listEmpty',
      'chat.posting',
      'pro.upsellTitle',
      'pro.upsellMessages',
      'pro.upgradeForChat',
      'pro.purchase',
    ] as const) {
      expect(t(key)).toMatch(/[\u4e00-\u9fff]/)
    }
  })

  it('has only the plural form Chinese uses', () => {
    expect(flatKeys(zh).filter((key) => /_(zero|one|two|few|many)$/.test(key))).toEqual([])
  })
})

describe('setLocale', () => {
  it('remembers the choice in the locale cookie and on the page', async () => {
    await setLocale('zh')
    expect(document.cookie).toContain('locale=zh')
    expect(document.documentElement.lang).toBe('zh-Hans')
  })

  it('tells listeners about the new locale until they unsubscribe', async () => {
    const seen: string[] = []
    const stop = onLocaleChange((locale) => seen.push(locale))
    await setLocale('zh')
    stop()
    await setLocale('en')
    expect(seen).toEqual(['zh'])
  })
})
