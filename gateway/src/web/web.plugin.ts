import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import zlib from 'node:zlib'
import compress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import { matchSiteRoute } from '@showroom/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FirstViewLookup } from './first-view.ts'
import { withFirstView } from './first-view.html.ts'
import { documentLanguage, withDocumentLanguage, withHeadTags, withPageMeta } from './page-meta.ts'
import type { PageMetaLookup } from './page-meta.lookup.ts'
import { modulePreloadTags } from './module-preload.ts'
import { withNoSession } from './page-session.ts'
import { type ShellCitiesLookup, withShellCities } from './shell-cities.ts'
import { isMfeShortName, loadRegistry, RegistryFileError } from './registry.ts'
import { findZhFont, type ZhFont, zhFontTags } from './zh-font.ts'
import { PAGE_FACE_PATH, PageFaces, workerCutter } from './zh-page-face.ts'

export interface WebPluginOptions {
  // the repository root: the shell is in shell/dist, each module in mfe-<short>/dist
  rootDir: string
  // a JSON file (module name -> mf-manifest.json URL) that overrides the default registry
  registryFile?: string
  // fills each page's title, description, canonical and share tags for the route it answers
  pageMeta?: PageMetaLookup
  // the first screen of a module's page in the HTML, for signed-out visitors (first-view.ts)
  firstView?: FirstViewLookup
  // <link rel=preload> for the files of the module that draws the page, on with the first view
  // (FIRST_VIEW_TIMEOUT_MS). A preload that failed is answered to the next request with its failure;
  // the shell spends those before it tries a module again (shell/src/federation/failed-preloads.ts)
  modulePreload?: boolean
  // the cities the shell's header and menus list, written into every page (shell-cities.ts)
  shellCities?: ShellCitiesLookup
}

function localeOf(request: FastifyRequest): 'en' | 'zh' {
  const cookie = request.cookies?.locale
  if (cookie === 'zh' || cookie === 'en') return cookie
  return /^zh\b/i.test(request.headers['accept-language'] ?? '') ? 'zh' : 'en'
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

// webpack names hashed files `<name>.<10 hex>.<ext>`; everything else (index.html, remoteEntry.js,
// mf-manifest.json) keeps its name across deploys and must be revalidated
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/

// paths the HTML fallback never answers: they belong to the API or to static files
const NOT_PAGES = [
  '/api/',
  '/api',
  '/graphql',
  '/mfe/',
  '/assets/',
  '/uploads/',
  '/media/',
  '/health',
  '/metrics',
]

// a build's compressed copy (`x.0123456789.js.br`) is named by the file it holds
const COMPRESSED_COPY = /\.(br|gz)$/

function cacheControlFor(filePath: string): string {
  return HASHED_FILE.test(path.basename(filePath).replace(COMPRESSED_COPY, '')) ? IMMUTABLE : REVALIDATE
}

// browsers ask for text/html when they navigate, link-preview fetchers and crawlers often for */* or
// nothing at all; only a request that names other types (an image, JSON) is refused the page
function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept
  if (!accept) return true
  return /(^|,)\s*(text\/html|text\/\*|\*\/\*)\s*(;|,|$)/i.test(accept)
}

// `/logo.png`, `/assets/x.js`: a request for a file, never answered with a page
function looksLikeFile(urlPath: string): boolean {
  return /\.[a-z0-9]{1,8}$/i.test(urlPath)
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile()
  } catch {
    return false
  }
}

