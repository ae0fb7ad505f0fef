import type { ChatStartPayload } from './chat.ts'
import type { CommentType } from './comments.ts'
import type { Locale, Session } from './page.ts'
import type { Persona } from './people.ts'

export interface SignupPrompt {
  reason?: string
  action_type?: string
  action_value?: string
}

export interface PopupConfirmation {
  message: string
  icon?: string
}

export interface PopupAlert {
  title?: string
  message: string
}

// every cross-module event: `<domain>.<thing>.<past-tense-verb>` mapped to its payload
export interface BusEvents {
  'session.state.changed': Session | null
  'persona.selection.changed': Persona
  'locale.language.changed': { locale: Locale }
  'city.selection.changed': { city_id: number; city_url: string }
  'chat.open.requested': ChatStartPayload
  'chat.unread.changed': { count: number }
  'signup.prompt.requested': SignupPrompt
  'basket.contents.changed': { item_count: number }
  'popup.confirmation.requested': PopupConfirmation
  'popup.alert.requested': PopupAlert
  'notifications.unread.changed': { count: number }
  'notifications.refresh.requested': undefined
  'native.refresh.requested': undefined
  'native.scroll-top.requested': undefined
  'native.search.requested': { term: string }
}

export type BusEventName = keyof BusEvents

// every overlay of spec part 2; they share one slot, so only one is open at a time
export const OVERLAY_NAMES = [
  'left-menu',
  'search',
  'chat-list',
  'chat',
  'personas',
  'notifications',
  'basket',
  'profile-menu',
  'signup',
  'login',
  'share',
  'lightbox',
  'modal',
  'pro-upsell',
  'pro-upgrade',
  'profile-prompt',
  'alerts-signup',
  'alerts-manage',
  'likes-list',
  'comment-popup',
  'city-selector',
  'size-chart',
  'lookbook',
] as const

export type OverlayName = (typeof OVERLAY_NAMES)[number]

export interface CommentRef {
  comment_type: CommentType
  comment_id: number
}

// params of the overlays that take some; every other overlay accepts anything
export interface OverlayParams {
  chat: ChatStartPayload
  signup: SignupPrompt
  search: { term?: string }
  'comment-popup': CommentRef
  'likes-list': CommentRef
  'pro-upsell': { variant?: 'default' | 'sharing' | 'direct-messages' }
  // eventId offers the calendar option (an .ics of the event)
  share: { url: string; title?: string; eventId?: number }
}

export type OverlayParamsOf<N extends OverlayName> = N extends keyof OverlayParams
  ? OverlayParams[N]
  : unknown
