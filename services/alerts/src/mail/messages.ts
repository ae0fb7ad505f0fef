import type { Language } from '../alerts.tables.ts'

// every word a mail shows, in both languages; {name} placeholders are filled by `say`
const en = {
  'confirm.subject': 'Confirm your Showroom alerts for {city}',
  'confirm.heading': 'One click and your alerts are on',
  'confirm.body':
    'Someone (we hope you) asked for {frequency} Showroom alerts about {city} at this address. Confirm and we will start sending them.',
  'confirm.button': 'Yes, send me alerts',
  'confirm.ignore': 'Did not ask for this? Ignore this mail and we will not write again.',
  'frequency.daily': 'daily',
  'frequency.weekly': 'weekly',
  'digest.subject.daily': 'Today in {city}: what is on for you',
  'digest.subject.weekly': 'This week in {city}: what is on for you',
  'digest.heading': 'What is on in {city}',
  'digest.following': 'From designers and venues you follow',
  'digest.going': 'Events you are going to',
  'digest.cancelled': 'Cancelled: {name}',
  'digest.startsSoon': 'Starts {when}',
  'digest.sales': 'Online sample sales with stock',
  'digest.remaining': '{count} remaining',
  'digest.view': 'View details',
  'footer.why': 'You get these {frequency} alerts about {city} because you signed up for them.',
  'footer.daily': 'Send daily',
  'footer.weekly': 'Send weekly',
  'footer.unsubscribe': 'Unsubscribe',
  'cancelled.subject': 'Cancelled: {name}',
  'cancelled.body': 'Sorry: {name}, which you were going to, has been cancelled.',
  'sale.subject': "You're registered: {name}",
  'sale.body': "You're registered for {name}. We will remind you before it opens.",
  'sale.opens':
    "You're registered for {name}. It opens on {opens}: come to the sale then and you will be let in fairly, in a random order drawn at opening among everyone registered.",
  'sale.calendar': 'Open the attached calendar file to add the opening to your calendar.',
  'sale.view': 'View the sale',
  'order.subject': 'Your Showroom order {reference}',
  'order.body': 'Thank you for your order. Total: {total}.',
  'order.view': 'View your order',
  'order.paid': 'Thank you for your order {reference}. It is paid.',
  'order.size': 'size',
  'order.shipping': 'Shipping: {amount}',
  'order.freeShipping': 'Shipping: free',
  'order.total': 'Total: {total}',
  signature: 'Showroom',
} as const

export type MessageKey = keyof typeof en

const zh: Partial<Record<MessageKey, string>> = {
  'confirm.subject': '确认你的 Showroom {city} 提醒',
  'confirm.heading': '点一下，提醒就开启',
  'confirm.body':
    '有人（希望是你）用这个邮箱订阅了 {city} 的{frequency} Showroom 提醒。确认后我们就开始发送。',
  'confirm.button': '是的，给我发送提醒',
  'confirm.ignore': '不是你订阅的？忽略这封邮件，我们不会再打扰。',
  'frequency.daily': '每日',
  'frequency.weekly': '每周',
  'digest.subject.daily': '今日{city}：为你精选',
  'digest.subject.weekly': '本周{city}：为你精选',
  'digest.heading': '{city}最新动态',
  'digest.following': '你关注的设计师和场馆',
  'digest.going': '你要参加的活动',
  'digest.cancelled': '已取消：{name}',
  'digest.startsSoon': '{when} 开始',
  'digest.sales': '仍有库存的线上样品特卖',
  'digest.remaining': '剩余 {count} 件',
  'digest.view': '查看详情',
  'footer.why': '你收到这些{city}{frequency}提醒，是因为你订阅了它们。',
  'footer.daily': '改为每日',
  'footer.weekly': '改为每周',
  'footer.unsubscribe': '退订',
  'cancelled.subject': '已取消：{name}',
  'cancelled.body': '很抱歉，你要参加的 {name} 已取消。',
  'sale.subject': '报名成功：{name}',
  'sale.body': '你已报名 {name}。开始前我们会提醒你。',
  'sale.opens':
    '你已报名 {name}。开放时间：{opens}。届时进入特卖，我们会在开放时为所有报名者随机抽签排序，公平入场。',
  'sale.calendar': '打开附件中的日历文件，即可把开放时间加入你的日历。',
  'sale.view': '查看特卖',
  'order.subject': '你的 Showroom 订单 {reference}',
  'order.body': '感谢你的订单。合计：{total}。',
  'order.view': '查看订单',
  'order.paid': '感谢你的订单 {reference}，已付款。',
  'order.size': '尺码',
  'order.shipping': '运费：{amount}',
  'order.freeShipping': '运费：免费',
  'order.total': '合计：{total}',
  signature: 'Showroom',
}

// a missing Chinese text falls back to English, as everywhere on the site
export function say(
  language: Language,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  const template = (language === 'zh' ? zh[key] : undefined) ?? en[key]
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
