import { describe, expect, it } from '@jest/globals'
import { chatIdFromPath, chatPagePath, isNativeApp, safeRedirect } from './native-app.ts'

const storage = () => {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('native app pages', () => {
  it('are told by the app user agent, its bridge, or ?native_app=1 kept for the visit', () => {
    expect(isNativeApp({ navigator: { userAgent: 'Mozilla/5.0 ShowroomApp/4.2' } })).toBe(true)
    expect(isNativeApp({ ReactNativeWebView: {} })).toBe(true)
    const sessionStorage = storage()
    expect(isNativeApp({ location: { search: '?native_app=1' }, sessionStorage })).toBe(true)
    expect(isNativeApp({ location: { search: '' }, sessionStorage })).toBe(true)
    expect(
      isNativeApp({
        navigator: { userAgent: 'Mozilla/5.0 Chrome' },
        location: { search: '' },
        sessionStorage: storage(),
      }),
    ).toBe(false)
  })
})

describe('the chat page path', () => {
  it('reads /c/{chat_id}/ and nothing else', () => {
    expect(chatIdFromPath('/c/42/')).toBe(42)
    expect(chatIdFromPath('/c/42')).toBe(42)
    expect(chatIdFromPath('/c/abc/')).toBeNull()
    expect(chatIdFromPath('/c/0/')).toBeNull()
    expect(chatIdFromPath('/c/1/2/')).toBeNull()
    expect(chatIdFromPath('/brand/x/')).toBeNull()
    expect(chatPagePath(42)).toBe('/c/42/')
  })

  it('keeps a close-redirect target on this site', () => {
    expect(safeRedirect('/c/1/')).toBe('/c/1/')
    expect(safeRedirect('//evil.example/')).toBeNull()
    expect(safeRedirect('https://evil.example/')).toBeNull()
    expect(safeRedirect(3)).toBeNull()
  })
})
