import type { Frequency, Language } from '../alerts.tables.ts'
import type { DigestContent, DigestEvent, DigestSale } from '../digest/digest.types.ts'
import type { RenderedMail } from './confirm-mail.ts'
import { escapeHtml, layout } from './html.ts'
import { oneClickUrl, tokenLink, withReferral } from './links.ts'
import { type MessageKey, say } from './messages.ts'

export interface DigestMailInput {
  language: Language
  frequency: Frequency
  city: { slug: string; name: string; timezone: string }
  content: DigestContent
  publicUrl: string
  manageToken: string
  // the member the links credit (spec part 1: never a team member); null for a visitor
  referrer: { username: string; isTeam: boolean } | null
}

export interface DigestMail extends RenderedMail {
  unsubscribeUrl: string
}

function when(startsAt: string, language: Language, timeZone: string): string {
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(startsAt))
}

export function digestMail(input: DigestMailInput): DigestMail {
  const { language, content, city } = input
  const link = (url: string) => withReferral(url, input.referrer)
  const token = (action: 'unsub' | 'daily' | 'weekly') =>
    tokenLink(input.publicUrl, city.slug, input.manageToken, action)
  const values = { city: city.name, frequency: say(language, `frequency.${input.frequency}`) }
  const subject = say(language, `digest.subject.${input.frequency}`, values)

  const eventLine = (e: DigestEvent, title = e.name) => {
    const where = e.placeName ? `, ${e.placeName}` : ''
    return {
      title,
      detail: `${when(e.startsAt, language, city.timezone)}${where}`,
      url: link(e.url),
      image: e.imageUrl,
    }
  }
  const saleLine = (s: DigestSale) => ({
    title: s.name,
    detail: say(language, 'digest.remaining', { count: s.remaining }),
    url: link(s.url),
    image: s.imageUrl,
  })
  type Section = { heading: MessageKey; lines: ReturnType<typeof eventLine>[] }
  const sections = (
    [
      {
        heading: 'digest.going',
        lines: [
          ...content.cancelled.map((e) => eventLine(e, say(language, 'digest.cancelled', { name: e.name }))),
          ...content.goingSoon.map((e) => eventLine(e)),
        ],
      },
      { heading: 'digest.following', lines: content.following.map((e) => eventLine(e)) },
      { heading: 'digest.heading', lines: content.highlights.map((e) => eventLine(e)) },
      { heading: 'digest.sales', lines: content.sales.map(saleLine) },
    ] as Section[]
  ).filter((section) => section.lines.length > 0)

  const text = [
    say(language, 'digest.heading', values),
    '',
    ...sections.flatMap((section) => [
      say(language, section.heading, values),
      ...section.lines.map((l) => `- ${l.title} (${l.detail})\n  ${l.url}`),
      '',
    ]),
    say(language, 'footer.why', values),
    `${say(language, 'footer.daily')}: ${token('daily')}`,
    `${say(language, 'footer.weekly')}: ${token('weekly')}`,
    `${say(language, 'footer.unsubscribe')}: ${token('unsub')}`,
  ].join('\n')

  const body = [
    `<h1 style="font-size:22px">${escapeHtml(say(language, 'digest.heading', values))}</h1>`,
    ...sections.map(
      (section) =>
        `<h2 style="font-size:17px">${escapeHtml(say(language, section.heading, values))}</h2>\n` +
        section.lines
          .map(
            (l) =>
              `<p>${l.image ? `<img src="${escapeHtml(l.image)}" alt="" width="552" style="display:block;max-width:100%;height:auto">` : ''}` +
              `<a href="${escapeHtml(l.url)}" style="color:#1d1d1f;font-weight:bold">${escapeHtml(l.title)}</a><br>` +
              `${escapeHtml(l.detail)} · <a href="${escapeHtml(l.url)}">${escapeHtml(say(language, 'digest.view'))}</a></p>`,
          )
          .join('\n'),
    ),
  ].join('\n')
  const footer = [
    escapeHtml(say(language, 'footer.why', values)),
    `<a href="${escapeHtml(token('daily'))}">${escapeHtml(say(language, 'footer.daily'))}</a>`,
    `<a href="${escapeHtml(token('weekly'))}">${escapeHtml(say(language, 'footer.weekly'))}</a>`,
    `<a href="${escapeHtml(token('unsub'))}">${escapeHtml(say(language, 'footer.unsubscribe'))}</a>`,
  ].join(' · ')
  return {
    subject,
    text,
    html: layout(language, subject, body, footer),
    unsubscribeUrl: oneClickUrl(input.publicUrl, input.manageToken),
  }
}
