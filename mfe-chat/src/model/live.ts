import type { Observable } from 'rxjs'

// 'live': the WebSocket is open and acknowledged; 'down': it could not open or dropped (the client
// polls meanwhile); 'connecting': the first attempt is under way
export type LiveStatus = 'connecting' | 'live' | 'down'

export interface LiveSink<T> {
  next(data: T): void
  // the server refused the subscription (or the stream broke): the caller polls instead
  error(error: unknown): void
}

// the page's one GraphQL WebSocket, as chat uses it
export interface LiveConnection {
  readonly status$: Observable<LiveStatus>
  status(): LiveStatus
  // a subscription over the open socket; the returned function stops it. Callers subscribe again
  // with their latest cursor each time the status comes back to 'live'
  subscribe<T>(query: string, variables: Record<string, unknown>, sink: LiveSink<T>): () => void
  // a new socket (the acting persona changed: the server reads who we are when it opens)
  restart(): void
  dispose(): void
}

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
