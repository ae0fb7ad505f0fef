import { bus } from '@showroom/bus'
import type { Chat, ChatStartPayload } from '@showroom/contracts'
import { useT } from '@showroom/i18n/react'
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react'
import { chatDeps } from '../../api/chat-deps.ts'
import { type ChatController, type ChatViewState, createChatController } from '../../model/chat-controller.ts'

// a chat's controller for as long as the view shows it: started on the payload, stopped on unmount
// (every timer and subscription with it)
export function useChat(
  payload: ChatStartPayload,
  onStarted?: (chat: Chat) => void,
): { state: ChatViewState; controller: ChatController } {
  const tc = useT()
  // the latest callbacks, without restarting the chat when they change
  const latest = useRef({ tc, onStarted })
  latest.current = { tc, onStarted }
  const controller = useMemo(
    () =>
      createChatController(
        {
          api: chatDeps.api,
          live: chatDeps.live(),
          timers: chatDeps.timers,
          attention: chatDeps.attention,
        },
        {
          onProRequired: () => bus.openOverlay('pro-upgrade'),
          onStartFailed: (message) =>
            bus.showAlert({ message: message ?? latest.current.tc('chat.startFailed') }),
          onStarted: (chat) => latest.current.onStarted?.(chat),
        },
      ),
    [],
  )
  const key = JSON.stringify(payload)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the payload's content (key) starts a chat, not its identity
  useEffect(() => {
    void controller.start(payload)
  }, [controller, key])
  useEffect(() => () => controller.stop(), [controller])
  const state = useSyncExternalStore(controller.subscribe, controller.getState)
  return { state, controller }
}
