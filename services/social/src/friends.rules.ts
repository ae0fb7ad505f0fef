// the friend state machine, seen from one member (the viewer) towards another:
// none -> sent (viewer asks) -> friends (the other accepts) -> none (either removes)
export type FriendState = 'none' | 'sent' | 'received' | 'friends'

export type FriendAction = 'request' | 'accept' | 'remove'

// what the store must do; `keep` answers the current state and publishes nothing
export type FriendStep =
  | { kind: 'keep'; state: FriendState }
  | { kind: 'insert'; state: 'sent' }
  | { kind: 'accept'; state: 'friends' }
  | { kind: 'delete'; state: 'none'; wasFriends: boolean }
  | { kind: 'refuse'; reason: 'no-request' }

export interface FriendshipRow {
  requestedBy: number
  accepted: boolean
}

export function friendStateOf(viewerId: number, row: FriendshipRow | null): FriendState {
  if (!row) return 'none'
  if (row.accepted) return 'friends'
  return row.requestedBy === viewerId ? 'sent' : 'received'
}

// repeated calls keep the state (a retried request or accept is not an error); asking someone who
// already asked you is an acceptance, since both want the same thing
export function nextFriendStep(state: FriendState, action: FriendAction): FriendStep {
  switch (action) {
    case 'request':
      if (state === 'none') return { kind: 'insert', state: 'sent' }
      if (state === 'received') return { kind: 'accept', state: 'friends' }
      return { kind: 'keep', state }
    case 'accept':
      if (state === 'received') return { kind: 'accept', state: 'friends' }
      if (state === 'friends') return { kind: 'keep', state }
      // nothing to accept, or only the viewer's own request
      return { kind: 'refuse', reason: 'no-request' }
    case 'remove':
      if (state === 'none') return { kind: 'keep', state }
      return { kind: 'delete', state: 'none', wasFriends: state === 'friends' }
  }
}
