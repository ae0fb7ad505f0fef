import { defineApplication } from '@showroom/mfe-runtime'
import { BUILD_LABEL } from './build-info.ts'
import { DiscoveryPages } from './DiscoveryPages.tsx'
import './messages.ts'

// the single-spa lifecycles this module offers the shell (see shell/src/applications)
export const discoveryPages = defineApplication({
  module: 'mfe-discovery',
  app: 'pages',
  component: DiscoveryPages,
  build: BUILD_LABEL,
})
