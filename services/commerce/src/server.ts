// the commerce subgraph as its own process (SERVICE_URL_COMMERCE on the gateway points here)
import { runServiceProcess } from '@showroom/platform'
import { commerceDepsOf, createCommerceService } from './index.ts'

await runServiceProcess((platform) => createCommerceService(commerceDepsOf(platform)))
