import { graphqlRequest } from '@showroom/graphql-client/fetch'
import type { NotificationsApi } from '../model/notifications-panel.ts'
import type { NotificationPageData } from '../model/notification-types.ts'

const PLACE = 'name detailUrl logoUrl'

const LIST = /* GraphQL */ `
  query FeedNotifications($from: Int!) {
    notifications(limitFrom: $from) {
      notifications {
        id kind seq seen actorCount messageCount chatId updatedAt
        actors { type id user { id fullName url profileIconUrl friendState } designer { ${PLACE} } venue { ${PLACE} } }
        comment { id type event { name detailUrl } sourceUser { fullName url } }
        event { name detailUrl }
      }
      hasMore unseenCount latestSeq
    }
  }
`

const COUNT = /* GraphQL */ `
  query FeedUnseenNotifications { unseenNotificationCount }
`

const MARK_SEEN = /* GraphQL */ `
  mutation FeedMarkNotificationsSeen($upToSeq: Int) {
    markNotificationsSeen(upToSeq: $upToSeq) { unseenCount latestSeq }
  }
`

export const COUNT_CHANGED = /* GraphQL */ `
  subscription FeedNotificationCount { notificationCountChanged { unseenCount latestSeq } }
`

export interface BellApi extends NotificationsApi {
  unseenCount(): Promise<number | null>
}

// the bell reads the notifications subgraph itself (ADR 0019): kinds and actors to word each line in
// the page's language and to accept a friend request; user_notifications_list words them in English
// for legacy clients
export const notificationsApi: BellApi = {
  async list(limitFrom) {
    try {
      const { data } = await graphqlRequest<{ notifications: NotificationPageData }, { from: number }>(LIST, {
        from: limitFrom,
      })
      return data?.notifications ?? null
    } catch {
      return null
    }
  },
  async markSeen(upToSeq) {
    try {
      const { data } = await graphqlRequest<
        { markNotificationsSeen: { unseenCount: number } },
        { upToSeq: number }
      >(MARK_SEEN, { upToSeq })
      return data?.markNotificationsSeen?.unseenCount ?? null
    } catch {
      return null
    }
  },
  async unseenCount() {
    try {
      const { data } = await graphqlRequest<{ unseenNotificationCount: number }>(COUNT)
      return typeof data?.unseenNotificationCount === 'number' ? data.unseenNotificationCount : null
    } catch {
      return null
    }
  },
}
