import { useLocale, useT } from '@showroom/i18n/react'
import { useModuleT } from '@showroom/mfe-runtime'
import { NS } from '../../messages.ts'
import { messageTime } from '../../model/time.ts'
import type { ChatMedia, ChatMessage } from '../../model/types.ts'
import { Avatar } from './Avatar.tsx'

// one message: the reader's own on the right in the accent, the other side's on the left with its face
export function MessageItem({ message, mine }: { message: ChatMessage; mine: boolean }) {
  const t = useModuleT(NS)
  const locale = useLocale()
  const name = message.author.name || t('chat.title')
  const time = messageTime(message.createdAt, locale) || (message.createdSince ?? '')
  return (
    <li
      className={`sr-chat-message${mine ? ' sr-chat-message--mine' : ''}`}
      data-testid="chat-message"
      data-message-id={message.id}
    >
      {mine ? null : <Avatar url={message.author.iconUrl} name={name} size={32} />}
      <div className="sr-chat-message__bubble">
        <span className="sr-visually-hidden">{mine ? t('chat.yours') : t('chat.from', { name })}</span>
        {message.media.length > 0 ? (
          <div className="sr-chat-message__media">
            {message.media.map((item, index) => (
              <MediaTile key={item.id ?? index} item={item} name={name} />
            ))}
          </div>
        ) : null}
        {message.text ? <p className="sr-chat-message__text">{message.text}</p> : null}
        {time ? (
          <time className="sr-chat-message__time" dateTime={message.createdAt ?? undefined}>
            {time}
          </time>
        ) : null}
      </div>
    </li>
  )
}

function MediaTile({ item, name }: { item: ChatMedia; name: string }) {
  const t = useModuleT(NS)
  const tc = useT()
  const ratio = item.widthPx > 0 && item.heightPx > 0 ? `${item.widthPx} / ${item.heightPx}` : '4 / 3'
  if (item.kind === 'video') {
    if (!item.processed || !(item.mp4 || item.hlsUrl))
      return (
        <p className="sr-chat-message__pending" title={tc('video.notReadyMessage')}>
          {t('chat.videoPending')}
        </p>
      )
    return (
      // biome-ignore lint/a11y/useMediaCaption: members' own clips come without captions
      <video
        className="sr-chat-message__video"
        controls
        preload="metadata"
        poster={item.thumbUrl ?? undefined}
        src={item.mp4 ?? item.hlsUrl ?? undefined}
        style={{ aspectRatio: ratio }}
      />
    )
  }
  const src = item.thumbUrl ?? item.previewUrl
  if (!src) return null
  return (
    <a
      className="sr-chat-message__photo"
      href={item.previewUrl ?? src}
      target="_blank"
      rel="noopener noreferrer"
    >
      <img src={src} alt={t('chat.photo', { name })} loading="lazy" style={{ aspectRatio: ratio }} />
    </a>
  )
}
