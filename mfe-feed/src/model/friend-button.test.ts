import { describe, expect, it } from '@jest/globals'
import type { FriendState } from '@showroom/contracts'
import { deferred, failed, ok } from '../test-support/fakes.ts'
import { choicesFor, createFriendButton, type FriendAction } from './friend-button.ts'

function harness(state: FriendState, answers: ((action: FriendAction) => unknown)[], signedIn = true) {
  const sent: FriendAction[] = []
  let visitors = 0
  const button = createFriendButton({
    userId: 9,
    initial: { state, friendCount: 3 },
    isSignedIn: () => signedIn,
    onVisitor: () => {
      visitors += 1
    },
    send: async (action, userId) => {
      expect(userId).toBe(9)
      sent.push(action)
      return (answers.shift() ?? (() => failed()))(action) as never
    },
  })
  return { button, sent, visitors: () => visitors }
}

const answer =
  (friend_state: FriendState, friend_count = 3) =>
  () =>
    ok({ friend_state, friend_count })

describe('the friend button', () => {
  it('reads Add Friend, then Sent Request, then Unfriend once accepted, and Add Friend after unfriending', async () => {
    expect(choicesFor('none').primary).toEqual({ action: 'request', label: 'social.addFriend' })
    expect(choicesFor('sent').primary).toEqual({ action: 'remove', label: 'social.sentRequest' })
    expect(choicesFor('friends').primary).toEqual({ action: 'remove', label: 'social.unfriend' })
    expect(choicesFor('received')).toEqual({
      primary: { action: 'accept', label: 'profile.acceptFriend' },
      secondary: { action: 'remove', label: 'profile.declineFriend' },
    })
    const { button, sent } = harness('none', [
      answer('sent'),
      answer('none'),
      answer('friends', 4),
      answer('none', 3),
    ])
    await button.run('request')
    expect(button.getState().state).toBe('sent')
    await button.run('remove')
    expect(button.getState().state).toBe('none')
    await button.run('request')
    expect(button.getState()).toMatchObject({ state: 'friends', friendCount: 4 })
    await button.run('remove')
    expect(button.getState()).toMatchObject({ state: 'none', friendCount: 3, failure: null })
    expect(sent).toEqual(['request', 'remove', 'request', 'remove'])
  })

  it('accepts a request they sent', async () => {
    const { button } = harness('received', [answer('friends', 8)])
    await button.run('accept')
    expect(button.getState()).toMatchObject({ state: 'friends', friendCount: 8 })
  })

  it('keeps the state and shows the call’s own failure message of part 8', async () => {
    const cases: [FriendState, FriendAction, string][] = [
      ['none', 'request', 'social.friendRequestFailed'],
      ['received', 'accept', 'social.friendAcceptFailed'],
      ['friends', 'remove', 'social.friendDeleteFailed'],
    ]
    for (const [state, action, message] of cases) {
      const { button } = harness(state, [() => failed({ status: 409, message: 'No', step: 1 })])
      await button.run(action)
      expect(button.getState()).toMatchObject({ state, failure: message, pending: null })
    }
    // an answer without a friend state is a failure too
    const { button } = harness('none', [() => ok({})])
    await button.run('request')
    expect(button.getState()).toMatchObject({ state: 'none', failure: 'social.friendRequestFailed' })
  })

  it('sends one call at a time', async () => {
    const late = deferred<unknown>()
    const { button, sent } = harness('none', [() => late.promise])
    const first = button.run('request')
    void button.run('request')
    expect(button.getState().pending).toBe('request')
    late.resolve(ok({ friend_state: 'sent', friend_count: 3 }))
    await first
    expect(sent).toEqual(['request'])
    expect(button.getState()).toMatchObject({ state: 'sent', pending: null })
  })

  it('sends a visitor to sign up and calls nothing', async () => {
    const { button, sent, visitors } = harness('none', [], false)
    await button.run('request')
    expect(visitors()).toBe(1)
    expect(sent).toEqual([])
    expect(button.getState().state).toBe('none')
  })
})
