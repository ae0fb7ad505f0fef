import { useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { type Ref, useCallback, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react'
import { NS } from '../../messages.ts'
import type { ChatViewState } from '../../model/chat-controller.ts'
import { createBottomLock, keepAnchor, nearTop, type ScrollBox } from '../../model/scroll-lock.ts'
import { MessageItem } from './MessageItem.tsx'

export interface MessageListHandle {
  followLatest(): void
}

const boxOf = (element: HTMLElement): ScrollBox => ({
  scrollTop: element.scrollTop,
  scrollHeight: element.scrollHeight,
  clientHeight: element.clientHeight,
})

// the messages, oldest at the top: older ones load within 200 px of the top or with 'Show older
// messages'; new ones follow to the latest while the view is locked to the bottom, and scrolling up
// unlocks it (spec part 4)
export function MessageList({
  state,
  onLoadOlder,
  ref,
}: {
  state: ChatViewState
  onLoadOlder: () => void
  ref?: Ref<MessageListHandle>
}) {
  const tc = useT()
  const t = useModuleT(NS)
  const scroller = useRef<HTMLDivElement>(null)
  const lock = useRef(createBottomLock())
  // the box and the first and last ids as the reader last saw them
  const seen = useRef<{ box: ScrollBox | null; first: number | null; last: number | null }>({
    box: null,
    first: null,
    last: null,
  })
  const [unseen, setUnseen] = useState(false)
  const { messages, hasMore, olderLoading, chat, me } = state

  const toBottom = useCallback(() => {
    const element = scroller.current
    if (!element) return
    lock.current.lock()
    element.scrollTop = element.scrollHeight
    setUnseen(false)
  }, [])
  useImperativeHandle(ref, () => ({ followLatest: toBottom }), [toBottom])

  const maybeLoadOlder = (element: HTMLElement) => {
    if (hasMore && !olderLoading && nearTop(boxOf(element))) onLoadOlder()
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of the messages shown
  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    const first = messages[0]?.id ?? null
    const last = messages.at(-1)?.id ?? null
    const before = seen.current
    if (before.box && before.first !== null && first !== null && first < before.first)
      element.scrollTop = keepAnchor(before.box, element.scrollHeight)
    if (last !== before.last) {
      if (lock.current.shouldFollow()) element.scrollTop = element.scrollHeight
      else if (before.last !== null) setUnseen(true)
    }
    seen.current = { box: boxOf(element), first, last }
    maybeLoadOlder(element)
  }, [messages])

  const onScroll = () => {
    const element = scroller.current
    if (!element) return
    lock.current.onScroll(boxOf(element))
    if (lock.current.locked) setUnseen(false)
    seen.current = { ...seen.current, box: boxOf(element) }
    maybeLoadOlder(element)
  }

  return (
    <div className="sr-chat-messages">
      <div
        ref={scroller}
        className="sr-chat-messages__scroller"
        onScroll={onScroll}
        role="log"
        aria-label={t('chat.messages')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus so keyboards can scroll it (axe scrollable-region-focusable)
        tabIndex={0}
        data-testid="chat-messages"
      >
        {hasMore ? (
          <button
            type="button"
            className="sr-chat-messages__older"
            onClick={onLoadOlder}
            disabled={olderLoading}
          >
            {olderLoading ? t('chat.olderLoading') : tc('chat.showOlder')}
          </button>
        ) : null}
        {messages.length === 0 ? (
          <p className="sr-chat-messages__empty" data-testid="chat-empty">
            {tc('chat.emptyStart', { name: chat?.target_name ?? '' })}
          </p>
        ) : (
          <ol className="sr-chat-messages__list">
            {messages.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                mine={me !== null && message.author.type === me.type && message.author.id === me.id}
              />
            ))}
          </ol>
        )}
      </div>
      {unseen ? (
        <button type="button" className="sr-chat-messages__unseen" onClick={toBottom}>
          {t('chat.newMessages')}
        </button>
      ) : null}
    </div>
  )
}
