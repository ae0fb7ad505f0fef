import type { Job, Logger, OutgoingMail } from '@showroom/platform'
import type { Kysely } from 'kysely'
import { type AlertsDirectory, cityName } from '../alerts.deps.ts'
import type { ConfirmSendJob } from '../alerts.jobs.ts'
import type { AlertsTables } from '../alerts.tables.ts'
import type { DigestSendJob, DigestsSendJob } from '../digest/digests.service.ts'
import { createLedgerStore, type Sendable } from '../digest/ledger.store.ts'
import { createSubscriptionsStore } from '../subscriptions.store.ts'
import type { AlertTokens } from '../tokens.ts'
import { confirmMail } from './confirm-mail.ts'
import { oneClickUrl, tokenLink } from './links.ts'

// a mail of another part of the site (event cancelled, sale registration, order) sent through the
// same path: same templates, same suppression list
export interface NoticeSendJob {
  kind: 'notice'
  to: string
  // deterministic, so a retried send is recognisable: e.g. cancelled-<event>-<user>
  key: string
  mail: { subject: string; text: string; html: string }
}

export type SendJob = ConfirmSendJob | DigestSendJob | DigestsSendJob | NoticeSendJob

export interface SenderDeps {
  db: Kysely<AlertsTables>
  directory: () => AlertsDirectory
  mailer: { send(mail: OutgoingMail): Promise<{ id: string }> }
  tokens: AlertTokens
  publicUrl: string
  // the mailto: of List-Unsubscribe
  unsubscribeMailbox: string
  logger: Logger
  now: () => Date
}

// the Message-ID of a digest names its subscription and period: a retried send carries the same one
export function digestMessageId(subscriptionId: number, period: string, publicUrl: string): string {
  return `<digest.${subscriptionId}.${period.replace(':', '.')}@${new URL(publicUrl).hostname}>`
}

export function createSender(deps: SenderDeps) {
  const { db, tokens, publicUrl } = deps
  const subscriptions = () => createSubscriptionsStore(db)
  const domain = new URL(publicUrl).hostname

  async function sendConfirm(job: ConfirmSendJob) {
    const s = await subscriptions().find(job.subscriptionId)
    // confirmed meanwhile, or gone: nothing to confirm
    if (s?.status !== 'pending' || (await subscriptions().isSuppressed(s.email))) return
    const city = await deps.directory().city(s.cityId)
    if (!city) return
    const mail = confirmMail({
      language: s.language,
      cityName: cityName(city, s.language),
      frequency: s.frequency,
      confirmUrl: tokenLink(publicUrl, city.slug, tokens.sign('confirm', s.id), 'alerts-confirmed'),
    })
    await deps.mailer.send({ to: s.email, ...mail, date: deps.now() })
  }

  // one digest of a period: sent only while its ledger row is queued, marked sent right after, so a
  // worker killed in between repeats at most this one message (with the same Message-ID)
  async function sendDigest(
    ledger: ReturnType<typeof createLedgerStore>,
    subscriptionId: number,
    period: string,
    mail: DigestSendJob['mail'],
    s: Sendable | undefined,
  ) {
    // sent already (a retry after the mark): the ledger says so, nothing goes out twice
    if (s?.ledger !== 'queued') return
    // unsubscribed or bounced since it was built: honoured at once, the digest stays unsent
    if (!s.active || s.suppressed || s.email === null) {
      await ledger.mark(subscriptionId, period, 'skipped', deps.now())
      return
    }
    const manage = tokens.sign('manage', subscriptionId)
    await deps.mailer.send({
      to: s.email,
      ...mail,
      messageId: digestMessageId(subscriptionId, period, publicUrl),
      date: deps.now(),
      headers: {
        // RFC 2369 and RFC 8058: the mail client's own unsubscribe button, one POST, no sign-in
        'List-Unsubscribe': `<${oneClickUrl(publicUrl, manage)}>, <mailto:${deps.unsubscribeMailbox}?subject=unsubscribe-${manage}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'List-Id': `Showroom alerts <alerts.${domain}>`,
        'Auto-Submitted': 'auto-generated',
      },
    })
    await ledger.mark(subscriptionId, period, 'sent', deps.now())
  }

  async function sendDigests(job: DigestsSendJob | DigestSendJob) {
    const ledger = createLedgerStore(db)
    const digests =
      job.kind === 'digests' ? job.digests : [{ subscriptionId: job.subscriptionId, mail: job.mail }]
    const sendable = await ledger.sendable(
      digests.map((d) => d.subscriptionId),
      job.period,
    )
    for (const d of digests)
      await sendDigest(ledger, d.subscriptionId, job.period, d.mail, sendable.get(d.subscriptionId))
  }

  async function sendNotice(job: NoticeSendJob) {
    if (await subscriptions().isSuppressed(job.to.toLowerCase())) return
    await deps.mailer.send({
      to: job.to,
      ...job.mail,
      messageId: `<${job.key}@${domain}>`,
      date: deps.now(),
      headers: { 'Auto-Submitted': 'auto-generated' },
    })
  }

  return async function send(job: Job<SendJob>): Promise<void> {
    const data = job.data
    if (data.kind === 'confirm') return sendConfirm(data)
    if (data.kind === 'digest' || data.kind === 'digests') return sendDigests(data)
    if (data.kind === 'notice') return sendNotice(data)
    deps.logger.warn({ jobId: job.id }, 'unknown alerts mail kind')
  }
}
