import type { Platform } from '@showroom/platform'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { sql } from 'kysely'

async function registerHealth(app: FastifyInstance, options: { platform: Platform }): Promise<void> {
  const { metrics, database } = options.platform
  const duration = metrics.histogram('http_request_duration_seconds', 'HTTP request duration', [
    'method',
    'route',
    'status',
  ])

  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    )
  })

  app.get('/health', async () => ({ status: 'ok' }))
  app.get('/health/ready', async (_request, reply) => {
    try {
      await sql`select 1`.execute(database.db)
      return { status: 'ok', database: database.kind }
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: database.kind })
    }
  })
  app.get('/metrics', async (_request, reply) => {
    reply.header('content-type', metrics.registry.contentType)
    return metrics.registry.metrics()
  })
}

// not encapsulated: the request timer must see every route, not only this plugin's own
export const healthPlugin = fp(registerHealth, { name: 'showroom-health' })
