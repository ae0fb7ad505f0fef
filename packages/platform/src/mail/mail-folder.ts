import { randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export interface MailSummary {
  id: string
  to: string
  subject: string
  date: Date
}

export interface StoredMail extends MailSummary {
  from: string
  text: string
  html: string | undefined
  messageId: string
  // the full RFC 822 message as it would have gone over SMTP
  eml: string
}

interface Sidecar {
  id: string
  from: string
  to: string
  subject: string
  date: string
  messageId: string
  text: string
  html?: string
}

const ID_PATTERN = /^\d{8}T\d{9}Z-[0-9a-f]{8}$/

// development mail: one <id>.eml per message plus a <id>.json sidecar that the dev page lists
export function createMailFolder(dir: string) {
  return {
    newId(date: Date): string {
      const stamp = date.toISOString().replace(/[-:.]/g, '')
      return `${stamp}-${randomBytes(4).toString('hex')}`
    },

    async write(mail: Omit<StoredMail, 'eml'>, eml: Buffer): Promise<void> {
      await mkdir(dir, { recursive: true })
      await writeFile(join(dir, `${mail.id}.eml`), eml)
      const sidecar: Sidecar = {
        id: mail.id,
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        date: mail.date.toISOString(),
        messageId: mail.messageId,
        text: mail.text,
        ...(mail.html === undefined ? {} : { html: mail.html }),
      }
      // the sidecar comes last: a listed message always has its .eml
      await writeFile(join(dir, `${mail.id}.json`), `${JSON.stringify(sidecar, null, 2)}\n`)
    },

    async list(): Promise<MailSummary[]> {
      let names: string[]
      try {
        names = await readdir(dir)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      }
      const ids = names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -5))
      const sidecars = await Promise.all(ids.filter((id) => ID_PATTERN.test(id)).map(readSidecar))
      return sidecars
        .filter((sidecar): sidecar is Sidecar => sidecar !== undefined)
        .map((sidecar) => ({
          id: sidecar.id,
          to: sidecar.to,
          subject: sidecar.subject,
          date: new Date(sidecar.date),
        }))
        .sort((a, b) => b.date.getTime() - a.date.getTime() || b.id.localeCompare(a.id))
    },

    async read(id: string): Promise<StoredMail | null> {
      // ids come from URLs of the dev page: never let one name a path outside the folder
      if (!ID_PATTERN.test(id)) return null
      const sidecar = await readSidecar(id)
      if (!sidecar) return null
      const eml = await readFile(join(dir, `${id}.eml`), 'utf8')
      return {
        id: sidecar.id,
        from: sidecar.from,
        to: sidecar.to,
        subject: sidecar.subject,
        date: new Date(sidecar.date),
        messageId: sidecar.messageId,
        text: sidecar.text,
        html: sidecar.html,
        eml,
      }
    },
  }

  async function readSidecar(id: string): Promise<Sidecar | undefined> {
    try {
      return JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as Sidecar
    } catch {
      return undefined
    }
  }
}
