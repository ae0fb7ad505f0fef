// the media subgraph as its own process (SERVICE_URL_MEDIA on the gateway points here)
import { runServiceProcess } from '@showroom/platform'
import { createMediaService } from './index.ts'

await runServiceProcess((platform) =>
  createMediaService({
    db: platform.database.forSchema('media'),
    storage: platform.storage,
    jobs: platform.jobs,
    events: platform.events,
    logger: platform.logger.child({ service: 'media' }),
    publicUrl: platform.config.publicUrl,
  }),
)
