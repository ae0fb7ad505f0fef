// the discovery subgraph as its own process (SERVICE_URL_DISCOVERY on the gateway points here)
import { runServiceProcess } from '@showroom/platform'
import { createDiscoveryService, discoveryDepsOf } from './index.ts'

await runServiceProcess((platform) => createDiscoveryService(discoveryDepsOf(platform)))
