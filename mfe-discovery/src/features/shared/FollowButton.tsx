import { useMutation } from '@showroom/graphql-client'
import { useT } from '@showroom/i18n/react'
import { useSession } from '@showroom/ui'
import { signupFor } from './signup-for.ts'
import { FOLLOW_DESIGNER, FOLLOW_VENUE, UNFOLLOW_DESIGNER, UNFOLLOW_VENUE } from './social.graphql.ts'
import { useOptimisticToggle } from './use-optimistic-toggle.ts'

export interface FollowButtonProps {
  kind: 'designer' | 'venue'
  id: number
  isFollowed: boolean
  followerCount: number
}

// 'Follow' then 'Followed', with the follower count beside it; visitors go to /signup/
export function FollowButton({ kind, id, isFollowed, followerCount }: FollowButtonProps) {
  const t = useT()
  const signedIn = useSession() !== null
  const [follow] = useMutation(kind === 'designer' ? FOLLOW_DESIGNER : FOLLOW_VENUE)
  const [unfollow] = useMutation(kind === 'designer' ? UNFOLLOW_DESIGNER : UNFOLLOW_VENUE)
  const toggle = useOptimisticToggle({
    initial: { active: isFollowed, count: followerCount },
    signedIn,
    onVisitor: () => signupFor('follow', `${kind}_id=${id}`),
    send: async (next) => {
      const { data } = await (next ? follow : unfollow)({ variables: { id } })
      return data ? Object.values(data)[0] : null
    },
  })
  return (
    <div className="sr-discovery-follow">
      <button
        type="button"
        className={`sr-discovery-toggle${toggle.active ? ' sr-discovery-toggle--on' : ''}`}
        data-testid="follow-button"
        onClick={toggle.toggle}
      >
        {toggle.active ? t('social.followed') : t('social.follow')}
      </button>
      <span className="sr-discovery-follow__count" data-testid="follower-count">
        {t('social.followers', { count: toggle.count })}
      </span>
    </div>
  )
}
