// the comments subgraph as its own process (SERVICE_URL_COMMENTS on the gateway points here)
import { runServiceProcess } from '@showroom/platform'
import { createCommentsService } from './index.ts'

await runServiceProcess((platform) =>
  createCommentsService({
    db: platform.database.forSchema('comments'),
    events: platform.events,
    pubsub: platform.pubsub,
    logger: platform.logger.child({ service: 'comments' }),
  }),
)
