export type ChatTargetType = 'user' | 'chat' | 'designer' | 'venue'

export interface ChatTarget {
  type: ChatTargetType
  id: number
}

export interface ChatListItem {
  id: number
  entity: { type: string; id: number }
  unread_count: number
  last_message_timestamp: number
  icon: string
  title: string
  last_message_text: string
}

export interface Chat {
  chat_id: number
  target_name: string
  target_icon: string
  title: string
  // may be empty: the title link is then removed
  target_url: string
}

// start (or open) a chat with targets, or open an existing one by chat_id; close_redirect is where
// closing the chat overlay goes (spec part 2, "a configured close-redirect target")
export type ChatStartPayload = (
  | { targets: ChatTarget[]; shopper_event_id?: number }
  | { chat_id: number; shopper_event_id?: number }
) & { close_redirect?: string }

// the chatActivity subscription: the signed-in persona's chats changed; unreadTotal is the header count
export interface ChatActivity {
  chatId: number
  seq: number
  unreadTotal: number
}
