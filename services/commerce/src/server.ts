// the commerce subgraph as its own process (SERVICE_URL_COMMERCE on the gateway points here)
import { runServiceProcess } from '@showroom/platform'
import { createCommerceService } from './index.ts'

await runServiceProcess((platform) =>
  createCommerceService({
    db: platform.database.forSchema('commerce'),
    events: platform.events,
    pubsub: platform.pubsub,
    jobs: platform.jobs,
    logger: platform.logger.child({ service: 'commerce' }),
  }),
)
