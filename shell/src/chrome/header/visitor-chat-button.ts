import { bus } from '@showroom/bus'
import { namespaceT, onLocaleChange } from '@showroom/i18n'
import { h, replaceChildren } from '../dom.ts'
import { chatIcon } from '../icons.ts'
import { SHELL_NS } from '../shell-messages.ts'

const ts = namespaceT(SHELL_NS)

// A visitor's chat icon. For a visitor the chat module's header widget was only this: a button
// that asks them to join (every chat needs a member). The shell draws it from the first paint, so
// a visitor's page loads and starts no chat module (26 KB in 7 requests, and its remote entry's
// start, about 95 ms of a phone's main thread, on every page). A member's icon, with the unread
// count and the chat overlays, is the chat module's (`mfe-chat:header-widget`, mounted in
// #slot-chat for members): this one leaves the page while someone is signed in, so the page holds
// one chat icon at a time.
export function visitorChatButton(): HTMLElement {
  const button = h(
    'button',
    {
      type: 'button',
      class: 'sr-shell-header__icon-button',
      'data-testid': 'chat-button',
      onclick: () => bus.requireSignIn('chat'),
    },
    chatIcon(),
  )
  const renderLabel = () => button.setAttribute('aria-label', ts('chats'))
  renderLabel()
  onLocaleChange(renderLabel)
  const place = h('span', { class: 'sr-shell-header__slot' })
  bus.session$.subscribe((session) => replaceChildren(place, session ? [] : [button]))
  return place
}
