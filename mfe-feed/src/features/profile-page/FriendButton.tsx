import type { FriendState } from '@showroom/contracts'
import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { useMemo, useSyncExternalStore } from 'react'
import { feedDeps } from '../../api/feed-deps.ts'
import { NS } from '../../messages.ts'
import { choicesFor, createFriendButton } from '../../model/friend-button.ts'
import { requireMember, signupFor } from './visitor.ts'

// 'Add Friend' → 'Sent Request' → 'Unfriend' (spec part 4), 'Accept Friend Request' when they asked,
// with each call's failure message of part 8 under it
export function FriendButton({
  userId,
  state: initialState,
  friendCount,
  onCount,
}: {
  userId: number
  state: FriendState
  friendCount: number
  onCount?(count: number): void
}) {
  const tc = useT()
  const t = useModuleT(NS)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the server's state seeds it once per member
  const button = useMemo(
    () =>
      createFriendButton({
        userId,
        initial: { state: initialState, friendCount },
        send: feedDeps.people.friend,
        isSignedIn: requireMember,
        onVisitor: () => signupFor('friend'),
      }),
    [userId],
  )
  const state = useSyncExternalStore(button.subscribe, button.getState)
  const { primary, secondary } = choicesFor(state.state)
  const label = (key: string) => (key.startsWith('social.') ? tc(key as 'social.addFriend') : t(key))
  const run = async (action: typeof primary.action) => {
    await button.run(action)
    onCount?.(button.getState().friendCount)
  }
  return (
    <div className="sr-feed-friend" data-state={state.state}>
      <button
        type="button"
        className={`sr-button${state.state === 'none' || state.state === 'received' ? ' sr-button--primary' : ''}`}
        data-testid="friend-button"
        disabled={state.pending !== null}
        aria-busy={state.pending !== null}
        onClick={() => void run(primary.action)}
      >
        {label(primary.label)}
      </button>
      {secondary ? (
        <button
          type="button"
          className="sr-button sr-button--link"
          disabled={state.pending !== null}
          onClick={() => void run(secondary.action)}
        >
          {label(secondary.label)}
        </button>
      ) : null}
      {state.failure ? (
        <p className="sr-feed-friend__failure" role="alert">
          {tc(state.failure as 'social.friendRequestFailed')}
        </p>
      ) : null}
    </div>
  )
}
