import type { Random } from '../random.ts'

// what members say under events; Hong Kong threads are mostly in Chinese
const TOP_EN = [
  'Went on the first morning: rails were full and the queue moved fast.',
  'Does anyone know if they take cards at the door?',
  'The tailoring is **unreal** for the price. Got a blazer at 60% off.',
  'Sizes run small this season, go one up on the knitwear.',
  'Is it worth going on the last day or will everything be gone?',
  'Staff were lovely and let me try everything on.',
  'Queue was short after 2pm if you want to avoid the rush.',
  'Picked up two silk shirts and a wool coat. Very happy!',
  'Anyone going on Saturday? Happy to meet up for coffee after.',
  'The shoes start at a 36 and stop at a 41, just so you know.',
  'Last year this one was packed by 10am, get there early.',
  'Love that they do menswear this time too.',
  'Is there a cloakroom? Planning to come straight from work.',
  'The new collection pieces are in the back corner, not on the main rails.',
  'Bought the linen trousers in two colours, no regrets.',
  'Prices were better than I expected, most things under half price.',
]
const REPLY_EN = [
  'Thanks, that is really helpful!',
  'Yes, cards and phones both work.',
  'Same here, the knitwear was the best part.',
  'I will be there around 11, say hi!',
  'Good to know, I will size up.',
  'They restocked the rails at lunchtime when I was there.',
  'Agreed, worth every minute of the queue.',
  'Did they have anything in petite sizes?',
]
const TOP_ZH = [
  '第一天早上去了，衣架上满满的，排队也很快。',
  '请问门口可以刷卡吗？',
  '这个价钱的剪裁真的**太好了**，外套打了四折。',
  '这季的尺码偏小，针织衫建议买大一码。',
  '最后一天去还值得吗？会不会都卖光了？',
  '店员很友善，可以随便试穿。',
  '下午两点后基本不用排队。',
  '买了两件真丝衬衫和一件羊毛大衣，很开心！',
  '星期六有人去吗？逛完可以一起喝杯咖啡。',
  '新系列在后面的角落，不在主衣架上。',
  '折扣比想象中好，大部分半价以下。',
  '鞋子尺码从36到41，供参考。',
]
const REPLY_ZH = [
  '谢谢分享，很有用！',
  '可以刷卡，也可以用手机支付。',
  '同感，针织衫是最好的。',
  '我大概十一点到，见到打个招呼！',
  '好的，我会买大一码。',
  '值得排队！',
]
const PHOTO_EN = ['Today’s haul 🛍️', 'The rails this morning', 'Look at this colour!', '']
const PHOTO_ZH = ['今天的战利品 🛍️', '早上的衣架', '这个颜色太美了！', '']
const EMOJI = ['🔥🔥🔥', '😍', '👏👏']

// one poll on the first event of London this week, where the comments journey answers it
export const DEMO_POLL = {
  title: 'When are you going?',
  options: ['Opening morning', 'After work', 'The last day, for the final markdowns'],
  comment: 'Quick poll before the weekend: when are you going?',
} as const

// per city: the first events of this week, then a few later ones
export const COMMENTED_EVENTS = { thisWeek: 6, londonThisWeek: 8, later: 4 } as const
// more top-level comments on London's threads, so its community feed runs past two pages of 20
export const LONDON_FEED_EXTRA = 30
// members the poll leaves unanswered, so the comments journey answers it first
export const POLL_SKIPS = ['ava', 'ben'] as const

export interface PlannedComment {
  // the index into the authors list
  author: number
  text: string
  // how many of the demo photos it carries (0 to 3)
  photos: number
  // the author indexes of the members who like it
  likers: number[]
  // minutes before the load
  minutesAgo: number
  // a reply that starts with @ and the name of whom it answers
  mentionsParent: boolean
  replies: PlannedComment[]
}

const likersOf = (random: Random, authors: number, author: number): number[] => {
  const count = random.chance(0.12) ? random.int(3, 7) : random.int(0, 1)
  const pool = Array.from({ length: authors }, (_, n) => n).filter((n) => n !== author)
  return random.sample(pool, count)
}

// short top-level comments for London's busier threads; no photos, likes or replies, so the draws
// of the threads above are the same with or without them
export function planExtraComment(random: Random, authors: number): PlannedComment {
  return {
    author: random.int(0, authors - 1),
    text: random.pick(TOP_EN),
    photos: 0,
    likers: [],
    minutesAgo: random.int(60, 9 * 24 * 60),
    mentionsParent: false,
    replies: [],
  }
}

// one event's thread: a few top-level comments over the last nine days, some answered
export function planThread(random: Random, options: { chinese: boolean; authors: number }): PlannedComment[] {
  const speak = (english: readonly string[], chinese: readonly string[]) =>
    options.chinese && random.chance(0.8) ? random.pick(chinese) : random.pick(english)
  const count = random.int(2, 4)
  const thread: PlannedComment[] = []
  for (let n = 0; n < count; n++) {
    const author = random.int(0, options.authors - 1)
    const withPhotos = random.chance(0.2)
    const photos = withPhotos ? random.int(1, 3) : 0
    const text = withPhotos
      ? speak(PHOTO_EN, PHOTO_ZH)
      : random.chance(0.08)
        ? random.pick(EMOJI)
        : speak(TOP_EN, TOP_ZH)
    const minutesAgo = random.int(60, 9 * 24 * 60)
    const replies: PlannedComment[] = []
    const replyCount = random.chance(0.35) ? random.int(1, 2) : 0
    for (let r = 0; r < replyCount; r++) {
      const replier = random.int(0, options.authors - 1)
      replies.push({
        author: replier,
        text: speak(REPLY_EN, REPLY_ZH),
        photos: 0,
        likers: likersOf(random, options.authors, replier),
        minutesAgo: Math.max(5, minutesAgo - random.int(10, 600) * (r + 1)),
        mentionsParent: random.chance(0.4),
        replies: [],
      })
    }
    const likers = likersOf(random, options.authors, author)
    thread.push({ author, text, photos, likers, minutesAgo, mentionsParent: false, replies })
  }
  return thread
}
