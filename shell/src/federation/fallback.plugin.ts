import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime'

// what loadRemote returns instead of throwing when a module cannot be loaded
export interface FallbackModule {
  readonly __showroomFallback: true
  readonly id: string
  readonly error: unknown
}

export function isFallbackModule(value: unknown): value is FallbackModule {
  return typeof value === 'object' && value !== null && '__showroomFallback' in value
}

export type ModuleFailureListener = (id: string, error: unknown) => void

// a module that is down (dead URL, broken manifest, failing remote entry) turns into a fallback
// module: the shell shows "could not load" in its place and the rest of the page keeps working
export function fallbackPlugin(onFailure: ModuleFailureListener): ModuleFederationRuntimePlugin {
  return {
    name: 'showroom-fallback',
    errorLoadRemote(args) {
      // earlier stages rethrow into loadRemote, which reports the same failure once more as onLoad
      if (args.lifecycle !== 'onLoad') return undefined
      onFailure(args.id, args.error)
      const fallback: FallbackModule = { __showroomFallback: true, id: args.id, error: args.error }
      return fallback
    },
  }
}
