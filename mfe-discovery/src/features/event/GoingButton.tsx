import { useMutation } from '@showroom/graphql-client'
import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { useSession } from '@showroom/ui'
import { NS } from '../../messages.ts'
import { signupFor } from '../shared/signup-for.ts'
import { MARK_GOING, UNMARK_GOING } from '../shared/social.graphql.ts'
import { useOptimisticToggle } from '../shared/use-optimistic-toggle.ts'

export interface GoingButtonProps {
  eventId: number
  isGoing: boolean
  goingCount: number
}

// 'I'm Going' then 'You're Going' (spec part 4), with how many are going
export function GoingButton({ eventId, isGoing, goingCount }: GoingButtonProps) {
  const tc = useT()
  const t = useModuleT(NS)
  const signedIn = useSession() !== null
  const [markGoing] = useMutation(MARK_GOING)
  const [unmarkGoing] = useMutation(UNMARK_GOING)
  const toggle = useOptimisticToggle({
    initial: { active: isGoing, count: goingCount },
    signedIn,
    onVisitor: () => signupFor('going', `event_id=${eventId}`),
    send: async (next) => {
      if (next) return (await markGoing({ variables: { id: eventId } })).data?.markGoing
      return (await unmarkGoing({ variables: { id: eventId } })).data?.unmarkGoing
    },
  })
  return (
    <div className="sr-discovery-follow">
      <button
        type="button"
        className={`sr-discovery-toggle${toggle.active ? ' sr-discovery-toggle--on' : ''}`}
        data-testid="going-button"
        onClick={toggle.toggle}
      >
        {toggle.active ? tc('events.goingDone') : tc('events.going')}
      </button>
      <span className="sr-discovery-follow__count" data-testid="going-count">
        {t('event.goingCount', { count: toggle.count })}
      </span>
    </div>
  )
}
