import { z } from 'zod'
import { defineEndpoint, type RestEndpoint } from '../endpoint.ts'

const GRAPHQL_INT_MAX = 2_147_483_647

// a number or digit string, as legacy clients send it; empty means the first page
const limitFrom = () =>
  z
    .union(
      [z.literal(''), z.null(), z.number().int().nonnegative(), z.string().regex(/^\d+$/).transform(Number)],
      {
        error: 'must be a whole number, 0 or more',
      },
    )
    .optional()
    .transform((value) => (value === '' || value === null || value === undefined ? 0 : value))
    .pipe(z.number().max(GRAPHQL_INT_MAX, 'must be a whole number, 0 or more'))

interface Actor {
  type: string
  user: { fullName: string; url: string | null } | null
  designer: { name: string; detailUrl: string } | null
  venue: { name: string; detailUrl: string } | null
}

interface NotificationData {
  id: number
  kind:
    | 'comment_reply'
    | 'comment_like'
    | 'comment_mention'
    | 'user_follow'
    | 'friend_request'
    | 'friend_accept'
    | 'chat_message'
  seen: boolean
  actorCount: number
  messageCount: number
  chatId: number | null
  actors: Actor[] | null
  comment: {
    id: number
    type: string
    event: { name: string; detailUrl: string } | null
    sourceUser: { fullName: string; url: string | null } | null
  } | null
}

const ACTOR = 'type user { fullName url } designer { name detailUrl } venue { name detailUrl }'

// names come from each actor's own service at read time: a renamed member reads renamed everywhere
const nameOf = (actor: Actor | undefined) =>
  actor?.user?.fullName ?? actor?.designer?.name ?? actor?.venue?.name ?? 'Someone'

// "Ava", "Ava and Ben", "Ava and 3 others"
export function whoDidIt(actors: readonly Actor[], count: number): string {
  const first = nameOf(actors[0])
  if (count <= 1) return first
  if (count === 2) return `${first} and ${actors[1] ? nameOf(actors[1]) : '1 other'}`
  return `${first} and ${count - 1} others`
}

const WHAT: Record<NotificationData['kind'], (n: NotificationData) => string> = {
  comment_reply: () => 'replied to your comment',
  comment_like: () => 'liked your comment',
  comment_mention: () => 'mentioned you in a comment',
  user_follow: () => 'started following you',
  friend_request: () => 'sent you a friend request',
  friend_accept: () => 'accepted your friend request',
  chat_message: (n) => (n.messageCount > 1 ? `sent you ${n.messageCount} messages` : 'sent you a message'),
}

// spec part 2: the page url plus #pec=, #pfc= or #puc= opens the comment itself
const FRAGMENT: Record<string, string> = { event: 'pec', flash: 'pfc', universal: 'puc' }

export function notificationUrl(n: NotificationData): string {
  if (n.kind === 'chat_message') return n.chatId ? `/c/${n.chatId}/` : '/'
  if (n.kind === 'user_follow' || n.kind === 'friend_request' || n.kind === 'friend_accept')
    return n.actors?.[0]?.user?.url ?? '/'
  const comment = n.comment
  if (!comment) return '/'
  const page = comment.event?.detailUrl ?? comment.sourceUser?.url ?? '/'
  return `${page}#${FRAGMENT[comment.type] ?? 'puc'}=${comment.id}`
}

// the second line: where it happened, when there is a place to name
function whereItHappened(n: NotificationData): string {
  if (n.comment?.event) return n.comment.event.name
  if (n.comment?.sourceUser) return `${n.comment.sourceUser.fullName}'s profile`
  return ''
}

export function notificationJson(n: NotificationData) {
  return {
    id: n.id,
    url: notificationUrl(n),
    title: `${whoDidIt(n.actors ?? [], n.actorCount)} ${WHAT[n.kind](n)}`,
    message: whereItHappened(n),
    seen: n.seen,
  }
}

const userNotificationsList = defineEndpoint({
  name: 'user_notifications_list',
  method: 'POST',
  auth: 'required',
  summary:
    "The signed-in member's notifications, newest first, 9 from position limit_from: values.notifications (id, url, title, message, seen), has_more. Reading does not mark them seen.",
  input: z.object({ limit_from: limitFrom() }),
  operation: `query UserNotificationsList($from: Int!) {
    notifications(limitFrom: $from) {
      notifications {
        id kind seen actorCount messageCount chatId
        actors { ${ACTOR} }
        comment { id type event { name detailUrl } sourceUser { fullName url } }
      }
      hasMore
    }
  }`,
  variables: (input) => ({ from: input.limit_from }),
  result: (data: { notifications: { notifications: NotificationData[]; hasMore: boolean } }) => ({
    values: {
      notifications: data.notifications.notifications.map(notificationJson),
      has_more: data.notifications.hasMore,
    },
  }),
  // an actor or page another service no longer knows leaves a plainer title or link, not a failure
  partialUnder: ['actors', 'comment'],
})

// spec part 7, "Social and account": the header bell's list
export const notificationsEndpoints: RestEndpoint[] = [userNotificationsList] as RestEndpoint[]
