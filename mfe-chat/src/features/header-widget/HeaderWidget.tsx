import { bus } from '@showroom/bus'
import { useModuleT } from '@showroom/mfe-runtime'
import { useObservable } from '@showroom/ui'
import './header.css'
import { NS } from '../../messages.ts'
import { ChatIcon } from '../icons.tsx'
import { ChatOverlays } from '../overlays/ChatOverlays.tsx'
import { useUnreadCount } from './use-unread-count.ts'

// the header's chat icon (in the shell's #slot-chat) with the unread count; it toggles the chat
// list, and the chat overlays render from here, so they work on every page
export function HeaderWidget() {
  const t = useModuleT(NS)
  const count = useUnreadCount()
  const overlay = useObservable(bus.overlay$)
  const open = overlay?.name === 'chat' || overlay?.name === 'chat-list'
  return (
    <>
      <button
        type="button"
        className="sr-chat-header__button"
        data-testid="chat-button"
        aria-label={count > 0 ? t('header.buttonUnread', { count }) : t('header.button')}
        aria-expanded={open}
        onClick={() => {
          // visitors get the signup overlay
          if (bus.requireSignIn('chat')) bus.toggleOverlay('chat-list')
        }}
      >
        <ChatIcon />
        {count > 0 ? (
          <span className="sr-chat-header__count" data-testid="chat-unread" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      <ChatOverlays />
    </>
  )
}
