import type { NotificationActor, NotificationData } from './notification-types.ts'

export type Translate = (key: string, options?: Record<string, unknown>) => string

const nameOf = (actor: NotificationActor | undefined, t: Translate) =>
  actor?.user?.fullName ?? actor?.designer?.name ?? actor?.venue?.name ?? t('notifications.someone')

// "Ava", "Ava and Ben", "Ava and 3 others": as the /api row words it, in the page's language
export function whoDidIt(actors: readonly NotificationActor[], count: number, t: Translate): string {
  const first = nameOf(actors[0], t)
  if (count <= 1) return first
  if (count === 2 && actors[1]) return t('notifications.who.two', { first, second: nameOf(actors[1], t) })
  return t('notifications.who.others', { first, count: count - 1 })
}

// Chinese words meeting a Latin name or a number get a space between them ("Ben Okafor 回复了你的评论"),
// as the feed's titles are set; the Chinese messages themselves carry none, so Chinese names still
// read "王伟回复了你的评论"
const HAN = '\\p{Script=Han}'
const LATIN_THEN_HAN = new RegExp(`([A-Za-z0-9])(${HAN})`, 'gu')
const HAN_THEN_LATIN = new RegExp(`(${HAN})([A-Za-z0-9])`, 'gu')
export const spaceLatinFromHan = (text: string): string =>
  text.replace(LATIN_THEN_HAN, '$1 $2').replace(HAN_THEN_LATIN, '$1 $2')

// the line that says what happened
export function notificationTitle(n: NotificationData, t: Translate): string {
  if (n.kind === 'event_cancelled')
    return spaceLatinFromHan(t('notifications.what.event_cancelled', { event: n.event?.name ?? '' }))
  const who = whoDidIt(n.actors ?? [], n.actorCount, t)
  if (n.kind === 'chat_message')
    return spaceLatinFromHan(
      n.messageCount > 1
        ? t('notifications.what.chat_messages', { who, count: n.messageCount })
        : t('notifications.what.chat_message', { who }),
    )
  return spaceLatinFromHan(t(`notifications.what.${n.kind}`, { who }))
}

// the second line: where it happened, when there is a place to name
export function notificationPlace(n: NotificationData, t: Translate): string {
  if (n.comment?.event) return n.comment.event.name
  if (n.comment?.sourceUser) return t('notifications.where.profile', { name: n.comment.sourceUser.fullName })
  return ''
}

// spec part 2: the page url plus #pec=, #pfc= or #puc= opens the comment itself
const FRAGMENT: Record<string, string> = { event: 'pec', flash: 'pfc', universal: 'puc' }

// where a notification leads (the same links user_notifications_list answers)
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

// the picture beside it: the first actor's icon or logo
export function notificationIcon(n: NotificationData): { url: string | null; name: string } {
  const actor = n.actors?.[0]
  return {
    url: actor?.user?.profileIconUrl ?? actor?.designer?.logoUrl ?? actor?.venue?.logoUrl ?? null,
    name: actor?.user?.fullName ?? actor?.designer?.name ?? actor?.venue?.name ?? '',
  }
}

// a friend request still waiting for the viewer: it can be accepted from the panel
export function acceptableRequest(n: NotificationData): number | null {
  if (n.kind !== 'friend_request') return null
  const user = n.actors?.[0]?.user
  return user && user.friendState === 'received' ? user.id : null
}
