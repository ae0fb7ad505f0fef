import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { matchSiteRoute } from '@showroom/contracts'
import { escapeAttribute } from './page-meta.ts'
import { isMfeShortName, type MfeRegistry } from './registry.ts'

// The module that draws a page is found by the shell only after its own script, the registry and
// the module's manifest have arrived, one after another. The page's HTML names them at once: the
// manifest (fetched by the federation runtime with fetch(), so `as=fetch` + crossorigin), the remote
// entry and the chunks its page application needs at start (script tags, no crossorigin), so the
// browser downloads them alongside the shell's own script.

interface ModuleAssets {
  manifestUrl: string
  scripts: string[]
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } }
  exposes?: { name?: unknown; assets?: { js?: { sync?: unknown } } }[]
}

// a file of the module's own folder: word characters, dots and dashes, no `.` or `..` segment
const safeFile = (file: string) =>
  /^[\w.-]+(\/[\w.-]+)*$/.test(file) && !file.split('/').some((part) => part === '.' || part === '..')
const EXPOSE = 'app'

const cache = new Map<string, { mtimeMs: number; assets: Promise<ModuleAssets | null> }>()

async function readAssets(manifestFile: string, base: string): Promise<ModuleAssets | null> {
  try {
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest
    const entry = manifest.metaData?.remoteEntry
    const entryFile = [entry?.path, entry?.name].filter((p) => typeof p === 'string' && p !== '').join('/')
    if (!safeFile(entryFile)) return null
    const sync = manifest.exposes?.find((e) => e.name === EXPOSE)?.assets?.js?.sync
    const chunks = Array.isArray(sync)
      ? sync.filter((f): f is string => typeof f === 'string' && safeFile(f))
      : []
    return {
      manifestUrl: `${base}mf-manifest.json`,
      scripts: [entryFile, ...chunks].map((file) => `${base}${file}`),
    }
  } catch {
    return null
  }
}

// what a locally served module (`/mfe/<short>/mf-manifest.json`) starts with; re-read when its build changes
async function assetsOf(rootDir: string, manifestUrl: string): Promise<ModuleAssets | null> {
  const short = /^\/mfe\/([a-z-]+)\/mf-manifest\.json$/.exec(manifestUrl)?.[1]
  if (!short || !isMfeShortName(short)) return null
  const manifestFile = path.join(rootDir, `mfe-${short}`, 'dist', 'mf-manifest.json')
  const mtimeMs = await stat(manifestFile).then(
    (s) => s.mtimeMs,
    () => -1,
  )
  if (mtimeMs < 0) return null
  const cached = cache.get(manifestFile)
  if (cached && cached.mtimeMs === mtimeMs) return cached.assets
  const assets = readAssets(manifestFile, `/mfe/${short}/`)
  cache.set(manifestFile, { mtimeMs, assets })
  return assets
}

// the <link rel=preload> tags for the module that draws the page at urlPath ('' when none: a shell
// page, an unknown path, or a module served from another host, whose files the gateway cannot read)
export async function modulePreloadTags(
  rootDir: string,
  registry: MfeRegistry,
  urlPath: string,
): Promise<string> {
  const owner = matchSiteRoute(urlPath)?.route.owner
  const manifestUrl = owner ? registry[owner] : undefined
  if (!manifestUrl) return ''
  const assets = await assetsOf(rootDir, manifestUrl)
  if (!assets) return ''
  return [
    `<link rel="preload" href="${escapeAttribute(assets.manifestUrl)}" as="fetch" crossorigin="anonymous" />`,
    ...assets.scripts.map((url) => `<link rel="preload" href="${escapeAttribute(url)}" as="script" />`),
  ].join('\n    ')
}
