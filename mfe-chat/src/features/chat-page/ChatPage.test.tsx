import { afterEach, describe, expect, it } from '@jest/globals'
import { bus } from '@showroom/bus'
import { act, render, screen, waitFor } from '@testing-library/react'
import { fakeApi, ok } from '../../test-support/fakes.ts'
import { member, restoreDeps, useFakeDeps } from '../../test-support/render.tsx'
import { ChatPage } from './ChatPage.tsx'

const api = () =>
  fakeApi({
    getChat: async () =>
      ok({
        chat_id: 42,
        target_name: 'Ava Sinclair',
        target_icon: '',
        title: 'Ava Sinclair',
        target_url: '/user/ava/',
      }),
    startInfo: async () => ({ persona: { type: 'user', id: 9 }, lastSeq: 0 }),
    listMessages: async () => ok({ comments: [], has_more: false }),
  })

afterEach(() => {
  restoreDeps()
  window.history.replaceState(null, '', '/')
  window.sessionStorage.clear()
})

describe('the /c/{chat_id}/ page', () => {
  it('opens the chat of its address on a page of its own, with a back button', async () => {
    const fake = api()
    useFakeDeps(fake.api)
    window.history.replaceState(null, '', '/c/42/')
    act(() => bus.setSession(member))
    render(<ChatPage />)
    await screen.findByRole('heading', { name: 'Ava Sinclair' })
    await screen.findByText('This is the start of your chat with Ava Sinclair')
    expect(fake.callsOf('getChat')[0]?.args).toEqual([42, undefined])
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
  })

  it('starts the chat again as the new persona after a persona switch', async () => {
    const fake = api()
    useFakeDeps(fake.api)
    window.history.replaceState(null, '', '/c/42/')
    act(() => bus.setSession(member))
    render(<ChatPage />)
    await screen.findByText('This is the start of your chat with Ava Sinclair')
    act(() => bus.emit('persona.selection.changed', { type: 'designer', id: 3 }))
    await waitFor(() => expect(fake.callsOf('getChat')).toHaveLength(2))
  })

  it('hides the back button inside a native app', async () => {
    useFakeDeps(api().api)
    window.history.replaceState(null, '', '/c/42/?native_app=1')
    act(() => bus.setSession(member))
    render(<ChatPage />)
    await screen.findByRole('heading', { name: 'Ava Sinclair' })
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
  })

  it('asks a visitor to sign up, and offers the way back to it', () => {
    const fake = api()
    useFakeDeps(fake.api)
    window.history.replaceState(null, '', '/c/42/')
    render(<ChatPage />)
    expect(bus.overlay$.value?.name).toBe('signup')
    expect(screen.getByRole('button', { name: 'Sign in to chat' })).toBeTruthy()
    expect(fake.calls).toEqual([])
  })

  it('says so when the address names no chat', () => {
    useFakeDeps(api().api)
    window.history.replaceState(null, '', '/c/abc/')
    act(() => bus.setSession(member))
    render(<ChatPage />)
    expect(screen.getByText('This chat link is not complete.')).toBeTruthy()
  })
})
