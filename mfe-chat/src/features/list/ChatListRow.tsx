import type { ChatListItem } from '@showroom/contracts'
import { useLocale } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { NS } from '../../messages.ts'
import { listTime } from '../../model/time.ts'
import { Avatar } from '../chat/Avatar.tsx'

// one conversation: icon, title, last message, time, unread count
export function ChatListRow({ chat, onOpen }: { chat: ChatListItem; onOpen: () => void }) {
  const t = useModuleT(NS)
  const locale = useLocale()
  const unread = chat.unread_count > 0
  const time = listTime(chat.last_message_timestamp, locale)
  return (
    <button
      type="button"
      className={`sr-chat-list__row${unread ? ' sr-chat-list__row--unread' : ''}`}
      onClick={onOpen}
      data-testid="chat-list-item"
      data-chat-id={chat.id}
    >
      <Avatar url={chat.icon} name={chat.title} size={48} />
      <span className="sr-chat-list__text">
        <span className="sr-chat-list__top">
          <span className="sr-chat-list__title">{chat.title}</span>
          {time ? <span className="sr-chat-list__time">{time}</span> : null}
        </span>
        <span className="sr-chat-list__bottom">
          <span className="sr-chat-list__last">{chat.last_message_text || t('list.noMessages')}</span>
          {unread ? (
            <span className="sr-chat-list__unread">
              <span aria-hidden="true">{chat.unread_count > 99 ? '99+' : chat.unread_count}</span>
              <span className="sr-visually-hidden">{t('list.unread', { count: chat.unread_count })}</span>
            </span>
          ) : null}
        </span>
      </span>
    </button>
  )
}