// serves the composed web site: the shell, the five modules and the runtime registry
export async function webPlugin(app: FastifyInstance, options: WebPluginOptions): Promise<void> {
  const shellDist = path.join(options.rootDir, 'shell', 'dist')
  const moduleDist = (short: string) => path.join(options.rootDir, `mfe-${short}`, 'dist')

  // what this plugin serves without a compressed copy (the pages' HTML) is compressed per response:
  // brotli at quality 5 costs what gzip does and is up to a sixth smaller on the pages (ADR 48)
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
    threshold: 1024,
  })
  await app.register(fastifyStatic, {
    root: shellDist,
    serve: false,
    // the build writes each script and stylesheet brotli- and gzip-compressed beside itself: sent as
    // they are, so only what has no such copy is compressed here (ADR 48)
    preCompressed: true,
    cacheControl: false,
    index: false,
    dotfiles: 'ignore',
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath))
      reply.header('x-content-type-options', 'nosniff')
    },
  })

  app.get('/mfe/registry.json', async (request, reply) => {
    try {
      const registry = await loadRegistry(options.registryFile)
      return reply.header('cache-control', REVALIDATE).type('application/json; charset=utf-8').send(registry)
    } catch (error) {
      const message =
        error instanceof RegistryFileError ? error.message : 'the registry file could not be read'
      request.log.error({ err: error, registryFile: options.registryFile }, 'mfe registry unavailable')
      return reply
        .code(500)
        .header('cache-control', REVALIDATE)
        .send({ code: 'WEB_ERR_REGISTRY_UNAVAILABLE', message })
    }
  })

  app.get<{ Params: { short: string; '*': string } }>('/mfe/:short/*', (request, reply) => {
    const { short } = request.params
    const file = request.params['*']
    if (!isMfeShortName(short) || file === '') return reply.callNotFound()
    return reply.sendFile(file, moduleDist(short))
  })

  app.get<{ Params: { '*': string } }>('/assets/*', (request, reply) => {
    return reply.sendFile(request.params['*'], path.join(shellDist, 'assets'))
  })

  // a page's own cut of the Chinese face, kept and made here (zh-page-face.ts)
  const cutter = workerCutter()
  app.addHook('onClose', async () => cutter.close())
  const pageFaces = new PageFaces(shellDist, cutter.cut, (error) =>
    app.log.warn({ err: error }, 'a page face could not be cut'),
  )
  // the Chinese face's stylesheet changes with each build of the shell
  let zhFont: { builtAt: number; font: Promise<ZhFont | null> } | null = null
  const zhFontOf = async (): Promise<ZhFont | null> => {
    const builtAt = await stat(path.join(shellDist, 'index.html')).then(
      (s) => s.mtimeMs,
      () => 0,
    )
    if (!zhFont || zhFont.builtAt !== builtAt) zhFont = { builtAt, font: findZhFont(shellDist) }
    return zhFont.font
  }

  // a cut of the face a page named (zh-page-face.ts): its address says what to cut (a wildcard: a
  // route parameter stops at 100 characters, an address holds up to 300 code points)
  app.get<{ Params: { '*': string } }>(`${PAGE_FACE_PATH}*`, async (request, reply) => {
    const id = /^([a-z0-9.-]{1,1600})\.woff2$/.exec(request.params['*'])?.[1]
    const font = id ? await zhFontOf() : null
    const data = id && font ? await pageFaces.serve(font.slices, id) : undefined
    if (!data) return reply.callNotFound()
    return reply
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .type('font/woff2')
      .send(Buffer.from(data.buffer, data.byteOffset, data.byteLength))
  })

  // the shell's page for any route: 200 for the site's pages, 404 (with the shell's 404 page) for
  // paths the route table does not know and for pages whose subject does not exist
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await isFile(path.join(shellDist, 'index.html')))) {
      return reply
        .code(503)
        .header('cache-control', REVALIDATE)
        .type('text/plain; charset=utf-8')
        .send('The web site is not built yet: run `npm run build:web`, then reload.')
    }
    const locale = localeOf(request)
    const known = matchSiteRoute(request.url) !== null
    // a member's first view differs from a visitor's: the module paints it
    const visitor = !request.cookies?.sr_session
    const [html, meta, firstView, cities] = await Promise.all([
      readFile(path.join(shellDist, 'index.html'), 'utf8'),
      known && options.pageMeta ? options.pageMeta(request.url, locale) : null,
      known && visitor && options.firstView ? options.firstView(request.url, locale) : null,
      options.shellCities ? options.shellCities(locale) : null,
    ])
    // the Chinese face: a Chinese page's, or an English one's whose first view may draw Chinese
    const font = locale === 'zh' || firstView ? await zhFontOf() : null
    let page = withDocumentLanguage(html, locale)
    if (meta) page = withPageMeta(page, meta)
    if (firstView && !meta?.notFound)
      page = withFirstView(page, firstView, request.url.split(/[?#]/)[0] ?? '/')
    if (cities) page = withShellCities(page, locale, cities)
    // no cookie, no member: the shell starts the page's modules without asking who is looking
    if (visitor) page = withNoSession(page)
    // a page whose first view draws Chinese gets its own cut of the face once it is made; until
    // then a Chinese page preloads the whole face's slices it needs
    const face = font && firstView && !meta?.notFound ? pageFaces.tags(font.slices, firstView.html) : null
    if (face) page = withHeadTags(page, face)
    else if (font && locale === 'zh') page = withHeadTags(page, zhFontTags(font, page))
    // the files of the module that draws the page download alongside the shell's script
    if (known && options.modulePreload) {
      const registry = await loadRegistry(options.registryFile).catch(() => null)
      const preload = registry ? await modulePreloadTags(options.rootDir, registry, request.url) : ''
      if (preload) page = withHeadTags(page, preload)
    }
    return reply
      .code(known && !meta?.notFound ? 200 : 404)
      .header('cache-control', REVALIDATE)
      .header('x-content-type-options', 'nosniff')
      .header('content-language', documentLanguage(locale))
      .header('vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(page)
  }

  app.get('/', async (request, reply) => sendIndex(request, reply))

  // deep links (/c/12/, /user/ava, /london/) are pages of the shell; top-level files of the shell's
  // dist (favicon, robots.txt) are served as they are
  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/'
    if (NOT_PAGES.some((prefix) => urlPath === prefix || urlPath.startsWith(prefix))) {
      return reply.callNotFound()
    }
    const wildcard = request.params['*']
    if (
      !wildcard.includes('/') &&
      wildcard !== 'index.html' &&
      (await isFile(path.join(shellDist, wildcard)))
    ) {
      return reply.sendFile(wildcard, shellDist)
    }
    if (looksLikeFile(urlPath) && !matchSiteRoute(urlPath)) return reply.callNotFound()
    if (!acceptsHtml(request)) return reply.callNotFound()
    return sendIndex(request, reply)
  })
}
