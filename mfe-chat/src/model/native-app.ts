import { matchSiteRoute } from '@showroom/contracts'

// a page shown inside one of the native apps' web views. The apps say so by one of: their user agent
// (it carries "ShowroomApp"), the React Native bridge they inject, or `?native_app=1` on the first
// page they open, which is kept for the rest of the visit
const UA_MARK = /ShowroomApp/i
const STORAGE_KEY = 'sr_native_app'

export interface NativeScope {
  navigator?: { userAgent?: string }
  location?: { search: string }
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>
  ReactNativeWebView?: unknown
}

export function isNativeApp(scope: NativeScope = globalThis as unknown as NativeScope): boolean {
  if (scope.ReactNativeWebView) return true
  if (UA_MARK.test(scope.navigator?.userAgent ?? '')) return true
  try {
    if (new URLSearchParams(scope.location?.search ?? '').get('native_app') === '1') {
      scope.sessionStorage?.setItem(STORAGE_KEY, '1')
      return true
    }
    return scope.sessionStorage?.getItem(STORAGE_KEY) === '1'
  } catch {
    // storage refused (private mode): only this page knows
    return false
  }
}

// /c/{chat_id}/: where a native app shows a chat (spec part 2)
export const chatPagePath = (chatId: number) => `/c/${chatId}/`

export function chatIdFromPath(pathname: string): number | null {
  const matched = matchSiteRoute(pathname)
  if (matched?.route.name !== 'chat') return null
  const chatId = Number(matched.params.chatId)
  return Number.isSafeInteger(chatId) && chatId > 0 ? chatId : null
}

// a close-redirect target must stay on this site
export function safeRedirect(target: unknown): string | null {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : null
}
