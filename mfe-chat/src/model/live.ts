// the page's one GraphQL WebSocket and its states live in @showroom/graphql-client, shared with the bell
export type { LiveConnection, LiveSink, LiveStatus } from '@showroom/graphql-client/live'

export const CHAT_MESSAGE_ADDED = /* GraphQL */ `
  subscription ChatMessageAdded($chatId: Int!, $afterSeq: Int!) {
    chatMessageAdded(chatId: $chatId, afterSeq: $afterSeq) {
      id
      chatId
      seq
      text
      createdAt
      author {
        type
        id
        user { fullName profileIconUrl url }
        designer { name logoUrl detailUrl }
        venue { name logoUrl detailUrl }
      }
      media { id resourceType widthPx heightPx previewUrl thumbUrl hlsUrl mp4 processed }
    }
  }
`

export const CHAT_ACTIVITY = /* GraphQL */ `
  subscription ChatActivity {
    chatActivity { chatId seq unreadTotal }
  }
`
