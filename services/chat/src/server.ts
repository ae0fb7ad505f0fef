// the chat subgraph as its own process (SERVICE_URL_CHAT on the gateway points here)
import { runServiceProcess } from '@showroom/platform'
import { createChatService } from './index.ts'

await runServiceProcess((platform) =>
  createChatService({
    db: platform.database.forSchema('chat'),
    events: platform.events,
    pubsub: platform.pubsub,
    logger: platform.logger.child({ service: 'chat' }),
  }),
)
