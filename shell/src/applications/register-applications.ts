import { registerApplication } from 'single-spa'
import type { ModuleLoader } from '../federation/module-loader.ts'
import { APPLICATIONS } from './applications.ts'
import { createFallbackView } from './fallback-view.ts'
import { type ShellApplication, shellApplication } from './module-lifecycles.ts'
import { reactModuleProps } from './react-side.ts'

// registers every application whose module is in the registry; returns a hook for retrying
// failed modules, which the shell calls on each navigation
export function registerApplications(loader: ModuleLoader): () => Promise<void> {
  const extraProps = reactModuleProps()
  const registered: ShellApplication[] = []
  for (const spec of APPLICATIONS) {
    if (!(spec.module in loader.registry)) continue
    const application = shellApplication(spec, loader, createFallbackView(spec.mountpoint), extraProps)
    registered.push(application)
    registerApplication({ name: spec.name, app: application.lifecycles, activeWhen: spec.activeWhen })
  }
  return async () => {
    await Promise.all(registered.map((application) => application.retryIfFailed()))
  }
}
