import { bus } from '@showroom/bus'
import type { Chat, ChatStartPayload } from '@showroom/contracts'
import { navigate, useModuleT } from '@showroom/mfe-runtime'
import { Overlay } from '@showroom/ui'
import '../../chat.css'
import { NS } from '../../messages.ts'
import { chatPagePath, isNativeApp } from '../../model/native-app.ts'
import { BackIcon } from '../icons.tsx'
import { ChatBody } from './ChatBody.tsx'
import { ChatHeading } from './ChatHeading.tsx'
import { useChat } from './use-chat.ts'

// in a native app a chat started anywhere shows on its own page (spec part 2)
function openInNativeApp(chat: Chat): void {
  if (!isNativeApp()) return
  bus.closeOverlay('chat')
  navigate(chatPagePath(chat.chat_id))
}

// the single chat overlay: a side panel on desktop, the full screen on a phone
export function ChatOverlay({ payload }: { payload: ChatStartPayload }) {
  const t = useModuleT(NS)
  const { state, controller } = useChat(payload, openInNativeApp)
  const close = () => bus.closeOverlay('chat')
  return (
    <Overlay
      open
      onClose={close}
      title={<ChatHeading chat={state.chat} onNavigate={close} />}
      headerActions={
        <button
          type="button"
          className="sr-chat-icon-button sr-chat-overlay__back"
          onClick={() => bus.openOverlay('chat-list')}
          aria-label={t('chat.allChats')}
          title={t('chat.allChats')}
        >
          <BackIcon />
        </button>
      }
    >
      <ChatBody state={state} controller={controller} inOverlay />
    </Overlay>
  )
}
