import { z } from 'zod'
import { defineEndpoint, type RestEndpoint } from '../endpoint.ts'
import { describePersona, PERSONA_SELECTION, type PersonaData } from './chat.endpoints.ts'
import {
  intId,
  MEDIA_FRAGMENT,
  type MediaData,
  mediaJson,
  optional,
  photoIds,
  USER_SELECTION,
  type UserData,
  userJson,
} from './comments.endpoints.ts'
import { flag, text } from './fields.ts'

// chat's own page size limit; a bigger universal limit is clamped to it, as the comments lists do
const MAX_PAGE = 100

const MESSAGE_FIELDS = `fragment ChatMessageFields on ChatMessage {
  id chatId seq text photoIds clientMessageId createdAt createdSince createdDiff
  authorUser ${USER_SELECTION}
  author ${PERSONA_SELECTION}
  media { ...CommentMedia }
}
${MEDIA_FRAGMENT}`

interface MessageData {
  id: number
  chatId: number
  seq: number
  text: string
  photoIds: number[]
  clientMessageId: string | null
  createdAt: string
  createdSince: string
  createdDiff: number
  authorUser: UserData
  author: PersonaData
  media: (MediaData | null)[]
}

// a chat message as a universal Comment (spec part 3) of source_type chat: the author's user, the
// persona it was written as (with its name, logo and page), its media and age. seq, created_at and
// client_message_id are chat's own additions
function messageJson(m: MessageData): Record<string, unknown> {
  const persona = describePersona(m.author)
  return {
    id: m.id,
    comment_type: 'universal',
    comment: m.text,
    mentions: [],
    user: userJson(m.authorUser),
    display_as: {
      type: m.author.type,
      id: m.author.id,
      name: persona.name,
      icon_url: persona.icon,
      url: persona.url,
    },
    display_name: persona.name,
    display_url: persona.url,
    display_icon_url: persona.icon,
    display_id: m.author.id,
    display_type: m.author.type,
    media: m.media.flatMap((item) => (item ? [mediaJson(item)] : [])),
    photo_ids: m.photoIds,
    poll: null,
    reply_count: 0,
    like_count: 0,
    liked_count: 0,
    is_liked: false,
    created_since: m.createdSince,
    created_diff: m.createdDiff,
    is_featured: false,
    is_global: false,
    is_all_cities: false,
    event_id: null,
    flash_sale_id: null,
    reply_to_id: null,
    city_id: null,
    source_type: 'chat',
    source_id: m.chatId,
    source: null,
    can_delete: false,
    can_moderate: false,
    seq: m.seq,
    created_at: m.createdAt,
    client_message_id: m.clientMessageId,
  }
}

const chatSource = { source_type: text(20), source_id: intId() }

const create = defineEndpoint({
  name: 'universal_comments_create',
  method: 'POST',
  auth: 'required',
  partialUnder: ['media'],
  summary: 'A chat message (source_type chat, source_id the chat id): values.comment.',
  input: z.object({
    ...chatSource,
    comment: optional(z.string().max(20_000, 'must be at most 20000 characters')),
    photo_ids: photoIds(),
    // a retry with the same id answers the first message instead of posting another
    client_message_id: optional(text(100)),
  }),
  operation: `mutation ChatMessageCreate($chatId: Int!, $text: String, $photoIds: [Int!], $clientMessageId: String) {
    postChatMessage(chatId: $chatId, text: $text, photoIds: $photoIds, clientMessageId: $clientMessageId) {
      ...ChatMessageFields
    }
  }
  ${MESSAGE_FIELDS}`,
  variables: (input) => ({
    chatId: input.source_id,
    text: input.comment,
    photoIds: input.photo_ids,
    clientMessageId: input.client_message_id,
  }),
  result: (data: { postChatMessage: MessageData }) => ({
    values: { comment: messageJson(data.postChatMessage) },
  }),
})

const listInput = z.object({
  ...chatSource,
  limit: optional(intId()),
  // message ids: before_id is the highest seen (newer ones come), after_id the lowest (older ones)
  before_id: optional(intId()),
  after_id: optional(intId()),
  reverse: optional(flag()),
  no_focus: optional(text(10)),
})

type ListInput = z.output<typeof listInput>
type PageData = { chatMessages: { messages: MessageData[]; hasMore: boolean } }

const list = defineEndpoint<ListInput, PageData>({
  name: 'universal_comments_list',
  method: 'POST',
  auth: 'required',
  partialUnder: ['media'],
  summary:
    "A chat's messages (source_type chat): newest first, oldest first with reverse=1; before_id = newer than, after_id = older than; marks them read unless no_focus=yes. values.comments, has_more.",
  input: listInput,
  operation: `query ChatMessagesList($chatId: Int!, $afterId: Int, $beforeId: Int, $limit: Int) {
    chatMessages(chatId: $chatId, afterId: $afterId, beforeId: $beforeId, limit: $limit) {
      messages { ...ChatMessageFields }
      hasMore
    }
  }
  ${MESSAGE_FIELDS}`,
  variables: (input) => ({
    chatId: input.source_id,
    afterId: input.before_id,
    beforeId: input.after_id,
    limit: Math.min(input.limit ?? 20, MAX_PAGE),
  }),
  // the window has the focus: what it was just shown is read, and the other devices' badges follow
  followUp: (data, input) => {
    const newest = data.chatMessages.messages.at(-1)
    if (input.no_focus?.trim().toLowerCase() === 'yes' || !newest) return null
    return {
      operation: `mutation ChatMessagesRead($chatId: Int!, $seq: Int!) {
        markChatRead(chatId: $chatId, seq: $seq) { readSeq }
      }`,
      variables: { chatId: input.source_id, seq: newest.seq },
    }
  },
  // chat answers oldest first, the universal lists newest first unless reverse
  result: (data, input) => {
    const comments = data.chatMessages.messages.map(messageJson)
    return {
      values: {
        comments: input.reverse ? comments : comments.reverse(),
        has_more: data.chatMessages.hasMore,
      },
    }
  },
})

const chatMessageRows: Record<string, RestEndpoint> = {
  universal_comments_create: create as unknown as RestEndpoint,
  universal_comments_list: list as unknown as RestEndpoint,
}

// universal comments of source_type chat are chat messages: these rows answer them, with chat's login
// rule, input and privacy
export function routeChatSource(rows: readonly RestEndpoint[]): RestEndpoint[] {
  return rows.map((row) => {
    const chatRow = chatMessageRows[row.name]
    if (!chatRow) return row
    return {
      ...row,
      route: (payload) =>
        typeof payload.source_type === 'string' && payload.source_type.trim().toLowerCase() === 'chat'
          ? chatRow
          : null,
    }
  })
}
