import { FRIEND_STATES, type FriendState } from '@showroom/contracts'
import type { ApiResult } from '@showroom/graphql-client/fetch'
import { createState } from './timers.ts'

export type FriendAction = 'request' | 'accept' | 'remove'

export interface FriendAnswer {
  friend_state: FriendState
  friend_count: number
}

export type SendFriendAction = (action: FriendAction, userId: number) => Promise<ApiResult<FriendAnswer>>

// spec part 4: 'Add Friend', then 'Sent Request', then 'Unfriend' after acceptance; removing goes
// back to 'Add Friend'. A request from them is accepted from here (or declined); 'Sent Request'
// withdraws the request
export interface FriendChoice {
  action: FriendAction
  // a key of the shared catalogue (social.*) or the module's (profile.*)
  label: string
}

export function choicesFor(state: FriendState): { primary: FriendChoice; secondary: FriendChoice | null } {
  switch (state) {
    case 'sent':
      return { primary: { action: 'remove', label: 'social.sentRequest' }, secondary: null }
    case 'received':
      return {
        primary: { action: 'accept', label: 'profile.acceptFriend' },
        secondary: { action: 'remove', label: 'profile.declineFriend' },
      }
    case 'friends':
      return { primary: { action: 'remove', label: 'social.unfriend' }, secondary: null }
    default:
      return { primary: { action: 'request', label: 'social.addFriend' }, secondary: null }
  }
}

// spec part 8: each call's own failure message
export const FAILURE_MESSAGE: Record<FriendAction, string> = {
  request: 'social.friendRequestFailed',
  accept: 'social.friendAcceptFailed',
  remove: 'social.friendDeleteFailed',
}

export interface FriendButtonState {
  state: FriendState
  friendCount: number
  pending: FriendAction | null
  // the failure message key of the last call, until the next click
  failure: string | null
}

const isFriendState = (value: unknown): value is FriendState =>
  typeof value === 'string' && (FRIEND_STATES as readonly string[]).includes(value)

// not optimistic: the button waits for the server, whose answer is the new state; a failure keeps
// the state and shows the call's message
export function createFriendButton(deps: {
  userId: number
  initial: { state: FriendState; friendCount: number }
  send: SendFriendAction
  isSignedIn(): boolean
  onVisitor(): void
}) {
  const store = createState<FriendButtonState>({
    state: deps.initial.state,
    friendCount: deps.initial.friendCount,
    pending: null,
    failure: null,
  })

  async function run(action: FriendAction): Promise<void> {
    if (store.get().pending) return
    if (!deps.isSignedIn()) {
      deps.onVisitor()
      return
    }
    store.set({ pending: action, failure: null })
    const result = await deps.send(action, deps.userId).catch(() => null)
    const values = result?.valid ? result.envelope.values : null
    if (values && isFriendState(values.friend_state)) {
      store.set({
        pending: null,
        state: values.friend_state,
        friendCount: typeof values.friend_count === 'number' ? values.friend_count : store.get().friendCount,
      })
    } else {
      store.set({ pending: null, failure: FAILURE_MESSAGE[action] })
    }
  }

  return { getState: store.get, subscribe: store.subscribe, run }
}

export type FriendButtonController = ReturnType<typeof createFriendButton>
