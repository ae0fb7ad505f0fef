import type { Frequency, Language } from '../alerts.tables.ts'
import { button, escapeHtml, layout } from './html.ts'
import { say } from './messages.ts'

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

export interface ConfirmMailInput {
  language: Language
  cityName: string
  frequency: Frequency
  confirmUrl: string
}

// the double opt-in mail: the only thing a pending address ever gets
export function confirmMail(input: ConfirmMailInput): RenderedMail {
  const { language } = input
  const values = { city: input.cityName, frequency: say(language, `frequency.${input.frequency}`) }
  const subject = say(language, 'confirm.subject', values)
  const text = [
    say(language, 'confirm.heading'),
    '',
    say(language, 'confirm.body', values),
    '',
    `${say(language, 'confirm.button')}: ${input.confirmUrl}`,
    '',
    say(language, 'confirm.ignore'),
    '',
    say(language, 'signature'),
  ].join('\n')
  const html = layout(
    language,
    subject,
    [
      `<h1 style="font-size:22px">${escapeHtml(say(language, 'confirm.heading'))}</h1>`,
      `<p>${escapeHtml(say(language, 'confirm.body', values))}</p>`,
      button(input.confirmUrl, say(language, 'confirm.button')),
    ].join('\n'),
    escapeHtml(say(language, 'confirm.ignore')),
  )
  return { subject, text, html }
}
