import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import { type Config, migrateSchema, type Platform, type ServiceModule } from '@showroom/platform'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import type { GraphQLSchema } from 'graphql'
import { alertsPlugin } from './alerts/alerts.plugin.ts'
import { createViewerResolver, viewerCacheOptions } from './auth/viewer.ts'
import { calendarPlugin } from './calendar/calendar.plugin.ts'
import { devMailPlugin } from './dev/dev-mail.plugin.ts'
import { contentTypesPlugin } from './edge/content-types.plugin.ts'
import { methodEnvelopePlugin } from './edge/method-envelope.plugin.ts'
import { originCheckPlugin } from './edge/origin-check.plugin.ts'
import { securityHeadersPlugin } from './edge/security-headers.plugin.ts'
import { DEFAULT_EDGE_TIMEOUTS, type EdgeTimeouts, serverTimeoutOptions } from './edge/timeouts.options.ts'
import { committedSupergraph, compositionKey } from './graphql/committed-supergraph.ts'
import {
  composeSupergraph,
  localSubgraph,
  remoteSubgraph,
  type Subgraph,
  stitchSupergraph,
} from './graphql/compose.ts'
import { graphqlPlugin } from './graphql/graphql.plugin.ts'
import { createOperationRunner } from './graphql/operation-runner.ts'
import { anonymousContext } from './graphql/own-graph.ts'
import { healthPlugin } from './health/health.plugin.ts'
import { endpoints } from './rest/endpoints/index.ts'
import { mediaFilesPlugin } from './media/media-files.plugin.ts'
import { searchFragmentPlugin } from './search/search-fragment.plugin.ts'
import { failure } from './rest/envelope.ts'
import { restPlugin } from './rest/rest.plugin.ts'
import { uploadsPlugin } from './uploads/uploads.plugin.ts'
import { createServices, type Services } from './services.ts'
import { createFirstView } from './web/first-view.ts'
import { createPageMetaLookup } from './web/page-meta.lookup.ts'
import { loadRegistry, registryOrigins } from './web/registry.ts'
import { createShellCities } from './web/shell-cities.ts'
import { webPlugin } from './web/web.plugin.ts'

export interface BuildAppOptions {
  config: Config
  platform: Platform
  // the repository root, where the built shell and modules live
  rootDir?: string
  // body, header and idle limits; tests shorten them
  timeouts?: Partial<EdgeTimeouts>
}

export interface GatewayApp {
  app: FastifyInstance
  services: Services
  supergraphSdl: string
  // what the supergraph was composed from, as one hash (graphql/committed-supergraph.ts)
  supergraphKey: string
  // the stitched schema it serves, before the request guards (the REST rows' runner and tests read it)
  schema: GraphQLSchema
}

const API_BODY_LIMIT = 1024 * 1024

async function subgraphFor(service: ServiceModule, options: BuildAppOptions): Promise<Subgraph> {
  const url = options.config.serviceUrls[service.name]
  if (url) return remoteSubgraph(service.name, url, options.config.internalSecret, service.schema)
  await migrateSchema(options.platform.database, service.name, service.migrations)
  return localSubgraph(service.name, service.schema)
}

