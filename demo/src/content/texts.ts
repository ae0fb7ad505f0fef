// bilingual copy for the generated events; {d} is a designer's name, {v} a venue's
import type { Random } from '../random.ts'

export interface Bilingual {
  en: string
  zh: string
}

export const EVENT_NAMES: Record<number, readonly Bilingual[]> = {
  1: [
    { en: '{d} Sample Sale', zh: '{d} 样品特卖' },
    { en: '{d} Archive Sale', zh: '{d} 典藏特卖' },
    { en: '{d} Warehouse Sale', zh: '{d} 仓库特卖' },
    { en: '{d} Studio Clear-out', zh: '{d} 工作室清仓' },
    { en: '{d} End of Season Sale', zh: '{d} 季末特卖' },
  ],
  2: [
    { en: '{d} Trunk Show', zh: '{d} 巡回展示会' },
    { en: '{d} Launch Evening', zh: '{d} 新品发布夜' },
    { en: 'Styling Night with {d}', zh: '{d} 造型之夜' },
    { en: 'Meet the Maker: {d}', zh: '见面会：{d}' },
    { en: '{d} Made-to-Measure Days', zh: '{d} 量身定制日' },
  ],
  3: [
    { en: '{d}: Cut & Cloth', zh: '{d}：剪裁与布料' },
    { en: '{d}: A Colour Study', zh: '{d}：色彩研究' },
    { en: 'Second Skin: {d} at {v}', zh: '第二层肌肤：{d}' },
    { en: '{d}: Ten Years of Tailoring', zh: '{d}：裁缝十年' },
    { en: 'Threadbare: {d} Archive', zh: '经纬之间：{d} 档案展' },
  ],
  4: [
    { en: 'Pattern Cutting Masterclass with {d}', zh: '{d} 版型裁剪大师课' },
    { en: 'Natural Dyeing Workshop', zh: '天然染色工作坊' },
    { en: 'Tailoring Talk: {d}', zh: '裁缝讲座：{d}' },
    { en: 'Visible Mending Class', zh: '可见修补课' },
    { en: 'Fashion Photography 101', zh: '时装摄影入门' },
  ],
}

export const SUMMARIES: Record<number, readonly Bilingual[]> = {
  1: [
    {
      en: 'Past-season pieces and one-off samples from {d}, up to 70% off.',
      zh: '{d} 过季单品与孤品样衣，低至三折。',
    },
    {
      en: 'Rails of samples, archive pieces and fabric ends at {v}.',
      zh: '{v} 现场满是样衣、典藏单品与余布。',
    },
  ],
  2: [
    {
      en: 'An evening with {d} at {v}: new pieces, drinks and fittings.',
      zh: '在 {v} 与 {d} 共度一晚：新品、饮品与试穿。',
    },
    {
      en: 'Meet the {d} team, try the new collection and book a fitting.',
      zh: '与 {d} 团队见面，试穿新系列并预约量身。',
    },
  ],
  3: [
    {
      en: 'Garments, sketches and toiles from the {d} studio, shown at {v}.',
      zh: '{v} 展出 {d} 工作室的成衣、草图与坯样。',
    },
    {
      en: 'A quiet show about how clothes are made, and who makes them.',
      zh: '一场关于衣服如何被制作、由谁制作的安静展览。',
    },
  ],
  4: [
    {
      en: 'A hands-on session for beginners and the curious; materials included.',
      zh: '面向初学者与好奇者的实践课程，含材料。',
    },
    {
      en: 'Learn the craft from people who do it every day, in small groups.',
      zh: '小班教学，向每天从事这门手艺的人学习。',
    },
  ],
}

const PARAGRAPHS: readonly Bilingual[] = [
  {
    en: '{d} started with one cutting table and a stubborn idea: clothes should be made to be kept. Every piece on the rails has been worn, fitted, unpicked and made again until it was right.',
    zh: '{d} 从一张裁剪台和一个执着的想法开始：衣服应该被珍藏。现场每一件都经过试穿、调整、拆改，直到恰到好处。',
  },
  {
    en: 'Expect wool from small mills, linen that softens with every wash, and a handful of samples that were only ever made once. Sizes run from XS to XL; the team will be on hand for advice.',
    zh: '这里有来自小型纺织厂的羊毛、越洗越柔软的亚麻，以及少量仅做过一次的样衣。尺码从 XS 到 XL，团队会在现场提供建议。',
  },
  {
    en: '{v} opens its doors for the occasion, with coffee in the morning and music in the late hours. Bring a tote: bags are not provided, and the best pieces go early.',
    zh: '{v} 为此特别开放，上午有咖啡，晚间有音乐。请自带购物袋：现场不提供袋子，好货先到先得。',
  },
  {
    en: 'Card payments only. Fitting rooms are shared and queues move quickly; please keep to one armful at a time so everyone gets a fair look.',
    zh: '仅接受刷卡付款。试衣间为共用，排队很快；请每次只拿一手的衣物，让大家都有机会挑选。',
  },
  {
    en: 'Part of the proceeds support the apprenticeship programme that trains the next generation of pattern cutters and machinists in the city.',
    zh: '部分收益将用于支持学徒计划，培养本市下一代版师与车缝师。',
  },
  {
    en: 'Step-free access is available through the side entrance. If you need anything to make your visit easier, write to the team before the day and they will arrange it.',
    zh: '侧门设有无障碍通道。如需任何协助，请提前联系团队，他们会为您安排。',
  },
]

export const fill = (text: string, designer: string, venue: string) =>
  text.replaceAll('{d}', designer).replaceAll('{v}', venue)

// a short text for most events; a long one (several paragraphs, needs 'read more') for some
export function description(random: Random, long: boolean): Bilingual {
  const count = long ? random.int(4, 6) : random.int(1, 2)
  const chosen = random.sample(PARAGRAPHS, count)
  return { en: chosen.map((p) => p.en).join('\n\n'), zh: chosen.map((p) => p.zh).join('\n\n') }
}

export const CAPTIONS: readonly Bilingual[] = [
  { en: 'On the rails', zh: '衣架上' },
  { en: 'Fabric detail', zh: '面料细节' },
  { en: 'In the fitting room', zh: '试衣间里' },
  { en: 'The studio', zh: '工作室' },
  { en: 'Last year’s queue', zh: '去年的排队盛况' },
  { en: 'Hand finishing', zh: '手工收尾' },
]
