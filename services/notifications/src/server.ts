// the notifications subgraph as its own process (SERVICE_URL_NOTIFICATIONS on the gateway points here)
import { runServiceProcess } from '@showroom/platform'
import { createNotificationsService } from './index.ts'

await runServiceProcess((platform) =>
  createNotificationsService({
    db: platform.database.forSchema('notifications'),
    events: platform.events,
    pubsub: platform.pubsub,
    logger: platform.logger.child({ service: 'notifications' }),
  }),
)
