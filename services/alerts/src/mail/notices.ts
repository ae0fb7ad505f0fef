import type { EnqueueOptions } from '@showroom/platform'
import { type Kysely, sql } from 'kysely'
import type { AlertsDirectory } from '../alerts.deps.ts'
import { alertsJobs } from '../alerts.jobs.ts'
import type { AlertsTables, Language } from '../alerts.tables.ts'
import { orderConfirmedMail, saleRegisteredMail } from './commerce-mails.ts'
import type { RenderedMail } from './confirm-mail.ts'
import { button, escapeHtml, layout } from './html.ts'
import { type MessageKey, say } from './messages.ts'
import type { NoticeSendJob } from './sender.ts'

export interface NoticeRecipient {
  email: string
  language: Language
}

export interface EventCancelled {
  eventId: number
  eventName: string
  url: string
  // everyone going, with their language
  recipients: (NoticeRecipient & { userId: number })[]
}

export interface SaleRegistration {
  registrationId: number
  saleName: string
  url: string
  recipient: NoticeRecipient
  // commerce's confirmation: the member (one mail per sale and member), the opening and closing
  // times (ISO) for the text and the attached .ics, the sale's city for the time zone
  userId?: number
  opensAt?: string
  closesAt?: string
  cityId?: number | null
}

export interface OrderConfirmation {
  orderId: number
  reference: string
  // formatted with its currency symbol, e.g. £120.00
  total: string
  url: string
  recipient: NoticeRecipient
  // commerce's confirmation: the lines (price formatted, for the quantity) and the shipping
  items?: { name: string; size: string; qty: number; price: string }[]
  shipping?: string
}

// the other mails of the site, through the same templates, sending path and suppression list;
// each is queued (pass the caller's transaction as trx, so a rolled-back change mails nothing)
export interface Notices {
  // once per event and member, however often it is asked
  eventCancelled(notice: EventCancelled, trx?: Kysely<unknown>): Promise<void>
  saleRegistered(notice: SaleRegistration, trx?: Kysely<unknown>): Promise<void>
  orderConfirmed(notice: OrderConfirmation, trx?: Kysely<unknown>): Promise<void>
}

function simpleMail(
  language: Language,
  subjectKey: MessageKey,
  bodyKey: MessageKey,
  values: Record<string, string>,
  link: { url: string; label: MessageKey },
): RenderedMail {
  const subject = say(language, subjectKey, values)
  const body = say(language, bodyKey, values)
  const label = say(language, link.label)
  return {
    subject,
    text: [body, '', `${label}: ${link.url}`, '', say(language, 'signature')].join('\n'),
    html: layout(
      language,
      subject,
      `<p>${escapeHtml(body)}</p>\n${button(link.url, label)}`,
      say(language, 'signature'),
    ),
  }
}

export function createNotices(deps: {
  db: Kysely<AlertsTables>
  jobs: { enqueue(name: string, data: unknown, options?: EnqueueOptions): Promise<string> }
  publicUrl: string
  directory: () => AlertsDirectory
}): Notices {
  async function queue(job: NoticeSendJob, trx?: Kysely<unknown>) {
    // the key doubles as the singleton: asking twice for one notice queues it once
    // the job queue writes to the platform schema, whichever schema the caller's transaction names
    const options: EnqueueOptions = { singletonKey: job.key }
    if (trx) options.trx = trx as EnqueueOptions['trx']
    await deps.jobs.enqueue(alertsJobs.send, job, options)
  }
  // exactly once: only the transaction that writes the key to the ledger queues the mail, so a
  // repeat (a retried event delivery, a second cancellation) sends nothing more
  async function queueOnce(job: NoticeSendJob, trx?: Kysely<unknown>) {
    const once = async (t: Kysely<unknown>) => {
      const written = await sql`
        /* alerts.notice_claim */
        insert into alerts.notice_ledger (key) values (${job.key}) on conflict do nothing returning key
      `.execute(t)
      if (written.rows.length > 0) await queue(job, t)
    }
    if (trx) return once(trx)
    await deps.db.transaction().execute((t) => once(t as unknown as Kysely<unknown>))
  }
  return {
    async eventCancelled(notice, trx) {
      for (const r of notice.recipients) {
        const mail = simpleMail(
          r.language,
          'cancelled.subject',
          'cancelled.body',
          { name: notice.eventName },
          {
            url: notice.url,
            label: 'digest.view',
          },
        )
        await queueOnce(
          { kind: 'notice', to: r.email, key: `cancelled.${notice.eventId}.${r.userId}`, mail },
          trx,
        )
      }
    },
    async saleRegistered(notice, trx) {
      if (notice.opensAt && notice.closesAt && notice.userId !== undefined) {
        const city = notice.cityId ? await deps.directory().city(notice.cityId) : null
        const mail = saleRegisteredMail({
          language: notice.recipient.language,
          saleId: notice.registrationId,
          saleName: notice.saleName,
          url: notice.url,
          opensAt: new Date(notice.opensAt),
          closesAt: new Date(notice.closesAt),
          timeZone: city?.timezone ?? 'UTC',
          host: new URL(deps.publicUrl).hostname,
          now: new Date(),
        })
        const key = `sale.${notice.registrationId}.${notice.userId}`
        return queueOnce({ kind: 'notice', to: notice.recipient.email, key, mail }, trx)
      }
      const mail = simpleMail(
        notice.recipient.language,
        'sale.subject',
        'sale.body',
        { name: notice.saleName },
        {
          url: notice.url,
          label: 'digest.view',
        },
      )
      await queue(
        { kind: 'notice', to: notice.recipient.email, key: `sale.${notice.registrationId}`, mail },
        trx,
      )
    },
    async orderConfirmed(notice, trx) {
      if (notice.items) {
        const mail = orderConfirmedMail({
          language: notice.recipient.language,
          reference: notice.reference,
          total: notice.total,
          shipping: notice.shipping ?? '',
          url: notice.url,
          items: notice.items,
        })
        const key = `order.${notice.orderId}`
        return queueOnce({ kind: 'notice', to: notice.recipient.email, key, mail }, trx)
      }
      const mail = simpleMail(
        notice.recipient.language,
        'order.subject',
        'order.body',
        { reference: notice.reference, total: notice.total },
        { url: notice.url, label: 'order.view' },
      )
      await queue({ kind: 'notice', to: notice.recipient.email, key: `order.${notice.orderId}`, mail }, trx)
    },
  }
}
