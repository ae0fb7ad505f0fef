import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { NoItems, Skeleton } from '@showroom/ui'
import { useRef } from 'react'
import { NS } from '../../messages.ts'
import type { ChatController, ChatViewState } from '../../model/chat-controller.ts'
import { ChatComposer } from '../composer/ChatComposer.tsx'
import { MessageList, type MessageListHandle } from './MessageList.tsx'

// the chat's states (spec part 2): loading, content, empty ('This is the start of your chat with
// {target name}') and error, with the composer under the messages
export function ChatBody({
  state,
  controller,
  inOverlay = false,
}: {
  state: ChatViewState
  controller: ChatController
  inOverlay?: boolean
}) {
  const tc = useT()
  const t = useModuleT(NS)
  const list = useRef<MessageListHandle>(null)
  const { phase, chat } = state

  if (phase === 'idle' || phase === 'starting' || phase === 'loading')
    return (
      <div className="sr-chat-view sr-chat-view--loading" aria-busy="true">
        <p className="sr-visually-hidden" role="status">
          {t('chat.loading')}
        </p>
        {[0, 1, 2].map((row) => (
          <div key={row} className={`sr-chat-skeleton${row === 1 ? ' sr-chat-skeleton--mine' : ''}`}>
            <Skeleton variant="rect" width="60%" height={48} />
          </div>
        ))}
      </div>
    )
  if (phase === 'start-failed')
    return (
      <div className="sr-chat-view sr-chat-view--state">
        <NoItems
          tone="error"
          message={state.startError ?? tc('chat.startFailed')}
          onRetry={() => void controller.retry()}
        />
      </div>
    )
  if (phase === 'error' || !chat)
    return (
      <div className="sr-chat-view sr-chat-view--state">
        <NoItems tone="error" message={tc('chat.failed')} onRetry={() => void controller.retry()} />
      </div>
    )
  return (
    <div className="sr-chat-view" data-transport={state.transport ?? undefined}>
      <MessageList ref={list} state={state} onLoadOlder={() => void controller.loadOlder()} />
      <ChatComposer
        chatId={chat.chat_id}
        targetName={chat.target_name}
        focusOnOpen={inOverlay}
        onSend={(message) => {
          // the reader's own message: back to the latest
          list.current?.followLatest()
          return controller.post(message)
        }}
      />
    </div>
  )
}
