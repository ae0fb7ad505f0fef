import type { Mailer } from '@showroom/platform'
import type { FastifyInstance } from 'fastify'
import type { ViewerResolver } from '../auth/viewer.ts'
import { createDevMailAccess } from './dev-mail-access.ts'

export interface DevMailPluginOptions {
  mailer: Mailer
  resolveViewer: ViewerResolver
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:52rem;margin:2rem auto;padding:0 1rem;color:#1a1714;background:#fbf8f3}
a{color:#9b1c2e}td,th{padding:.4rem .8rem;text-align:left;border-bottom:1px solid #e6e0d8}pre{white-space:pre-wrap}</style>
<h1>${escapeHtml(title)}</h1>${body}</html>`

// development only: the mail the site would have sent, as written to DATA_DIR/mail
export async function devMailPlugin(app: FastifyInstance, options: DevMailPluginOptions): Promise<void> {
  const mayRead = createDevMailAccess(options.resolveViewer)
  app.addHook('onRequest', async (request, reply) => {
    if (await mayRead(request)) return
    return reply
      .code(403)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page('Not allowed', '<p>The mail page is for admins, or for this machine only.</p>'))
  })
  app.get('/dev/mail', async (_request, reply) => {
    const mails = await options.mailer.list()
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${m.date.toISOString()}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/mail/${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('')
    const body = mails.length
      ? `<table><tr><th>sent</th><th>to</th><th>subject</th></tr>${rows}</table>`
      : '<p>No mail sent yet.</p>'
    return reply.type('text/html; charset=utf-8').send(page('Outgoing mail', body))
  })
  app.get<{ Params: { id: string } }>('/dev/mail/:id', async (request, reply) => {
    const mail = await options.mailer.read(request.params.id)
    if (!mail)
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(page('Not found', '<p>No such message.</p>'))
    const body = `<p>From ${escapeHtml(mail.from)} to ${escapeHtml(mail.to)}, ${mail.date.toISOString()}</p><pre>${escapeHtml(mail.text)}</pre><p><a href="/dev/mail">All mail</a></p>`
    return reply.type('text/html; charset=utf-8').send(page(mail.subject, body))
  })
}
