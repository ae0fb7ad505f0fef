import { startInSteps } from '@showroom/mfe-runtime/start-in-steps'
import type { AppProps, LifeCycles } from 'single-spa'

// the single-spa lifecycles this module offers the shell (see shell/src/applications). Loading this
// entry runs nothing heavy: the mount brings React DOM, then Apollo with the page's restored data,
// then the module's own code, each in a task of its own, so a phone's main thread is never held for
// the whole start at once (ADR 42)
export const discoveryPages: LifeCycles<AppProps> = startInSteps(
  [() => import('@showroom/mfe-runtime'), () => import('@showroom/graphql-client')],
  () => import('./pages-lifecycles.ts').then((module) => module.discoveryPages),
)
