import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime'
import { fallbackPlugin, isFallbackModule, type ModuleFailureListener } from './fallback.plugin.ts'
import { federationName, type ModuleRegistry } from './registry.ts'

// what a module exposes as './app': named single-spa lifecycles
export type ExposedModule = Record<string, unknown>

export interface ModuleLoader {
  readonly registry: ModuleRegistry
  // resolves to null when the module could not be loaded; `retry` tries a failed module again
  load(moduleName: string, options?: { retry?: boolean }): Promise<ExposedModule | null>
  hasFailed(moduleName: string): boolean
}

const EXPOSE = 'app'

export function createModuleLoader(registry: ModuleRegistry, onFailure: ModuleFailureListener): ModuleLoader {
  const loads = new Map<string, Promise<ExposedModule | null>>()
  const failed = new Set<string>()

  registerPlugins([fallbackPlugin(onFailure)])
  const remoteOf = (moduleName: string) => ({
    name: federationName(moduleName),
    entry: registry[moduleName] ?? '',
  })
  registerRemotes(Object.keys(registry).map(remoteOf))

  async function attempt(moduleName: string): Promise<ExposedModule | null> {
    // a forced re-registration drops the runtime's cached manifest and remote entry
    if (failed.has(moduleName)) registerRemotes([remoteOf(moduleName)], { force: true })
    let loaded: unknown
    try {
      loaded = await loadRemote<ExposedModule>(`${federationName(moduleName)}/${EXPOSE}`)
    } catch (error) {
      onFailure(moduleName, error)
      loaded = null
    }
    if (!loaded || isFallbackModule(loaded) || typeof loaded !== 'object') {
      failed.add(moduleName)
      return null
    }
    failed.delete(moduleName)
    return loaded as ExposedModule
  }

  return {
    registry,
    load(moduleName, { retry = false } = {}) {
      if (!(moduleName in registry)) return Promise.resolve(null)
      let pending = loads.get(moduleName)
      if (!pending || (retry && failed.has(moduleName))) {
        pending = attempt(moduleName)
        loads.set(moduleName, pending)
      }
      return pending
    },
    hasFailed: (moduleName) => failed.has(moduleName),
  }
}
