import { bus } from '@showroom/bus'
import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { NoItems, Overlay, Skeleton } from '@showroom/ui'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import { chatDeps } from '../../api/chat-deps.ts'
import '../../chat.css'
import { NS } from '../../messages.ts'
import { createListController } from '../../model/list-controller.ts'
import { ChatListRow } from './ChatListRow.tsx'

// the chat list overlay: loading, content, empty and error states (spec part 2)
export function ChatListOverlay() {
  const tc = useT()
  const t = useModuleT(NS)
  const controller = useMemo(
    () => createListController({ api: chatDeps.api, live: chatDeps.live(), timers: chatDeps.timers }),
    [],
  )
  useEffect(() => {
    controller.open()
    return () => controller.stop()
  }, [controller])
  const state = useSyncExternalStore(controller.subscribe, controller.getState)

  return (
    <Overlay open onClose={() => bus.closeOverlay('chat-list')} title={tc('chat.list')}>
      <div className="sr-chat-list" aria-busy={state.phase === 'loading' || state.phase === 'idle'}>
        {state.phase === 'loading' || state.phase === 'idle' ? (
          <ul className="sr-chat-list__items" aria-label={t('list.loading')}>
            {[0, 1, 2, 3].map((row) => (
              <li key={row} className="sr-chat-list__placeholder">
                <Skeleton variant="circle" width={48} height={48} />
                <Skeleton lines={2} />
              </li>
            ))}
          </ul>
        ) : state.phase === 'error' ? (
          <NoItems tone="error" message={tc('chat.listFailed')} onRetry={controller.retry} />
        ) : state.chats.length === 0 ? (
          <NoItems title={tc('chat.listEmpty')} message={t('list.emptyHint')} />
        ) : (
          <ul className="sr-chat-list__items">
            {state.chats.map((chat) => (
              <li key={chat.id}>
                <ChatListRow chat={chat} onOpen={() => bus.openChat({ chat_id: chat.id })} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Overlay>
  )
}
