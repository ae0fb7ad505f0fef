import { timingSafeEqual } from 'node:crypto'
import type { AccountsApi } from '@showroom/accounts'
import type { AlertsCity, AlertsService, GraphExecutor } from '@showroom/alerts'
import type { Platform, RequestContext } from '@showroom/platform'
import type { FastifyInstance } from 'fastify'
import { queryOwnGraph } from '../graphql/own-graph.ts'

export interface AlertsPluginOptions {
  platform: Pick<Platform, 'config' | 'logger'>
  alerts: AlertsService
  accounts: Pick<AccountsApi, 'findUserById'>
}

const CITY = 'id slug nameEn nameZh timezone'
const CITIES_FOR_MS = 5 * 60 * 1000
const TOKEN = /^[A-Za-z0-9._-]{1,80}$/

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

// alerts learns cities and the events of a digest from the composed graph, members from accounts;
// and serves the mail client's one-click unsubscribe and the bounce webhook
export async function alertsPlugin(app: FastifyInstance, options: AlertsPluginOptions): Promise<void> {
  const { alerts, accounts } = options
  const { config, logger } = options.platform
  let cities: { at: number; list: Promise<AlertsCity[]> } | undefined

  const context = async (as: { userId: number | null; language: 'en' | 'zh' }): Promise<RequestContext> => {
    const user = as.userId === null ? null : await accounts.findUserById(as.userId)
    const viewer =
      user && !user.isDeleted
        ? {
            userId: user.id,
            sessionId: 'alerts-digest',
            persona: { type: 'user' as const, id: user.id },
            roles: user.roles,
            isPro: user.isPro,
            isTeam: user.isTeam,
            points: user.points,
          }
        : null
    return { viewer, requestId: 'alerts-digest', authToken: null, locale: as.language, clientIp: null }
  }
  const graph: GraphExecutor = async (query, variables, as) =>
    queryOwnGraph(app, query, await context(as), variables)

  const allCities = (fresh = false) => {
    if (fresh || !cities || Date.now() - cities.at > CITIES_FOR_MS) {
      const list = graph<{ cities: AlertsCity[] }>(
        `{ cities { ${CITY} } }`,
        {},
        { userId: null, language: 'en' },
      ).then((data) => data.cities)
      list.catch(() => {
        cities = undefined
      })
      cities = { at: Date.now(), list }
    }
    return cities.list
  }

  app.addHook('onReady', async () => {
    await alerts.connect({
      graph,
      directory: {
        cities: () => allCities(),
        // a city added since the list was read is looked for once more
        city: async (id) =>
          (await allCities()).find((city) => city.id === id) ??
          (await allCities(true)).find((city) => city.id === id) ??
          null,
        member: async (userId) => {
          const user = await accounts.findUserById(userId)
          return user
            ? {
                id: user.id,
                email: user.email,
                username: user.username,
                fullName: user.fullName,
                isTeam: user.isTeam,
                isDeleted: user.isDeleted,
              }
            : null
        },
      },
    })
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
