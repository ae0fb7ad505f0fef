// the words of an item's title line and age, in each page language. `{target}` and `{what}` are
// filled with already-escaped HTML; the words themselves hold no markup
export type Locale = 'en' | 'zh'

export interface TitleWords {
  anonymous: string
  photo: string
  video: string
  commentedOn: string
  commentedOnFlashSale: string
  postedUpdate: string
  wroteOnProfile: string
  postedInCommunity: string
  postedMedia: string
  postedMediaOnProfile: string
  postedMediaFromFlashSale: string
  postedMediaFrom: string
  // {sharer} and {said} are whole HTML pieces
  shared: string
  justNow: string
  ago: Record<'year' | 'month' | 'week' | 'day' | 'hour' | 'minute', (n: number) => string>
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`

export const TITLE_WORDS: Record<Locale, TitleWords> = {
  en: {
    anonymous: 'Anonymous',
    photo: 'a photo',
    video: 'a video',
    commentedOn: 'commented on {target}',
    commentedOnFlashSale: 'commented on a flash sale',
    postedUpdate: 'posted an update',
    wroteOnProfile: "wrote on {target}'s profile",
    postedInCommunity: 'posted in the community',
    postedMedia: 'posted {what}',
    postedMediaOnProfile: "posted {what} on {target}'s profile",
    postedMediaFromFlashSale: 'posted {what} from a flash sale',
    postedMediaFrom: 'posted {what} from {target}',
    shared: '{sharer} shared a post: {said}',
    justNow: 'Just now',
    ago: {
      year: (n) => plural(n, 'year'),
      month: (n) => plural(n, 'month'),
      week: (n) => plural(n, 'week'),
      day: (n) => plural(n, 'day'),
      hour: (n) => plural(n, 'hour'),
      minute: (n) => plural(n, 'minute'),
    },
  },
  zh: {
    anonymous: '匿名用户',
    photo: '一张照片',
    video: '一段视频',
    commentedOn: '评论了 {target}',
    commentedOnFlashSale: '评论了一场限时特卖',
    postedUpdate: '发布了动态',
    wroteOnProfile: '在 {target} 的主页上留言',
    postedInCommunity: '在社区发帖',
    postedMedia: '发布了{what}',
    postedMediaOnProfile: '在 {target} 的主页上发布了{what}',
    postedMediaFromFlashSale: '发布了限时特卖的{what}',
    postedMediaFrom: '发布了来自 {target} 的{what}',
    shared: '{sharer} 分享了一条动态：{said}',
    justNow: '刚刚',
    ago: {
      year: (n) => `${n}年前`,
      month: (n) => `${n}个月前`,
      week: (n) => `${n}周前`,
      day: (n) => `${n}天前`,
      hour: (n) => `${n}小时前`,
      minute: (n) => `${n}分钟前`,
    },
  },
}

// fills {name} slots with the given pieces, in one pass so a piece is never read as a slot
export function fill(template: string, pieces: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => pieces[name] ?? slot)
}

export const localeOf = (locale: string | null | undefined): Locale => (locale === 'zh' ? 'zh' : 'en')
