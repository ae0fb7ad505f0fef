// module name (e.g. mfe-chat) -> URL of its mf-manifest.json, as served by the gateway
export type ModuleRegistry = Record<string, string>

const REGISTRY_URL = '/mfe/registry.json'
const MODULE_NAME = /^mfe-[a-z][a-z0-9-]*$/

export function parseModuleRegistry(body: unknown): ModuleRegistry {
  const registry: ModuleRegistry = {}
  if (!body || typeof body !== 'object' || Array.isArray(body)) return registry
  for (const [name, url] of Object.entries(body)) {
    if (MODULE_NAME.test(name) && typeof url === 'string' && url) registry[name] = url
  }
  return registry
}

// an unreachable registry leaves the chrome working with no modules rather than a blank page
export async function fetchModuleRegistry(fetchImpl: typeof fetch = fetch): Promise<ModuleRegistry> {
  try {
    const response = await fetchImpl(REGISTRY_URL, { credentials: 'same-origin', cache: 'no-cache' })
    if (!response.ok) return {}
    return parseModuleRegistry(await response.json())
  } catch {
    return {}
  }
}

// Module Federation names are identifiers: mfe-chat is served as mfe_chat
export function federationName(moduleName: string): string {
  return moduleName.replace(/-/g, '_')
}
