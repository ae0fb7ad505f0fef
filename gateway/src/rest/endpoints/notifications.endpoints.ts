import { z } from 'zod'
import { defineEndpoint, type RestEndpoint } from '../endpoint.ts'
import {
  type Locale,
  NOTIFICATION_WORDS,
  type NotificationKind,
  type NotificationWords,
} from './notification-words.ts'

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
  kind: NotificationKind
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
  // event_cancelled: the event
  event: { name: string; detailUrl: string } | null
}

const ACTOR = 'type user { fullName url } designer { name detailUrl } venue { name detailUrl }'

// names come from each actor's own service at read time: a renamed member reads renamed everywhere
const nameOf = (actor: Actor | undefined, words: NotificationWords) =>
  actor?.user?.fullName ?? actor?.designer?.name ?? actor?.venue?.name ?? words.someone

// "Ava", "Ava and Ben", "Ava and 3 others"
export function whoDidIt(actors: readonly Actor[], count: number, locale: Locale = 'en'): string {
  const words = NOTIFICATION_WORDS[locale]
  const first = nameOf(actors[0], words)
  if (count <= 1) return first
  if (count === 2 && actors[1]) return words.two(first, nameOf(actors[1], words))
  return words.others(first, count - 1)
}

function titleOf(n: NotificationData, locale: Locale): string {
  const words = NOTIFICATION_WORDS[locale]
  if (n.kind === 'event_cancelled') return words.eventCancelled
  const who = whoDidIt(n.actors ?? [], n.actorCount, locale)
  return `${who} ${n.kind === 'chat_message' ? words.messages(n.messageCount) : words.what[n.kind]}`
}

// spec part 2: the page url plus #pec=, #pfc= or #puc= opens the comment itself
const FRAGMENT: Record<string, string> = { event: 'pec', flash: 'pfc', universal: 'puc' }

export function notificationUrl(n: NotificationData): string {
  if (n.kind === 'chat_message') return n.chatId ? `/c/${n.chatId}/` : '/'
  if (n.kind === 'event_cancelled') return n.event?.detailUrl ?? '/'
  if (n.kind === 'user_follow' || n.kind === 'friend_request' || n.kind === 'friend_accept')
    return n.actors?.[0]?.user?.url ?? '/'
  const comment = n.comment
  if (!comment) return '/'
  const page = comment.event?.detailUrl ?? comment.sourceUser?.url ?? '/'
  return `${page}#${FRAGMENT[comment.type] ?? 'puc'}=${comment.id}`
}

// the second line: where it happened, when there is a place to name
function whereItHappened(n: NotificationData, locale: Locale): string {
  if (n.event) return n.event.name
  if (n.comment?.event) return n.comment.event.name
  if (n.comment?.sourceUser) return NOTIFICATION_WORDS[locale].profile(n.comment.sourceUser.fullName)
  return ''
}

export function notificationJson(n: NotificationData, locale: Locale = 'en') {
  return {
    id: n.id,
    url: notificationUrl(n),
    title: titleOf(n, locale),
    message: whereItHappened(n, locale),
    seen: n.seen,
  }
}

const userNotificationsList = defineEndpoint({
  name: 'user_notifications_list',
  method: 'POST',
  auth: 'required',
  summary:
    "The signed-in member's notifications, newest first, 9 from position limit_from: values.notifications (id, url, title, message, seen), has_more. Titles and places follow the page language (locale cookie, else Accept-Language). Reading does not mark them seen.",
  input: z.object({ limit_from: limitFrom() }),
  operation: `query UserNotificationsList($from: Int!) {
    notifications(limitFrom: $from) {
      notifications {
        id kind seen actorCount messageCount chatId
        actors { ${ACTOR} }
        comment { id type event { name detailUrl } sourceUser { fullName url } }
        event { name detailUrl }
      }
      hasMore
    }
  }`,
  variables: (input) => ({ from: input.limit_from }),
  result: (
    data: { notifications: { notifications: NotificationData[]; hasMore: boolean } },
    _input,
    ctx,
  ) => ({
    values: {
      notifications: data.notifications.notifications.map((n) => notificationJson(n, ctx.locale)),
      has_more: data.notifications.hasMore,
    },
  }),
  // an actor or page another service no longer knows leaves a plainer title or link, not a failure
  partialUnder: ['actors', 'comment', 'event'],
})

// spec part 7, "Social and account": the header bell's list
export const notificationsEndpoints: RestEndpoint[] = [userNotificationsList] as RestEndpoint[]
