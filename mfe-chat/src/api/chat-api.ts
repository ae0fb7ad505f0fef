import { LIMITS, type Chat, type ChatListItem, type ChatTarget } from '@showroom/contracts'
import { type ApiResult, apiCall, graphqlRequest } from '@showroom/graphql-client/fetch'
import type { PersonaRef } from '../model/types.ts'

// which page of messages: the latest (first load), the ones newer than an id (polling), older ones
export type MessagePage = { latest: true } | { newerThan: number } | { olderThan: number }

export interface NewMessage {
  text: string
  photoIds: readonly number[]
  clientMessageId: string
}

export interface StartInfo {
  // whom the viewer acts as: their messages show as their own
  persona: PersonaRef | null
  // the chat's latest seq when asked: the live subscription resumes after it
  lastSeq: number | null
}

// the calls chat makes; a fake stands in for it in unit tests
export interface ChatApi {
  listChats(): Promise<ApiResult<{ chats: ChatListItem[] }>>
  createChat(targets: readonly ChatTarget[], shopperEventId?: number): Promise<ApiResult<Chat>>
  getChat(chatId: number, shopperEventId?: number): Promise<ApiResult<Chat>>
  unreadCount(): Promise<ApiResult<{ unread_count: number }>>
  listMessages(
    chatId: number,
    page: MessagePage,
    options: { noFocus: boolean },
  ): Promise<ApiResult<{ comments: unknown[]; has_more: boolean }>>
  postMessage(chatId: number, message: NewMessage): Promise<ApiResult<{ comment: unknown }>>
  startInfo(chatId: number): Promise<StartInfo | null>
  markRead(chatId: number, seq: number | null): Promise<boolean>
}

const signedIn = { needsLogin: true } as const

function pageParams(page: MessagePage): Record<string, unknown> {
  if ('latest' in page) return { reverse: 1 }
  if ('newerThan' in page) return { before_id: page.newerThan }
  return { after_id: page.olderThan }
}

const START_INFO = /* GraphQL */ `
  query ChatStartInfo($id: Int!) {
    viewer { persona { type id } }
    chat(id: $id) { lastSeq }
  }
`

const MARK_READ = /* GraphQL */ `
  mutation ChatMarkRead($chatId: Int!, $seq: Int) {
    markChatRead(chatId: $chatId, seq: $seq) { chatId readSeq }
  }
`

// spec part 7, "Chat": the /api rows, plus two GraphQL calls the REST rows have no field for
export const chatApi: ChatApi = {
  listChats: () => apiCall('user_chats_list', {}, signedIn),
  createChat: (targets, shopperEventId) =>
    apiCall(
      'user_chat_create',
      { targets, ...(shopperEventId ? { shopper_event_id: shopperEventId } : {}) },
      signedIn,
    ),
  getChat: (chatId, shopperEventId) =>
    apiCall(
      'user_chat_get',
      { chat_id: chatId, ...(shopperEventId ? { shopper_event_id: shopperEventId } : {}) },
      signedIn,
    ),
  unreadCount: () => apiCall('user_chats_unread_count', { no_cache: 1 }, signedIn),
  listMessages: (chatId, page, { noFocus }) =>
    apiCall(
      'universal_comments_list',
      {
        source_type: 'chat',
        source_id: chatId,
        limit: LIMITS.chatFirstLoadCount,
        ...pageParams(page),
        ...(noFocus ? { no_focus: 'yes' } : {}),
      },
      signedIn,
    ),
  postMessage: (chatId, message) =>
    apiCall(
      'universal_comments_create',
      {
        source_type: 'chat',
        source_id: chatId,
        city_id: null,
        comment: message.text,
        photo_ids: message.photoIds.join(','),
        client_message_id: message.clientMessageId,
      },
      signedIn,
    ),
  async startInfo(chatId) {
    try {
      const { data } = await graphqlRequest<
        { viewer: { persona: PersonaRef } | null; chat: { lastSeq: number } | null },
        { id: number }
      >(START_INFO, { id: chatId })
      return {
        persona: data?.viewer?.persona ?? null,
        lastSeq: typeof data?.chat?.lastSeq === 'number' ? data.chat.lastSeq : null,
      }
    } catch {
      return null
    }
  },
  async markRead(chatId, seq) {
    try {
      const { data } = await graphqlRequest<unknown, { chatId: number; seq: number | null }>(MARK_READ, {
        chatId,
        seq,
      })
      return data !== null
    } catch {
      return false
    }
  },
}
