// the accounts subgraph as its own process (SERVICE_URL_ACCOUNTS on the gateway points here)
import { runServiceProcess } from '@showroom/platform'
import { createAccountsService } from './index.ts'

await runServiceProcess((platform) =>
  createAccountsService({
    db: platform.database.forSchema('accounts'),
    events: platform.events,
    pubsub: platform.pubsub,
    logger: platform.logger.child({ service: 'accounts' }),
    passwordHashCost: platform.config.passwordHashCost,
    ...(platform.config.passwordHashScheme ? { passwordHashScheme: platform.config.passwordHashScheme } : {}),
  }),
)
