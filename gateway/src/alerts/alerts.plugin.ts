import { timingSafeEqual } from 'node:crypto'
import type { AccountsApi } from '@showroom/accounts'
import type { AlertsService } from '@showroom/alerts'
import type { Platform } from '@showroom/platform'
import type { FastifyInstance } from 'fastify'
import { createAlertsConnection } from './alerts.connection.ts'

export interface AlertsPluginOptions {
  platform: Pick<Platform, 'config' | 'logger' | 'database'>
  alerts: AlertsService
  accounts: Pick<AccountsApi, 'findUserById'>
}

const TOKEN = /^[A-Za-z0-9._-]{1,80}$/

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

// connects alerts to the site (alerts.connection.ts) once the graph is composed, and serves the
// mail client's one-click unsubscribe and the bounce webhook
export async function alertsPlugin(app: FastifyInstance, options: AlertsPluginOptions): Promise<void> {
  const { alerts, accounts } = options
  const { config, logger } = options.platform

  app.addHook('onReady', async () => {
    await alerts.connect(createAlertsConnection(app, { platform: options.platform, accounts }))
  })

  // RFC 8058 allows form or multipart bodies, and the token in the path is all that counts: whatever
  // else a mail client sends is read (up to the body limit) and set aside, in this plugin's routes only
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => done(null, {}))

  // RFC 8058 one-click: a mail client posts List-Unsubscribe=One-Click, no cookie, no Origin; the
  // token alone decides (the edge's origin check lets exactly this route through)
  app.post<{ Params: { token: string } }>('/alerts/unsubscribe/:token', async (request, reply) => {
    const { token } = request.params
    const done = TOKEN.test(token) ? await alerts.unsubscribe(token) : null
    reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8')
    if (!done) return reply.code(404).send('This unsubscribe link is not valid.')
    return reply.code(200).send('You are unsubscribed. 你已退订。')
  })

  // a link scanner or a person opening the URL: no change, the site's #unsub page does it
  app.get<{ Params: { token: string } }>('/alerts/unsubscribe/:token', async (request, reply) => {
    const { token } = request.params
    const target = TOKEN.test(token) ? await alerts.unsubscribeLink(token) : null
    if (!target)
      return reply.code(404).type('text/plain; charset=utf-8').send('This unsubscribe link is not valid.')
    return reply.code(303).header('cache-control', 'no-store').redirect(target, 303)
  })

  // bounces and complaints from the mail provider: {email, type: 'bounce' | 'complaint'} or a list
  // of them under events, with the shared secret in X-Webhook-Secret; off unless a secret is set
  app.post('/alerts/bounce', async (request, reply) => {
    const secret = config.bounceWebhookSecret
    const given = request.headers['x-webhook-secret']
    if (!secret || typeof given !== 'string' || !sameSecret(given, secret))
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found.')
    const body = request.body as { events?: unknown; email?: unknown; type?: unknown } | null
    const events = Array.isArray(body?.events) ? body.events : [body]
    let suppressed = 0
    for (const event of events.slice(0, 500) as { email?: unknown; type?: unknown }[]) {
      const email = typeof event?.email === 'string' ? event.email : ''
      const type = event?.type === 'complaint' ? 'complaint' : event?.type === 'bounce' ? 'bounce' : null
      if (!type || email.length === 0 || email.length > 254 || !email.includes('@')) continue
      await alerts.suppress(email, type)
      suppressed++
    }
    logger.info({ suppressed }, 'alert addresses suppressed from the bounce webhook')
    return reply.code(200).send({ suppressed })
  })
}
