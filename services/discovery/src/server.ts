// the discovery subgraph as its own process (SERVICE_URL_DISCOVERY on the gateway points here)
import { runServiceProcess } from '@showroom/platform'
import { createDiscoveryService } from './index.ts'

await runServiceProcess((platform) =>
  createDiscoveryService({
    db: platform.database.forSchema('discovery'),
    events: platform.events,
    logger: platform.logger.child({ service: 'discovery' }),
    placementSecret: platform.config.internalSecret,
  }),
)
