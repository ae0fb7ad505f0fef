import { useT } from '@showroom/i18n/react'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { feedDeps } from '../../api/feed-deps.ts'
import { createFollowToggle } from '../../model/follow-toggle.ts'
import { requireMember, signupToFollow } from './visitor.ts'

// 'Follow' / 'Followed' with the follower count; optimistic, rolled back silently (spec part 4)
export function FollowButton({
  userId,
  following,
  followerCount,
  onCount,
}: {
  userId: number
  following: boolean
  followerCount: number
  onCount?(count: number): void
}) {
  const tc = useT()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the server's state seeds it once per member
  const toggle = useMemo(
    () =>
      createFollowToggle({
        userId,
        initial: { following, followerCount },
        send: feedDeps.people.follow,
        isSignedIn: requireMember,
        onVisitor: () => signupToFollow(userId),
      }),
    [userId],
  )
  const state = useSyncExternalStore(toggle.subscribe, toggle.getState)
  useEffect(() => onCount?.(state.followerCount), [state.followerCount, onCount])
  return (
    <button
      type="button"
      className={`sr-button${state.following ? '' : ' sr-button--primary'}`}
      aria-pressed={state.following}
      data-testid="follow-user"
      onClick={() => void toggle.toggle()}
    >
      {state.following ? tc('social.followed') : tc('social.follow')}
    </button>
  )
}