// builds the whole gateway; server.ts listens, tests use app.inject()
export async function buildApp(options: BuildAppOptions): Promise<GatewayApp> {
  const { config, platform } = options
  const services = createServices(platform)
  const modules = Object.values(services) as ServiceModule[]
  const subgraphs: Subgraph[] = []
  for (const service of modules) subgraphs.push(await subgraphFor(service, options))
  const supergraphKey = compositionKey(subgraphs)
  const supergraphSdl = committedSupergraph(supergraphKey) ?? (await composeSupergraph(subgraphs))
  const schema = stitchSupergraph(supergraphSdl, subgraphs)
  const accounts = subgraphs.find((s) => s.name === 'accounts')
  if (!accounts) throw new Error('the accounts subgraph is required to resolve sessions')
  const resolveViewer = createViewerResolver(
    accounts,
    viewerCacheOptions(accounts, platform.pubsub, Boolean(config.redisUrl)),
  )
  const secureCookies = config.publicUrl.startsWith('https://')

  const trusted = config.trustProxy
  const app = Fastify({
    loggerInstance: platform.logger,
    bodyLimit: API_BODY_LIMIT,
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names, or anyone could pick their IP
    trustProxy:
      typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : (trusted ?? false),
    ...serverTimeoutOptions({ ...DEFAULT_EDGE_TIMEOUTS, ...options.timeouts }),
  })

  // bad input never becomes a 5xx: malformed JSON, wrong content type, oversize bodies answer 4xx
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) request.log.error({ err: error }, 'request failed')
    const message =
      status === 413
        ? `The request body is too large (limit ${API_BODY_LIMIT} bytes).`
        : status === 500
          ? 'Something went wrong on our side. Please try again.'
          : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'The request body is not valid JSON.'
            : error.message
    const code =
      status === 500 ? 'API_ERR_INTERNAL' : `API_ERR_${error.code?.replace(/^FST_ERR_/, '') ?? 'BAD_REQUEST'}`
    return reply.code(status).send(failure(code, message))
  })

  // legacy clients post no-payload calls with a JSON content type and an empty body: that is {}
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body)
    if (text.trim() === '') return done(null, {})
    try {
      done(null, JSON.parse(text))
    } catch {
      done(
        Object.assign(new Error('The request body is not valid JSON.'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
        undefined,
      )
    }
  })
  await app.register(cookie)
  // the edge goes first, so its hooks cover every route registered after it
  await app.register(securityHeadersPlugin, {
    publicUrl: config.publicUrl,
    graphiql: config.env === 'development',
    moduleOrigins: async () => registryOrigins(await loadRegistry(config.mfeRegistryFile)),
  })
  await app.register(methodEnvelopePlugin, {
    apiMethods: new Map<string, 'GET' | 'POST'>([
      ...endpoints.map((endpoint) => [endpoint.name, endpoint.method] as const),
      ['cdn_upload_logo', 'POST'],
    ]),
  })
  await app.register(contentTypesPlugin, { publicUrl: config.publicUrl })
  await app.register(originCheckPlugin, { publicUrl: config.publicUrl })
  await app.register(formbody)
  await app.register(healthPlugin, { platform })
  await app.register(graphqlPlugin, {
    schema,
    resolveViewer,
    pubsub: platform.pubsub,
    secureCookies,
    graphiql: config.env === 'development',
    introspection: config.env !== 'production',
  })
  // the REST rows and the server-rendered parts ask the graph one way: compiled where the subgraphs
  // allow, through app.graphql otherwise, with one cache of the texts they run
  const runOperation = createOperationRunner(app as unknown as FastifyInstance, schema)
  await app.register(restPlugin, {
    endpoints,
    runOperation,
    resolveViewer,
    secureCookies,
    publicUrl: config.publicUrl,
  })
  await app.register(mediaFilesPlugin, { storage: platform.storage })
  await app.register(uploadsPlugin, { media: services.media.api, resolveViewer })
  await app.register(searchFragmentPlugin, { resolveViewer })
  await app.register(calendarPlugin, { platform, accounts: services.accounts.api })
  await app.register(alertsPlugin, { platform, alerts: services.alerts, accounts: services.accounts.api })
  if (config.env === 'development')
    await app.register(devMailPlugin, { mailer: platform.mailer, resolveViewer })
  await app.register(webPlugin, {
    rootDir: options.rootDir ?? new URL('../../', import.meta.url).pathname,
    registryFile: config.mfeRegistryFile,
    pageMeta: createPageMetaLookup({
      publicUrl: config.publicUrl,
      execute: (query, variables, locale) =>
        runOperation(query, anonymousContext('page-meta', locale), variables),
    }),
    modulePreload: config.firstViewTimeoutMs > 0,
    shellCities: createShellCities({
      execute: (query, variables, locale) =>
        runOperation(query, anonymousContext('shell-cities', locale), variables),
    }),
    firstView: createFirstView({
      rootDir: options.rootDir ?? new URL('../../', import.meta.url).pathname,
      registryFile: config.mfeRegistryFile,
      timeoutMs: config.firstViewTimeoutMs,
      execute: (query, variables, locale) =>
        runOperation(query, anonymousContext('first-view', locale), variables),
    }),
  })

  app.addHook('onClose', async () => {
    for (const service of modules) await service.stop?.()
  })
  for (const service of modules) await service.start?.()
  // the pino logger instance narrows Fastify's logger type; callers only need the plain instance
  return { app: app as unknown as FastifyInstance, services, supergraphSdl, supergraphKey, schema }
}
