import { describe, expect, it } from '@jest/globals'
import { namespaceT } from '@showroom/i18n'
import '../messages.ts'
import { NS } from '../messages.ts'
import {
  acceptableRequest,
  notificationPlace,
  notificationTitle,
  notificationUrl,
  spaceLatinFromHan,
  type Translate,
} from './notification-text.ts'
import type { NotificationActor, NotificationData } from './notification-types.ts'

const actor = (name: string, extra: Partial<NotificationActor['user'] & object> = {}): NotificationActor => ({
  type: 'user',
  id: extra.id ?? 1,
  user: {
    id: extra.id ?? 1,
    fullName: name,
    url: `/user/${name.toLowerCase()}`,
    profileIconUrl: null,
    friendState: extra.friendState ?? 'none',
  },
  designer: null,
  venue: null,
})

const note = (extra: Partial<NotificationData>): NotificationData => ({
  id: 1,
  kind: 'comment_like',
  seq: 1,
  seen: false,
  actorCount: 1,
  messageCount: 0,
  chatId: null,
  actors: [actor('Ava')],
  comment: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
})

const inLanguage = (lng: 'en' | 'zh'): Translate => {
  const t = namespaceT(NS)
  return (key, options) => t(key, { ...options, lng })
}
const en = inLanguage('en')
const zh = inLanguage('zh')

describe('the words of a notification', () => {
  it('names who did it as the /api row does: one, two, or the first and the number of others', () => {
    expect(notificationTitle(note({}), en)).toBe('Ava liked your comment')
    expect(notificationTitle(note({ actorCount: 2, actors: [actor('Ava'), actor('Ben')] }), en)).toBe(
      'Ava and Ben liked your comment',
    )
    expect(notificationTitle(note({ actorCount: 2, actors: [actor('Ava')] }), en)).toBe(
      'Ava and 1 other liked your comment',
    )
    expect(notificationTitle(note({ actorCount: 4, actors: [actor('Ava'), actor('Ben')] }), en)).toBe(
      'Ava and 3 others liked your comment',
    )
    expect(notificationTitle(note({ actors: [] }), en)).toBe('Someone liked your comment')
  })

  it('sets Latin names and numbers apart from Chinese words, and leaves Chinese names as they are', () => {
    expect(spaceLatinFromHan('Ben Okafor和Oren Garcia回复了你的评论')).toBe(
      'Ben Okafor 和 Oren Garcia 回复了你的评论',
    )
    expect(spaceLatinFromHan('Ava给你发了 3 条消息')).toBe('Ava 给你发了 3 条消息')
    expect(spaceLatinFromHan('王伟回复了你的评论')).toBe('王伟回复了你的评论')
    expect(spaceLatinFromHan('Ava replied to your comment')).toBe('Ava replied to your comment')
  })

  it('says what happened for every kind, in English and in Chinese', () => {
    const kinds: [NotificationData['kind'], string, string][] = [
      ['comment_reply', 'Ava replied to your comment', 'Ava 回复了你的评论'],
      ['comment_mention', 'Ava mentioned you in a comment', 'Ava 在评论中提到了你'],
      ['user_follow', 'Ava started following you', 'Ava 关注了你'],
      ['friend_request', 'Ava sent you a friend request', 'Ava 向你发送了好友请求'],
      ['friend_accept', 'Ava accepted your friend request', 'Ava 接受了你的好友请求'],
    ]
    for (const [kind, english, chinese] of kinds) {
      expect(notificationTitle(note({ kind }), en)).toBe(english)
      expect(notificationTitle(note({ kind }), zh)).toBe(chinese)
    }
    expect(notificationTitle(note({ kind: 'chat_message', messageCount: 1 }), en)).toBe(
      'Ava sent you a message',
    )
    expect(notificationTitle(note({ kind: 'chat_message', messageCount: 3 }), en)).toBe(
      'Ava sent you 3 messages',
    )
    const cancelled = note({
      kind: 'event_cancelled',
      actors: [],
      event: { name: 'Spring Sale', detailUrl: '/e/' },
    })
    expect(notificationTitle(cancelled, en)).toBe('Spring Sale, which you are going to, was cancelled')
    expect(notificationTitle(cancelled, zh)).toBe('你要参加的活动 Spring Sale 已取消')
  })

  it('links to the comment with its fragment, the chat, or the person', () => {
    const event = { name: 'Spring Sale', detailUrl: '/london/event/spring-sale/' }
    expect(notificationUrl(note({ comment: { id: 7, type: 'event', event, sourceUser: null } }))).toBe(
      '/london/event/spring-sale/#pec=7',
    )
    expect(
      notificationUrl(
        note({
          comment: {
            id: 8,
            type: 'universal',
            event: null,
            sourceUser: { fullName: 'Ben', url: '/user/ben' },
          },
        }),
      ),
    ).toBe('/user/ben#puc=8')
    expect(notificationUrl(note({ comment: { id: 9, type: 'flash', event: null, sourceUser: null } }))).toBe(
      '/#pfc=9',
    )
    expect(notificationUrl(note({ kind: 'chat_message', chatId: 12 }))).toBe('/c/12/')
    expect(notificationUrl(note({ kind: 'event_cancelled', actors: [], event }))).toBe(
      '/london/event/spring-sale/',
    )
    expect(notificationUrl(note({ kind: 'user_follow' }))).toBe('/user/ava')
    expect(notificationPlace(note({ comment: { id: 7, type: 'event', event, sourceUser: null } }), en)).toBe(
      'Spring Sale',
    )
    expect(
      notificationPlace(
        note({
          comment: { id: 8, type: 'universal', event: null, sourceUser: { fullName: 'Ben', url: null } },
        }),
        en,
      ),
    ).toBe("Ben's profile")
  })

  it('offers to accept a friend request only while it is still waiting for the viewer', () => {
    expect(
      acceptableRequest(
        note({ kind: 'friend_request', actors: [actor('Ava', { id: 4, friendState: 'received' })] }),
      ),
    ).toBe(4)
    expect(
      acceptableRequest(
        note({ kind: 'friend_request', actors: [actor('Ava', { id: 4, friendState: 'friends' })] }),
      ),
    ).toBeNull()
    expect(
      acceptableRequest(
        note({ kind: 'user_follow', actors: [actor('Ava', { id: 4, friendState: 'received' })] }),
      ),
    ).toBeNull()
  })
})
