import { z } from 'zod'
import { defineEndpoint, type RestEndpoint } from '../endpoint.ts'
import { intId, optional } from './comments.endpoints.ts'
import { flag, text } from './fields.ts'

// a start refused for want of pro opens the pro-upgrade overlay (spec part 6: meta step 2)
const stepFor = (code: string) => (code === 'CHAT_ERR_PRO_REQUIRED' ? 2 : undefined)

export const PERSONA_SELECTION =
  '{ type id user { fullName profileIconUrl url } designer { name logoUrl detailUrl } venue { name logoUrl detailUrl } }'

interface Place {
  name: string
  logoUrl: string | null
  detailUrl: string | null
}

export interface PersonaData {
  type: string
  id: number
  user: { fullName: string; profileIconUrl: string | null; url: string | null } | null
  designer: Place | null
  venue: Place | null
}

// name, icon and page of a side of a chat; accounts names a member it no longer has 'Anonymous'
export function describePersona(persona: PersonaData): { name: string; icon: string; url: string } {
  const place = persona.designer ?? persona.venue
  if (place) return { name: place.name, icon: place.logoUrl ?? '', url: place.detailUrl ?? '' }
  const user = persona.user
  return { name: user?.fullName ?? 'Anonymous', icon: user?.profileIconUrl ?? '', url: user?.url ?? '' }
}

// spec part 3 "Chat": the title is the other side's name; an empty target_url removes the title link
function chatJson(chat: { id: number; target: PersonaData }) {
  const target = describePersona(chat.target)
  return {
    chat_id: chat.id,
    target_name: target.name,
    target_icon: target.icon,
    title: target.name,
    target_url: target.url,
  }
}

const target = z.object({ type: text(20), id: intId() })
// [{type, id}], the same as JSON text (a form field), or one target as form fields
// targets[0][type] / targets[0][id]
const targetList = z.union([
  z.array(target).max(10, 'must be at most 10 targets'),
  z
    .string()
    .max(2000, 'must be at most 2000 characters')
    .transform((json, ctx) => {
      try {
        return JSON.parse(json) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a list of {type, id}' })
        return z.NEVER
      }
    })
    .pipe(z.array(target).max(10, 'must be at most 10 targets')),
])

const startInput = z
  .object({
    targets: optional(targetList),
    'targets[0][type]': optional(text(20)),
    'targets[0][id]': optional(intId()),
    shopper_event_id: optional(intId()),
  })
  .transform((input, ctx) => {
    const formType = input['targets[0][type]']
    const formId = input['targets[0][id]']
    const targets =
      input.targets ?? (formType != null && formId != null ? [{ type: formType, id: formId }] : null)
    if (!targets || targets.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['targets'], message: 'must be given' })
      return z.NEVER
    }
    return { targets, shopperEventId: input.shopper_event_id }
  })

const chatCreate = defineEndpoint({
  name: 'user_chat_create',
  method: 'POST',
  auth: 'required',
  summary:
    'Start (or open) the chat with one target {type: user | designer | venue, id}, or {type: chat, id} for an existing one: values chat_id, target_name, target_icon, title, target_url. Pro needed to start one with a member (meta.step 2).',
  input: startInput,
  partialUnder: ['target'],
  stepFor,
  operation: `mutation UserChatCreate($targets: [ChatTargetInput!]!, $shopperEventId: Int) {
    startChat(targets: $targets, shopperEventId: $shopperEventId) { id target ${PERSONA_SELECTION} }
  }`,
  variables: (input) => ({ targets: input.targets, shopperEventId: input.shopperEventId }),
  result: (data: { startChat: { id: number; target: PersonaData } }) => ({
    values: chatJson(data.startChat),
  }),
})

const chatGet = defineEndpoint({
  name: 'user_chat_get',
  method: 'POST',
  auth: 'required',
  summary: "Open one of the viewer's chats: the same values as user_chat_create.",
  // shopper_event_id is accepted as the legacy apps send it; the chat keeps the one it started with
  input: z.object({ chat_id: intId(), shopper_event_id: optional(intId()) }),
  partialUnder: ['target'],
  operation: `query UserChatGet($id: Int!) { chat(id: $id) { id target ${PERSONA_SELECTION} } }`,
  variables: (input) => ({ id: input.chat_id }),
  result: (data: { chat: { id: number; target: PersonaData } }) => ({ values: chatJson(data.chat) }),
})

interface ChatListData {
  id: number
  entity: PersonaData
  unreadCount: number
  lastMessageAt: string | null
  lastMessageText: string | null
  createdAt: string
}

const unixSeconds = (iso: string) => Math.floor(Date.parse(iso) / 1000)

const chatsList = defineEndpoint({
  name: 'user_chats_list',
  method: 'POST',
  auth: 'required',
  summary:
    "The viewer's chats, latest activity first: values.chats (id, entity {type, id}, unread_count, last_message_timestamp, icon, title, last_message_text).",
  input: z.object({}),
  partialUnder: ['entity'],
  operation: `query UserChatsList {
    myChats { id unreadCount lastMessageAt lastMessageText createdAt entity ${PERSONA_SELECTION} }
  }`,
  result: (data: { myChats: ChatListData[] }) => ({
    values: {
      chats: data.myChats.map((chat) => {
        const entity = describePersona(chat.entity)
        return {
          id: chat.id,
          entity: { type: chat.entity.type, id: chat.entity.id },
          unread_count: chat.unreadCount,
          // a chat without messages yet sorts by when it was started
          last_message_timestamp: unixSeconds(chat.lastMessageAt ?? chat.createdAt),
          icon: entity.icon,
          title: entity.name,
          last_message_text: chat.lastMessageText ?? '',
        }
      }),
    },
  }),
})

const unreadCount = defineEndpoint({
  name: 'user_chats_unread_count',
  method: 'POST',
  auth: 'required',
  summary: "The header's chat count: values.unread_count, unread messages over all the viewer's chats.",
  // the count is exact and uncached, so no_cache changes nothing
  input: z.object({ no_cache: optional(flag()) }),
  operation: 'query UserChatsUnreadCount { chatUnreadCount }',
  result: (data: { chatUnreadCount: number }) => ({ values: { unread_count: data.chatUnreadCount } }),
})

export const chatEndpoints: RestEndpoint[] = [chatsList, chatCreate, chatGet, unreadCount] as RestEndpoint[]
