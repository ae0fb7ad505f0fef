import { bus } from '@showroom/bus'
import { useSession } from '@showroom/ui'
import { useEffect, useState } from 'react'
import { feedDeps } from '../../api/feed-deps.ts'
import { type BellController, type BellState, createBell } from '../../model/bell.ts'

const QUIET: BellState = { count: 0, dim: false }

// the bell's count while a member is signed in (nothing for visitors), told to the page as
// notifications.unread.changed; a closed chat or anyone else asking refreshes it
export function useBell(): { state: BellState; bell: BellController | null } {
  const userId = useSession()?.user_id ?? null
  const [bell, setBell] = useState<BellController | null>(null)
  const [state, setState] = useState<BellState>(QUIET)

  useEffect(() => {
    if (userId === null) {
      bus.closeOverlay('notifications')
      setBell(null)
      setState(QUIET)
      return
    }
    const created = createBell({
      unseenCount: feedDeps.notifications.unseenCount,
      live: feedDeps.liveCount(),
      timers: feedDeps.timers,
      onCount: (count) => bus.emit('notifications.unread.changed', { count }),
    })
    setBell(created)
    setState(created.getState())
    const unsubscribe = created.subscribe(() => setState(created.getState()))
    const refreshes = bus.on('notifications.refresh.requested').subscribe(() => void created.refresh())
    return () => {
      unsubscribe()
      refreshes.unsubscribe()
      created.stop()
    }
  }, [userId])

  return { state: userId === null ? QUIET : state, bell: userId === null ? null : bell }
}
