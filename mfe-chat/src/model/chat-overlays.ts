import type { Bus, OverlayState } from '@showroom/bus'
import type { ChatStartPayload } from '@showroom/contracts'
import { pairwise, startWith, type Subscription } from 'rxjs'
import { safeRedirect } from './native-app.ts'

const isChatOverlay = (state: OverlayState | null) => state?.name === 'chat' || state?.name === 'chat-list'

// spec parts 2 and 4: closing the chat or the list (not moving from one to the other) refreshes the
// notifications and the header count; closing a chat that was given a close-redirect target goes there
export function watchChatClosing(
  bus: Pick<Bus, 'overlay$' | 'emit'>,
  actions: { refreshUnread(): void; navigate(url: string): void },
): Subscription {
  return bus.overlay$.pipe(startWith(bus.overlay$.value), pairwise()).subscribe(([previous, next]) => {
    if (!isChatOverlay(previous) || isChatOverlay(next)) return
    bus.emit('notifications.refresh.requested')
    actions.refreshUnread()
    if (previous?.name !== 'chat' || next !== null) return
    const target = safeRedirect((previous.params as ChatStartPayload | undefined)?.close_redirect)
    if (target) actions.navigate(target)
  })
}
