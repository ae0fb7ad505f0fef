import { APPLICATIONS } from '../applications/applications.ts'
import type { ModuleFailureListener } from './fallback.plugin.ts'
import { createModuleLoader, type ModuleLoader } from './module-loader.ts'
import { fetchModuleRegistry } from './registry.ts'

// runs before the chrome's code has arrived: reads the registry, registers the remotes and starts
// downloading the modules the current page needs, so they load alongside the chrome, not after it
export async function startModules(onFailure: ModuleFailureListener): Promise<ModuleLoader> {
  const loader = createModuleLoader(await fetchModuleRegistry(), onFailure)
  const needed = new Set(
    APPLICATIONS.filter((spec) => spec.activeWhen(window.location)).map((spec) => spec.module),
  )
  for (const module of needed) void loader.load(module)
  return loader
}
