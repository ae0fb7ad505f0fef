import { afterEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import { setLocale } from '@showroom/i18n'
import { header } from './header.ts'

const session = { user_id: 7, user_token: 'tok', user_is_pro: false, user_points: 0, user_is_team: false }

afterEach(async () => {
  bus.setSession(null)
  bus.closeOverlay()
  await setLocale('en')
})

const chatButton = (root: HTMLElement) => root.querySelector<HTMLButtonElement>('[data-testid="chat-button"]')

describe("a visitor's chat icon", () => {
  it('is drawn by the shell beside the chat slot and asks the visitor to join', () => {
    const root = header()
    const button = chatButton(root)
    if (!button) throw new Error('no chat icon for a visitor')
    expect(button.getAttribute('aria-label')).toBe('Chats')
    expect(button.parentElement?.nextElementSibling?.id).toBe('slot-chat')
    const prompts: unknown[] = []
    const subscription = bus.on('signup.prompt.requested').subscribe((payload) => prompts.push(payload))
    button.click()
    subscription.unsubscribe()
    expect(prompts).toEqual([{ reason: 'chat' }])
    // the join form opens, not a chat list
    expect(bus.overlay$.value).toEqual({ name: 'signup', params: { reason: 'chat' } })
  })

  it("leaves the page while a member is signed in (the chat module's icon is theirs) and comes back", () => {
    const root = header()
    bus.setSession(session)
    expect(chatButton(root)).toBeNull()
    bus.setSession(null)
    expect(chatButton(root)).not.toBeNull()
  })

  it('is labelled in the page language', async () => {
    const root = header()
    await setLocale('zh')
    expect(chatButton(root)?.getAttribute('aria-label')).toBe('聊天')
  })
})
