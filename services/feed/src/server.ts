// the feed subgraph as its own process (SERVICE_URL_FEED on the gateway points here)
import { runServiceProcess } from '@showroom/platform'
import { createFeedService } from './index.ts'

await runServiceProcess((platform) =>
  createFeedService({
    db: platform.database.forSchema('feed'),
    events: platform.events,
    logger: platform.logger.child({ service: 'feed' }),
  }),
)
