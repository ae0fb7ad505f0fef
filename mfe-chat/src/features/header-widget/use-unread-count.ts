import { bus } from '@showroom/bus'
import { navigate } from '@showroom/mfe-runtime'
import { useSession } from '@showroom/ui'
import { useEffect, useState } from 'react'
import { chatDeps } from '../../api/chat-deps.ts'
import { watchChatClosing } from '../../model/chat-overlays.ts'
import { createUnreadController } from '../../model/unread-controller.ts'

// the header's unread count while a member is signed in (0 for visitors), told to the page as
// chat.unread.changed; the page's chat WebSocket opens and closes with the session
export function useUnreadCount(): number {
  const userId = useSession()?.user_id ?? null
  const [count, setCount] = useState(0)

  useEffect(() => {
    if (userId === null) {
      // signed out: a chat left open would only meet refusals
      bus.closeOverlay('chat')
      bus.closeOverlay('chat-list')
      chatDeps.endLive()
      setCount(0)
      return
    }
    const live = chatDeps.live()
    const unread = createUnreadController({
      api: chatDeps.api,
      live,
      timers: chatDeps.timers,
      onCount: (next) => {
        setCount(next)
        bus.emit('chat.unread.changed', { count: next })
      },
    })
    const closing = watchChatClosing(bus, { refreshUnread: () => void unread.refresh(), navigate })
    // another persona has other chats: the server reads who we act as when the socket opens
    const personas = bus.on('persona.selection.changed').subscribe(() => {
      live.restart()
      void unread.refresh()
    })
    return () => {
      unread.stop()
      closing.unsubscribe()
      personas.unsubscribe()
    }
  }, [userId])

  return userId === null ? 0 : count
}
