import { whenIdle } from './when-idle.ts'

// what the shell hands a React module besides its element: the error boundary single-spa-react shows
// when the module's component throws. It is React, so it is asked for once a module has loaded (and
// brought React to the page), not with the shell; `alongside` starts the chrome's React layer then, once
// the browser is idle: it draws nothing until something opens (which loads it at once, overlay-layer.ts)
export function reactModuleProps(alongside: () => Promise<void>): () => Promise<Record<string, unknown>> {
  let props: Promise<Record<string, unknown>> | undefined
  return () => {
    whenIdle(() =>
      alongside().catch((error: unknown) => console.warn('[shell] the overlay layer could not load', error)),
    )
    props ??= import('./ModuleFallback.tsx').then(({ errorBoundary }) => ({ errorBoundary }))
    return props
  }
}
