import { readFile } from 'node:fs/promises'

// the five microfrontends: `mfe-<short>` builds into `mfe-<short>/dist`, served at `/mfe/<short>/`
export const MFE_MODULES = ['chat', 'comments', 'feed', 'commerce', 'discovery'] as const
export type MfeShortName = (typeof MFE_MODULES)[number]

// module name (package name, e.g. `mfe-chat`) -> URL of its mf-manifest.json
export type MfeRegistry = Record<string, string>

export function isMfeShortName(value: string): value is MfeShortName {
  return (MFE_MODULES as readonly string[]).includes(value)
}

export function defaultRegistry(): MfeRegistry {
  const registry: MfeRegistry = {}
  for (const short of MFE_MODULES) registry[`mfe-${short}`] = `/mfe/${short}/mf-manifest.json`
  return registry
}

export class RegistryFileError extends Error {
  override name = 'RegistryFileError'
}

const MODULE_NAME = /^mfe-[a-z][a-z0-9-]*$/

export function parseRegistry(text: string): MfeRegistry {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new RegistryFileError('the registry file is not valid JSON')
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new RegistryFileError('the registry file must hold an object of module name to manifest URL')
  }
  const registry: MfeRegistry = {}
  for (const [name, url] of Object.entries(parsed)) {
    if (!MODULE_NAME.test(name)) throw new RegistryFileError(`"${name}" is not a module name like mfe-chat`)
    if (typeof url !== 'string' || url.trim() === '') {
      throw new RegistryFileError(`the manifest URL of "${name}" must be a non-empty string`)
    }
    registry[name] = url
  }
  return registry
}

// read on every request: a deploy changes the file and the next page load sees it, no restart
export async function loadRegistry(registryFile: string | undefined): Promise<MfeRegistry> {
  if (!registryFile) return defaultRegistry()
  return parseRegistry(await readFile(registryFile, 'utf8'))
}

// the hosts other than this site that the registry loads modules from (relative URLs are this site)
export function registryOrigins(registry: MfeRegistry): string[] {
  const origins = new Set<string>()
  for (const url of Object.values(registry)) {
    if (!/^https?:\/\//i.test(url)) continue
    try {
      origins.add(new URL(url).origin)
    } catch {
      // a manifest URL that does not parse names no host; the shell reports it when it loads
    }
  }
  return [...origins]
}
