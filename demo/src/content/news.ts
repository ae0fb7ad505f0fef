import type { NewNews } from '@showroom/discovery'
import type { DemoImages } from '../images/index.ts'
import { type Random, slugify } from '../random.ts'
import { type Bilingual, fill } from './texts.ts'
import type { DemoCity, PlacedDesigner, PlacedVenue } from './types.ts'

// {d} designer, {v} venue, {c} city
const HEADLINES: readonly { title: Bilingual; summary: Bilingual }[] = [
  {
    title: { en: '{d} opens a new studio in {c}', zh: '{d} 在{c}开设新工作室' },
    summary: {
      en: 'More space, a shop front and a cutting room you can see into.',
      zh: '更大的空间、临街店面，以及一间透明的裁剪室。',
    },
  },
  {
    title: { en: 'Five sample sales worth the queue this month', zh: '本月值得排队的五场样品特卖' },
    summary: {
      en: 'Our pick of the sales in {c}, from knitwear to tailoring.',
      zh: '我们精选的{c}特卖，从针织到西装。',
    },
  },
  {
    title: { en: 'Inside {v}: the room behind the rails', zh: '走进 {v}：衣架背后的空间' },
    summary: {
      en: 'How a former workshop became the city’s favourite showroom.',
      zh: '一间旧工坊如何成为全城最受欢迎的展厅。',
    },
  },
  {
    title: { en: '{d} announces its spring collection', zh: '{d} 发布春季系列' },
    summary: {
      en: 'Lighter cloth, softer shoulders and a colour nobody expected.',
      zh: '更轻的面料、更柔和的肩线，以及意想不到的配色。',
    },
  },
  {
    title: { en: 'How to shop a sample sale like a buyer', zh: '像买手一样逛样品特卖' },
    summary: {
      en: 'Arrive early, know your sizes, check the seams.',
      zh: '早点到、了解自己的尺码、检查接缝。',
    },
  },
  {
    title: { en: '{d} and {v} team up for a week of fittings', zh: '{d} 与 {v} 合作推出一周量身活动' },
    summary: { en: 'Made-to-measure appointments, open to everyone.', zh: '量身定制预约，向所有人开放。' },
  },
  {
    title: { en: 'The mending revival reaches {c}', zh: '修补风潮来到{c}' },
    summary: {
      en: 'Classes are full and repair cafés are opening every month.',
      zh: '课程爆满，修补咖啡馆每月都有新店开张。',
    },
  },
]

const BODY: Bilingual = {
  en: 'It has been a busy season in {c}. {d} spent the winter rethinking how a small label can sell directly to the people who wear its clothes, and the answer looks a lot like a neighbourhood shop.\n\nAt {v}, the rails change every week. Regulars come for the samples; newcomers stay for the conversation. The team says the best days are the quiet weekday mornings.\n\nWe will be following along: save this story to hear about the next sale first.',
  zh: '{c}这一季格外忙碌。{d} 整个冬天都在思考，一个小品牌如何直接面向穿它衣服的人，而答案看起来很像一家街坊小店。\n\n在 {v}，衣架上的货品每周更换。老顾客为样衣而来，新朋友因交流而留下。团队说，最好的时光是工作日安静的早晨。\n\n我们会持续关注：收藏这篇文章，第一时间获知下一场特卖。',
}

export function cityNews(
  city: DemoCity,
  designers: PlacedDesigner[],
  venues: PlacedVenue[],
  images: DemoImages,
  random: Random,
  count: number,
  now: Date,
): NewNews[] {
  return Array.from({ length: count }, (_, n) => {
    const headline = HEADLINES[n % HEADLINES.length] as (typeof HEADLINES)[number]
    const designer = random.pick(designers)
    const venue = random.pick(venues)
    const en = (text: string) => fill(text, designer.nameEn, venue.name).replaceAll('{c}', city.nameEn)
    const zh = (text: string) =>
      fill(text, designer.nameZh ?? designer.nameEn, venue.nameZh ?? venue.name).replaceAll(
        '{c}',
        city.nameZh,
      )
    const titleEn = en(headline.title.en)
    return {
      slug: `${slugify(titleEn)}${slugify(titleEn).includes(city.slug) ? '' : `-${city.slug}`}-${n + 1}`,
      cityId: city.id,
      designerId: headline.title.en.includes('{d}') ? designer.id : undefined,
      venueId: headline.title.en.includes('{v}') ? venue.id : undefined,
      titleEn,
      titleZh: zh(headline.title.zh),
      summaryEn: en(headline.summary.en),
      summaryZh: zh(headline.summary.zh),
      bodyEn: en(BODY.en),
      bodyZh: zh(BODY.zh),
      heroUrl: images.newsHero(n + city.id),
      publishedAt: new Date(now.getTime() - (n * 3 + random.next()) * 24 * 3600 * 1000),
    }
  })
}
