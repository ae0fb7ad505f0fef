import { bus } from '@showroom/bus'
import type { ChatStartPayload } from '@showroom/contracts'
import { useObservable } from '@showroom/ui'
import { lazyComponent } from '../../lazy-component.ts'

// their code loads the first time one opens
const ChatListOverlay = lazyComponent(() =>
  import('../list/ChatListOverlay.tsx').then((m) => m.ChatListOverlay),
)
const ChatOverlay = lazyComponent<{ payload: ChatStartPayload }>(() =>
  import('../chat/ChatOverlay.tsx').then((m) => m.ChatOverlay),
)

// the page's one overlay slot (bus.overlay$) decides: the chat list, a chat, or neither. Opening a
// chat unmounts the list (its refresh stops) and the reverse; closing stops everything
export function ChatOverlays() {
  const overlay = useObservable(bus.overlay$)
  if (overlay?.name === 'chat-list') return <ChatListOverlay />
  if (overlay?.name === 'chat' && overlay.params)
    return <ChatOverlay payload={overlay.params as ChatStartPayload} />
  return null
}
