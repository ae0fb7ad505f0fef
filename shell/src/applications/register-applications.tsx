import { registerApplication } from 'single-spa'
import type { ModuleLoader } from '../federation/module-loader.ts'
import { APPLICATIONS } from './applications.ts'
import { createFallbackView } from './fallback-view.tsx'
import { ModuleFallback } from './ModuleFallback.tsx'
import { type ShellApplication, shellApplication } from './module-lifecycles.ts'

// single-spa-react renders this when a module's component throws while rendering
const errorBoundary = () => <ModuleFallback />

// registers every application whose module is in the registry; returns a hook for retrying
// failed modules, which the shell calls on each navigation
export function registerApplications(loader: ModuleLoader): () => Promise<void> {
  const registered: ShellApplication[] = []
  for (const spec of APPLICATIONS) {
    if (!(spec.module in loader.registry)) continue
    const application = shellApplication(spec, loader, createFallbackView(spec.mountpoint), () => ({
      errorBoundary,
    }))
    registered.push(application)
    registerApplication({ name: spec.name, app: application.lifecycles, activeWhen: spec.activeWhen })
  }
  return async () => {
    await Promise.all(registered.map((application) => application.retryIfFailed()))
  }
}
