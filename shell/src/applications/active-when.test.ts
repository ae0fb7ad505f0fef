import { describe, expect, it } from '@jest/globals'
import {
  isChatPage,
  isCityHome,
  isNativeCommentPage,
  isOrdersPage,
  isProfilePage,
  isSignupPage,
} from './active-when.ts'

const at = (path: string) => new URL(path, 'https://showroom.test')

describe('the routes of spec part 2', () => {
  it('sends / and /{city_url}/ to the city home', () => {
    for (const path of ['/', '/london/', '/new-york', '/hong-kong/?ref=ava'])
      expect(isCityHome(at(path))).toBe(true)
    for (const path of [
      '/c/12/',
      '/user/ava',
      '/signup/',
      '/pro-purchase/',
      '/search.html/',
      '/london/social/',
    ]) {
      expect(isCityHome(at(path))).toBe(false)
    }
  })

  it('recognises the chat, profile, orders, native comment and signup pages', () => {
    expect(isChatPage(at('/c/12/'))).toBe(true)
    expect(isChatPage(at('/c/'))).toBe(false)
    expect(isProfilePage(at('/user/ava'))).toBe(true)
    expect(isOrdersPage(at('/my-orders/3/token/'))).toBe(true)
    expect(isNativeCommentPage(at('/native-comment/event/1/2/ava/0/'))).toBe(true)
    expect(isSignupPage(at('/signup/'))).toBe(true)
  })
})
