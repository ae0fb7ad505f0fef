// the social subgraph as its own process (SERVICE_URL_SOCIAL on the gateway points here)
import { runServiceProcess } from '@showroom/platform'
import { createSocialService } from './index.ts'

await runServiceProcess((platform) =>
  createSocialService({
    db: platform.database.forSchema('social'),
    events: platform.events,
    jobs: platform.jobs,
    logger: platform.logger.child({ service: 'social' }),
    publicUrl: platform.config.publicUrl,
  }),
)
