import * as graphqlClient from '@showroom/graphql-client'
import { defineApplication } from '@showroom/mfe-runtime'
import type { AppProps, LifeCycles } from 'single-spa'
import { BUILD_LABEL } from './build-info.ts'
import { DiscoveryPages } from './DiscoveryPages.tsx'
import './messages.ts'
import { preloadRoute } from './routes.ts'

const pages = defineApplication({
  module: 'mfe-discovery',
  app: 'pages',
  component: DiscoveryPages,
  build: BUILD_LABEL,
})

// the page's code is loaded before mounting, so the first render takes over the server's first view in
// one go
export const discoveryPages: LifeCycles<AppProps> = {
  ...pages,
  mount: async (props: AppProps) => {
    await preloadRoute(window.location.pathname).catch(() => {})
    const mount = pages.mount
    if (Array.isArray(mount)) for (const step of mount) await step(props)
    else await mount(props)
    // a shell built before the first view existed does not offer it
    graphqlClient.firstViewMounted?.()
  },
}
