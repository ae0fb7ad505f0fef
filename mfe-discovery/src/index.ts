import { startInSteps } from '@showroom/mfe-runtime/start-in-steps'
import type { AppProps, LifeCycles } from 'single-spa'

// the single-spa lifecycles this module offers the shell (see shell/src/applications). Loading this
// entry runs nothing heavy: the mount brings React DOM, then Apollo with the page's restored data,
// then the module kit, then the module's own code, each in a task of its own, so a phone's main
// thread is never held for the whole start at once (ADR 42). Each step needs only what the steps
// before it brought (the kit imports both React DOM and Apollo).
export const discoveryPages: LifeCycles<AppProps> = startInSteps(
  [
    () => import('react-dom/client'),
    () => import('@showroom/graphql-client'),
    () => import('@showroom/mfe-runtime'),
  ],
  () => import('./pages-lifecycles.ts').then((module) => module.discoveryPages),
)
