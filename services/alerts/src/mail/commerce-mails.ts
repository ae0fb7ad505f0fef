import type { MailAttachment } from '@showroom/platform'
import type { Language } from '../alerts.tables.ts'
import type { RenderedMail } from './confirm-mail.ts'
import { button, escapeHtml, layout } from './html.ts'
import { say } from './messages.ts'

// the sale registration and order confirmation mails of commerce, in the mails' one layout

export interface SaleMailInput {
  language: Language
  saleId: number
  saleName: string
  url: string
  opensAt: Date
  closesAt: Date
  // the sale's city's zone for the opening time; UTC for an online sale
  timeZone: string
  host: string
  now: Date
}

export interface OrderMailInput {
  language: Language
  reference: string
  total: string
  shipping: string
  url: string
  items: { name: string; size: string; qty: number; price: string }[]
}

export type MailWithAttachments = RenderedMail & { attachments?: MailAttachment[] }

export function openingTime(at: Date, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  })
    .format(at)
    .concat(` (${timeZone})`)
}

// RFC 5545 text: backslash, semicolon, comma and line breaks escaped; lines folded at 75 octets
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n')
const icsTime = (at: Date) =>
  `${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}`
function fold(line: string): string {
  const parts: string[] = []
  let rest = Buffer.from(line)
  while (rest.length > 75) {
    let cut = parts.length === 0 ? 75 : 74
    // never split a UTF-8 sequence
    while (cut > 0 && ((rest[cut] as number) & 0xc0) === 0x80) cut--
    parts.push(rest.subarray(0, cut).toString())
    rest = rest.subarray(cut)
  }
  parts.push(rest.toString())
  return parts.join('\r\n ')
}

export function saleCalendar(input: SaleMailInput): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Showroom//Sample sales//EN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:flash-sale-${input.saleId}@${input.host}`,
    `DTSTAMP:${icsTime(input.now)}`,
    `DTSTART:${icsTime(input.opensAt)}`,
    `DTEND:${icsTime(input.closesAt)}`,
    `SUMMARY:${icsText(input.saleName)}`,
    `URL:${icsText(input.url)}`,
    `DESCRIPTION:${icsText(input.url)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ]
    .map(fold)
    .join('\r\n')
}

export function saleRegisteredMail(input: SaleMailInput): MailWithAttachments {
  const { language } = input
  const subject = say(language, 'sale.subject', { name: input.saleName })
  const body = say(language, 'sale.opens', {
    name: input.saleName,
    opens: openingTime(input.opensAt, language, input.timeZone),
  })
  const calendar = say(language, 'sale.calendar')
  const view = say(language, 'sale.view')
  return {
    subject,
    text: [body, '', calendar, '', `${view}: ${input.url}`, '', say(language, 'signature')].join('\n'),
    html: layout(
      language,
      subject,
      `<p>${escapeHtml(body)}</p>\n<p>${escapeHtml(calendar)}</p>\n${button(input.url, view)}`,
      say(language, 'signature'),
    ),
    attachments: [
      {
        filename: `flash-sale-${input.saleId}.ics`,
        content: saleCalendar(input),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  }
}

export function orderConfirmedMail(input: OrderMailInput): MailWithAttachments {
  const { language } = input
  const subject = say(language, 'order.subject', { reference: input.reference })
  const body = say(language, 'order.paid', { reference: input.reference })
  const lines = input.items.map(
    (item) => `${item.qty} × ${item.name} (${say(language, 'order.size')} ${item.size}): ${item.price}`,
  )
  const shipping = /^\D*0\.00$/.test(input.shipping)
    ? say(language, 'order.freeShipping')
    : say(language, 'order.shipping', { amount: input.shipping })
  const total = say(language, 'order.total', { total: input.total })
  const view = say(language, 'order.view')
  return {
    subject,
    text: [
      body,
      '',
      ...lines,
      shipping,
      total,
      '',
      `${view}: ${input.url}`,
      '',
      say(language, 'signature'),
    ].join('\n'),
    html: layout(
      language,
      subject,
      [
        `<p>${escapeHtml(body)}</p>`,
        `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
        `<p>${escapeHtml(shipping)}<br><strong>${escapeHtml(total)}</strong></p>`,
        button(input.url, view),
      ].join('\n'),
      say(language, 'signature'),
    ),
  }
}
