import type { Chat } from '@showroom/contracts'
import { Link, useModuleT } from '@showroom/mfe-runtime'
import { NS } from '../../messages.ts'
import { Avatar } from './Avatar.tsx'

// the chat's icon and title; the title links to the target's page unless target_url is empty
export function ChatHeading({ chat, onNavigate }: { chat: Chat | null; onNavigate?: () => void }) {
  const t = useModuleT(NS)
  if (!chat) return <span className="sr-chat-heading">{t('chat.title')}</span>
  const name = chat.title || chat.target_name
  return (
    <span className="sr-chat-heading">
      <Avatar url={chat.target_icon} name={name} size={32} />
      {chat.target_url ? (
        <Link href={chat.target_url} className="sr-chat-heading__link" onClick={onNavigate}>
          {name}
        </Link>
      ) : (
        <span className="sr-chat-heading__name">{name}</span>
      )}
    </span>
  )
}
