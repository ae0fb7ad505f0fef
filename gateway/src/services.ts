import { type AccountsService, createAccountsService } from '@showroom/accounts'
import { createDiscoveryService, type DiscoveryService } from '@showroom/discovery'
import type { Platform } from '@showroom/platform'

export interface Services {
  accounts: AccountsService
  discovery: DiscoveryService
}

// the composition root: every domain service, each on its own schema of the one database
export function createServices(platform: Platform): Services {
  const { database, events, pubsub, logger, config } = platform
  return {
    accounts: createAccountsService({
      db: database.forSchema('accounts'),
      events,
      pubsub,
      logger: logger.child({ service: 'accounts' }),
      passwordHashCost: config.passwordHashCost,
    }),
    discovery: createDiscoveryService({
      db: database.forSchema('discovery'),
      logger: logger.child({ service: 'discovery' }),
    }),
  }
}
