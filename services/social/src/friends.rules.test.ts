import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { type FriendAction, type FriendState, friendStateOf, nextFriendStep } from './friends.rules.ts'

describe('the friend state machine', () => {
  it('reads the pair row from the viewer side', () => {
    assert.equal(friendStateOf(1, null), 'none')
    assert.equal(friendStateOf(1, { requestedBy: 1, accepted: false }), 'sent')
    assert.equal(friendStateOf(2, { requestedBy: 1, accepted: false }), 'received')
    assert.equal(friendStateOf(1, { requestedBy: 1, accepted: true }), 'friends')
    assert.equal(friendStateOf(2, { requestedBy: 1, accepted: true }), 'friends')
  })

  // every state and action: what the store does and the state the viewer sees after
  const table: Array<[FriendState, FriendAction, string]> = [
    ['none', 'request', 'insert -> sent'],
    ['sent', 'request', 'keep -> sent'],
    ['received', 'request', 'accept -> friends'],
    ['friends', 'request', 'keep -> friends'],
    ['none', 'accept', 'refuse'],
    ['sent', 'accept', 'refuse'],
    ['received', 'accept', 'accept -> friends'],
    ['friends', 'accept', 'keep -> friends'],
    ['none', 'remove', 'keep -> none'],
    ['sent', 'remove', 'delete -> none'],
    ['received', 'remove', 'delete -> none'],
    ['friends', 'remove', 'delete -> none'],
  ]
  for (const [state, action, expected] of table) {
    it(`${action} from ${state} is ${expected}`, () => {
      const step = nextFriendStep(state, action)
      assert.equal(step.kind === 'refuse' ? 'refuse' : `${step.kind} -> ${step.state}`, expected)
    })
  }

  it('says whether a removal ended a friendship or only a request', () => {
    assert.deepEqual(nextFriendStep('friends', 'remove'), { kind: 'delete', state: 'none', wasFriends: true })
    assert.deepEqual(nextFriendStep('sent', 'remove'), { kind: 'delete', state: 'none', wasFriends: false })
    assert.deepEqual(nextFriendStep('received', 'remove'), {
      kind: 'delete',
      state: 'none',
      wasFriends: false,
    })
  })
})
