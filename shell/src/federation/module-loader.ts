import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime'
import { fallbackPlugin, isFallbackModule, type ModuleFailureListener } from './fallback.plugin.ts'
import { spendFailedPreloads } from './failed-preloads.ts'
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

// what the loader uses of the federation runtime and the page (tests hand in their own)
export interface LoaderDeps {
  runtime: {
    registerPlugins: typeof registerPlugins
    registerRemotes: typeof registerRemotes
    loadRemote: typeof loadRemote
  }
  // before a retry: uses up the failures the browser would replay for the module's preloads
  spendFailedPreloads(manifestUrl: string): Promise<void>
}

const browserDeps: LoaderDeps = {
  runtime: { registerPlugins, registerRemotes, loadRemote },
  spendFailedPreloads: (manifestUrl) => spendFailedPreloads(manifestUrl),
}

export function createModuleLoader(
  registry: ModuleRegistry,
  onFailure: ModuleFailureListener,
  { runtime, spendFailedPreloads: spendPreloads }: LoaderDeps = browserDeps,
): ModuleLoader {
  const loads = new Map<string, Promise<ExposedModule | null>>()
  const failed = new Set<string>()

  runtime.registerPlugins([fallbackPlugin(onFailure)])
  const remoteOf = (moduleName: string) => ({
    name: federationName(moduleName),
    entry: registry[moduleName] ?? '',
  })
  runtime.registerRemotes(Object.keys(registry).map(remoteOf))

  async function attempt(moduleName: string): Promise<ExposedModule | null> {
    if (failed.has(moduleName)) {
      // a preloaded file that failed would fail again once, whatever the network says now
      await spendPreloads(registry[moduleName] ?? '').catch(() => undefined)
      // a forced re-registration drops the runtime's cached manifest and remote entry
      runtime.registerRemotes([remoteOf(moduleName)], { force: true })
    }
    let loaded: unknown
    try {
      loaded = await runtime.loadRemote<ExposedModule>(`${federationName(moduleName)}/${EXPOSE}`)
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
