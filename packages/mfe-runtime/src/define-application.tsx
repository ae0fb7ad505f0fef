import type { ComponentType, ReactNode } from 'react'
import React, { startTransition } from 'react'
import ReactDOMClient, { type RootOptions } from 'react-dom/client'
import type { AppProps, LifeCycles } from 'single-spa'
import singleSpaReact from 'single-spa-react'
import { reportReactIdentity } from './debug-hook.ts'
import { ModuleRoot } from './module-root.tsx'

type ErrorBoundary = (error: Error, info: React.ErrorInfo, props: AppProps) => React.ReactElement | null

export interface ApplicationDefinition {
  // the module's package name, e.g. mfe-chat
  module: string
  // short name of this application inside the module, e.g. chat-page
  app: string
  component: ComponentType<AppProps>
  // pass the module's own __SHOWROOM_BUILD_LABEL__: this kit is shared, so its copy may come from
  // another build (the shell's)
  build: string
}

// single-spa-react's createRoot, rendering as a transition: React renders a module's tree in slices of
// a few milliseconds and lets the browser in between, where a plain render is one task as long as the
// whole page (seconds on a phone). What the element holds (the server's first view) stays up until the
// new tree commits
const transitionRoots = {
  createRoot(container: Element | DocumentFragment, options?: RootOptions) {
    const root = ReactDOMClient.createRoot(container, options)
    return {
      render: (children: ReactNode) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    }
  },
}

// single-spa lifecycles for one of a module's applications (or parcels); the shell passes the DOM
// element and an error boundary through the props
export function defineApplication(definition: ApplicationDefinition): LifeCycles<AppProps> {
  const { module, app, build, component: Component } = definition
  // biome-ignore lint/correctness/noComponentHookFactories: made once per application when the module loads, never while rendering
  function Root(props: AppProps) {
    return (
      <ModuleRoot module={module} app={app} build={build}>
        <Component {...props} />
      </ModuleRoot>
    )
  }
  Root.displayName = `${module}:${app}`
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: transitionRoots,
    renderType: 'createRoot',
    rootComponent: Root,
    // the shell hands every application its fallback through the props: a render error shows it
    errorBoundary: (
      error: Error,
      info: React.ErrorInfo,
      props: AppProps & { errorBoundary?: ErrorBoundary },
    ) => (props.errorBoundary ? props.errorBoundary(error, info, props) : null),
  } as Parameters<typeof singleSpaReact>[0]) as LifeCycles<AppProps>
  const mount = lifecycles.mount
  return {
    ...lifecycles,
    mount: async (props: AppProps) => {
      reportReactIdentity(`${module}:${app}`)
      if (Array.isArray(mount)) for (const step of mount) await step(props)
      else await mount(props)
    },
  }
}
