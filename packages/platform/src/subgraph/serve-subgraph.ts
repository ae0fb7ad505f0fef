import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApolloServer, HeaderMap } from '@apollo/server'
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled'
import type { Logger } from '../log/logger.ts'
import type { RequestContext, ServiceModule } from '../service.ts'
import { CONTEXT_HEADER, decodeContextHeader } from './context-header.ts'

export interface ServeSubgraphOptions {
  port: number
  host: string
  internalSecret: string
  logger?: Logger
  // turns the decoded request context into what the resolvers receive (the gateway's in-process
  // mode must do the same); the RequestContext itself when absent
  resolveContext?: (ctx: RequestContext) => unknown | Promise<unknown>
  maxBodyBytes?: number
  // GET /health/ready answers 503 while this says no (the process's database); /health's answer
  // when absent
  ready?: () => Promise<boolean>
}

export interface ServedSubgraph {
  url: string
  port: number
  close(): Promise<void>
}

// one service's subgraph as its own HTTP process: POST /graphql, GET /health (the process
// answers) and GET /health/ready (it can serve: its database answers)
export async function serveSubgraph(
  service: ServiceModule,
  options: ServeSubgraphOptions,
): Promise<ServedSubgraph> {
  const { logger } = options
  const maxBodyBytes = options.maxBodyBytes ?? 1_000_000
  const apollo = new ApolloServer<Record<string, unknown>>({
    schema: service.schema,
    // stack traces would travel through the gateway to browsers
    includeStacktraceInErrorResponses: false,
    plugins: [ApolloServerPluginLandingPageDisabled()],
    ...(logger ? { logger: apolloLogger(logger) } : {}),
  })
  await apollo.start()

  function contextOf(req: IncomingMessage): RequestContext {
    const header = req.headers[CONTEXT_HEADER]
    const value = Array.isArray(header) ? header[0] : header
    const decoded = decodeContextHeader(value, options.internalSecret)
    if (decoded) return decoded
    // no header, or one we did not sign: the caller gets nothing the viewer could
    if (value)
      logger?.warn({ service: service.name }, 'rejected a request context header with a bad signature')
    const requestId = req.headers['x-request-id']
    return {
      viewer: null,
      requestId: typeof requestId === 'string' && requestId ? requestId : randomUUID(),
      authToken: null,
      locale: 'en',
      clientIp: null,
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://subgraph')
    if (url.pathname === '/health') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'ok' }))
      return
    }
    if (url.pathname === '/health/ready') {
      const ready = options.ready ? await options.ready().catch(() => false) : true
      res
        .writeHead(ready ? 200 : 503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: ready ? 'ok' : 'unavailable' }))
      return
    }
    if (url.pathname !== '/graphql') {
      res.writeHead(404).end()
      return
    }
    const raw = await readBody(req, maxBodyBytes)
    if (raw === undefined) {
      res.writeHead(413).end()
      return
    }
    let body: unknown
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw)
      } catch {
        res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: 'invalid JSON' }))
        return
      }
    }
    const headers = new HeaderMap()
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value)
    }
    const ctx = contextOf(req)
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: (req.method ?? 'GET').toUpperCase(), headers, search: url.search, body },
      context: async () =>
        (options.resolveContext ? await options.resolveContext(ctx) : ctx) as Record<string, unknown>,
    })
    for (const [key, value] of response.headers) res.setHeader(key, value)
    res.statusCode = response.status ?? 200
    if (response.body.kind === 'complete') {
      res.end(response.body.string)
      return
    }
    for await (const chunk of response.body.asyncIterator) res.write(chunk)
    res.end()
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      logger?.error({ err: error, service: service.name }, 'subgraph request failed')
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  // the gateway's HTTP client keeps connections open between calls and closes them just before the
  // idle time the server announces; with Node's default of 5 s a busy gateway could still send on a
  // connection the service had closed (ECONNRESET), so idle connections live far longer here
  server.keepAliveTimeout = 75_000
  server.headersTimeout = 76_000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const host = options.host.includes(':') ? `[${options.host}]` : options.host
  logger?.info({ service: service.name, port }, 'subgraph listening')

  return {
    url: `http://${host}:${port}/graphql`,
    port,
    async close() {
      server.closeIdleConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await apollo.stop()
    },
  }
}

// undefined when the body is larger than allowed
function readBody(req: IncomingMessage, maxBytes: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    // an oversized body is read to its end and dropped, so the client still gets its 413
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBytes) chunks.push(chunk)
    })
    req.on('end', () => resolve(size > maxBytes ? undefined : Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function apolloLogger(logger: Logger) {
  return {
    debug: (message: string) => logger.debug(message),
    info: (message: string) => logger.info(message),
    warn: (message: string) => logger.warn(message),
    error: (message: string) => logger.error(message),
  }
}
