// what the shell hands a React module besides its element: the error boundary single-spa-react shows
// when the module's component throws. It is React, so it is asked for once a module has loaded (and
// brought React to the page), not with the shell. The chrome's React layer is not started here: it
// draws nothing until something opens, and the first overlay, popup or alert asked for loads it
// (chrome/overlay-layer/overlay-layer.ts)
export function reactModuleProps(): () => Promise<Record<string, unknown>> {
  let props: Promise<Record<string, unknown>> | undefined
  return () => {
    props ??= import('./ModuleFallback.tsx').then(({ errorBoundary }) => ({ errorBoundary }))
    return props
  }
}
