import { afterEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import { setLocale } from '@showroom/i18n'
import { publishViewer } from '../../session/session.ts'
import type { Viewer } from '../../session/viewer.graphql.ts'
import { header } from './header.ts'

const member = {
  user: { id: 7, username: 'ada', fullName: 'Ada Lovelace', profileIconUrl: null },
  isPro: false,
  isTeam: false,
  points: 0,
  prompts: {},
} as unknown as Viewer

afterEach(async () => {
  bus.closeOverlay()
  publishViewer(null)
  await setLocale('en')
})

const profile = (root: HTMLElement) => root.querySelector('[data-testid="profile-button"]') as HTMLElement

describe('the header', () => {
  it('keeps the module slots in place while the visitor signs in and out', () => {
    const root = header()
    const slots = ['slot-chat', 'slot-notifications', 'slot-basket'].map((id) => root.querySelector(`#${id}`))
    expect(slots.every(Boolean)).toBe(true)
    expect(profile(root).getAttribute('aria-label')).toBe('Sign up or log in')
    expect(profile(root).textContent).toBe('Sign up')

    publishViewer(member)
    expect(profile(root).getAttribute('aria-label')).toBe('Your account')
    expect(profile(root).textContent).toBe('A')
    publishViewer(null)
    expect(profile(root).getAttribute('aria-label')).toBe('Sign up or log in')

    const after = ['slot-chat', 'slot-notifications', 'slot-basket'].map((id) => root.querySelector(`#${id}`))
    expect(after).toEqual(slots)
  })

  it("shows the persona's initial on the profile button after the member switches to it", () => {
    const root = header()
    publishViewer({
      ...member,
      persona: { type: 'user', id: 7 },
      personas: [{ type: 'venue', id: 1, name: 'The Glasshouse', iconUrl: null }],
    } as Viewer)
    expect(profile(root).textContent).toBe('A')
    publishViewer({
      ...member,
      persona: { type: 'venue', id: 1 },
      personas: [{ type: 'venue', id: 1, name: 'The Glasshouse', iconUrl: null }],
    } as Viewer)
    expect(profile(root).textContent).toBe('T')
  })

  it('marks the open overlay on its button, and the chat slot while a member has chats open', () => {
    const root = header()
    publishViewer(member)
    const menu = root.querySelector('.sr-shell-header__menu') as HTMLElement
    expect(menu.getAttribute('aria-expanded')).toBe('false')
    bus.openOverlay('left-menu')
    expect(menu.getAttribute('aria-expanded')).toBe('true')
    bus.openOverlay('chat-list')
    expect(menu.getAttribute('aria-expanded')).toBe('false')
    expect(root.querySelector('#slot-chat')?.getAttribute('data-marker')).toBe('true')
    bus.closeOverlay()
    expect(root.querySelector('#slot-chat')?.hasAttribute('data-marker')).toBe(false)
  })

  it('speaks the new language after a switch, without rebuilding', async () => {
    const root = header()
    const search = root.querySelector('.sr-shell-header__search') as HTMLElement
    expect(search.getAttribute('aria-label')).toBe('Search')
    await setLocale('zh')
    expect(search.getAttribute('aria-label')).not.toBe('Search')
    expect(root.querySelector('[aria-pressed="true"]')?.getAttribute('lang')).toBe('zh-Hans')
  })
})
