import { defineApplication } from '@showroom/mfe-runtime'
import { BUILD_LABEL } from './build-info.ts'
import { CityHome } from './features/city-home/CityHome.tsx'
import './messages.ts'

// the single-spa lifecycles this module offers the shell (see shell/src/applications)
export const cityHome = defineApplication({
  module: 'mfe-discovery',
  app: 'city-home',
  component: CityHome,
  build: BUILD_LABEL,
})
