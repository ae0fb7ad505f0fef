import * as graphqlClient from '@showroom/graphql-client'
import type { ComponentType, ReactNode } from 'react'
import React, { startTransition } from 'react'
import ReactDOMClient, { type Root, type RootOptions } from 'react-dom/client'
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

// the gateway marks the element holding a module's server-drawn first view (gateway/src/web/first-view.html.ts)
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view'

// the element still holds the first view the server drew for this page and its data was restored: the
// module's first render (same components, same data, same location) is the same markup
function holdsFirstView(container: Element | DocumentFragment): container is Element {
  if (!(container instanceof Element) || !container.hasAttribute(FIRST_VIEW_ATTRIBUTE)) return false
  container.removeAttribute(FIRST_VIEW_ATTRIBUTE)
  // a shell built before the first view existed does not offer it
  return container.firstElementChild !== null && graphqlClient.firstViewPending?.() === true
}

// a first view that differs from the module's render (a relative time that moved on between the two)
// is drawn again by React from the module's render: the page is right, only the hydration was lost
function hydrationMissed(error: unknown, info: { componentStack?: string }): void {
  console.warn(
    "[mfe] the first view differed from the module's render and was drawn again",
    error,
    info.componentStack ?? '',
  )
}

// single-spa-react's createRoot, rendering as a transition: React renders a module's tree in slices of
// a few milliseconds and lets the browser in between, where a plain render is one task as long as the
// whole page (seconds on a phone). A server-drawn first view is hydrated: React walks the markup that is
// already on the screen and attaches to it instead of building and laying out the page a second time;
// anything else the element holds stays up until the new tree commits
const transitionRoots = {
  createRoot(container: Element | DocumentFragment, options?: RootOptions) {
    let root: Root | null = null
    return {
      render: (children: ReactNode) =>
        startTransition(() => {
          if (root) root.render(children)
          else if (holdsFirstView(container))
            root = ReactDOMClient.hydrateRoot(container, children, {
              ...options,
              onRecoverableError: hydrationMissed,
            })
          else {
            root = ReactDOMClient.createRoot(container, options)
            root.render(children)
          }
        }),
      unmount: () => root?.unmount(),
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
