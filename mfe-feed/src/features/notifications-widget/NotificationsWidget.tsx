import { bus } from '@showroom/bus'
import { LIMITS } from '@showroom/contracts'
import { useModuleT } from '@showroom/mfe-runtime'
import { useObservable, usePrefersReducedMotion } from '@showroom/ui'
import { NS } from '../../messages.ts'
import { lazyComponent } from '../../lazy-component.ts'
import { BellIcon } from './BellIcon.tsx'
import './bell.css'
import { useBell } from './use-bell.ts'

// its code loads the first time the panel opens
const NotificationsPanel = lazyComponent<{ onCount(count: number): void }>(() =>
  import('./NotificationsPanel.tsx').then((m) => m.NotificationsPanel),
)

// the header bell (in the shell's #slot-notifications) for signed-in members: the unseen count,
// blinking every 2 s while there is something new, and the notifications panel it toggles
export function NotificationsWidget() {
  const t = useModuleT(NS)
  const { state, bell } = useBell()
  const overlay = useObservable(bus.overlay$)
  const reducedMotion = usePrefersReducedMotion()
  if (!bell) return null
  const open = overlay?.name === 'notifications'
  const { count } = state
  return (
    <>
      <button
        type="button"
        className="sr-feed-bell"
        data-testid="notifications-button"
        aria-label={count > 0 ? t('bell.buttonUnseen', { count }) : t('bell.button')}
        aria-expanded={open}
        onClick={() => bus.toggleOverlay('notifications')}
      >
        <BellIcon />
        {count > 0 ? (
          <span
            className={`sr-feed-bell__count${state.dim && !reducedMotion ? ' sr-feed-bell__count--dim' : ''}`}
            style={{ transitionDuration: `${LIMITS.headerCounterDimMs}ms` }}
            data-testid="notifications-count"
            aria-hidden="true"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? <NotificationsPanel onCount={bell.setCount} /> : null}
    </>
  )
}
