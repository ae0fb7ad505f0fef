import type { ComponentType } from 'react'
import React from 'react'
import ReactDOMClient from 'react-dom/client'
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
    ReactDOMClient,
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
