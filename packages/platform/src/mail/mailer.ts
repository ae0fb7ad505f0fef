import { join } from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from '../log/logger.ts'
import { createMailFolder, type MailSummary, type StoredMail } from './mail-folder.ts'

export type { MailSummary, StoredMail }

export interface MailAttachment {
  filename: string
  content: string | Buffer
  contentType: string
}

export interface OutgoingMail {
  to: string
  subject: string
  text: string
  html?: string
  // carried in the message itself (the .eml in folder mode)
  attachments?: MailAttachment[]
  // e.g. List-Unsubscribe; a caller that retries a send gives the same messageId each time
  headers?: Record<string, string>
  messageId?: string
  date?: Date
}

// DKIM signing of every message (RFC 6376), when the deploy configures a key
export interface DkimOptions {
  domainName: string
  keySelector: string
  // PEM
  privateKey: string
}

export interface Mailer {
  // 'smtp' hands messages to SMTP_URL; 'folder' writes them to <dataDir>/mail for the dev page
  mode: 'smtp' | 'folder'
  send(mail: OutgoingMail): Promise<{ id: string }>
  // newest first; always empty in smtp mode, where nothing is kept
  list(): Promise<MailSummary[]>
  read(id: string): Promise<StoredMail | null>
  close(): void
}

export interface MailerOptions {
  smtpUrl?: string
  dataDir: string
  from: string
  logger: Logger
  dkim?: DkimOptions
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? smtpMailer(options.smtpUrl, options) : folderMailer(options)
}

// a pool of SMTP connections, each carrying many messages: a connection (and its TLS handshake) per
// message held sending to a few a second
const SMTP_POOL = { pool: true, maxConnections: 8, maxMessages: 500 }

function smtpMailer(smtpUrl: string, options: MailerOptions): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    ...SMTP_POOL,
    ...(options.dkim ? { dkim: options.dkim } : {}),
  } as never)
  return {
    mode: 'smtp',
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail })
      options.logger.info({ messageId: info.messageId, subject: mail.subject }, 'mail sent')
      return { id: info.messageId }
    },
    list: async () => [],
    read: async () => null,
    close: () => transport.close(),
  }
}

function folderMailer(options: MailerOptions): Mailer {
  const folder = createMailFolder(join(options.dataDir, 'mail'))
  // nodemailer builds the exact message SMTP would carry, CRLF line ends included
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
    ...(options.dkim ? { dkim: options.dkim } : {}),
  })
  return {
    mode: 'folder',
    async send(mail) {
      const date = mail.date ?? new Date()
      const id = folder.newId(date)
      const info = await transport.sendMail({ from: options.from, date, ...mail })
      await folder.write(
        {
          id,
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          date,
          messageId: info.messageId,
          text: mail.text,
          html: mail.html,
        },
        info.message as Buffer,
      )
      options.logger.info({ id, subject: mail.subject }, 'mail written to the mail folder')
      return { id }
    },
    list: () => folder.list(),
    read: (id) => folder.read(id),
    close: () => transport.close(),
  }
}
