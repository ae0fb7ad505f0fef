// the words of user_notifications_list's titles and places, in the page's language (ADR 13). The bell
// in mfe-feed words the same notifications from its own messages file
export type Locale = 'en' | 'zh'

export type NotificationKind =
  | 'comment_reply'
  | 'comment_like'
  | 'comment_mention'
  | 'user_follow'
  | 'friend_request'
  | 'friend_accept'
  | 'chat_message'
  | 'event_cancelled'

export interface NotificationWords {
  someone: string
  two: (first: string, second: string) => string
  others: (first: string, count: number) => string
  what: Record<Exclude<NotificationKind, 'chat_message' | 'event_cancelled'>, string>
  messages: (count: number) => string
  // an event the member is going to; its name is the message line
  eventCancelled: string
  profile: (name: string) => string
}

export const NOTIFICATION_WORDS: Record<Locale, NotificationWords> = {
  en: {
    someone: 'Someone',
    two: (first, second) => `${first} and ${second}`,
    others: (first, count) => `${first} and ${count} ${count === 1 ? 'other' : 'others'}`,
    what: {
      comment_reply: 'replied to your comment',
      comment_like: 'liked your comment',
      comment_mention: 'mentioned you in a comment',
      user_follow: 'started following you',
      friend_request: 'sent you a friend request',
      friend_accept: 'accepted your friend request',
    },
    messages: (count) => (count > 1 ? `sent you ${count} messages` : 'sent you a message'),
    eventCancelled: 'An event you are going to has been cancelled',
    profile: (name) => `${name}'s profile`,
  },
  zh: {
    someone: '有人',
    two: (first, second) => `${first} 和 ${second}`,
    others: (first, count) => `${first} 和其他 ${count} 人`,
    what: {
      comment_reply: '回复了你的评论',
      comment_like: '赞了你的评论',
      comment_mention: '在评论中提到了你',
      user_follow: '开始关注你',
      friend_request: '向你发送了好友请求',
      friend_accept: '接受了你的好友请求',
    },
    messages: (count) => (count > 1 ? `给你发了 ${count} 条消息` : '给你发了一条消息'),
    eventCancelled: '你要参加的活动已取消',
    profile: (name) => `${name} 的主页`,
  },
}
