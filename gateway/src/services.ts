import { type AccountsService, createAccountsService } from '@showroom/accounts'
import { type AlertsService, alertsDepsOf, createAlertsService } from '@showroom/alerts'
import { type ChatService, createChatService } from '@showroom/chat'
import { type CommentsService, createCommentsService } from '@showroom/comments'
import { type CommerceService, commerceDepsOf, createCommerceService } from '@showroom/commerce'
import { createDiscoveryService, type DiscoveryService, discoveryDepsOf } from '@showroom/discovery'
import { createFeedService, type FeedService } from '@showroom/feed'
import { createMediaService, type MediaService } from '@showroom/media'
import { createNotificationsService, type NotificationsService } from '@showroom/notifications'
import type { Platform } from '@showroom/platform'
import { createSocialService, type SocialService } from '@showroom/social'

export interface Services {
  accounts: AccountsService
  alerts: AlertsService
  chat: ChatService
  comments: CommentsService
  commerce: CommerceService
  discovery: DiscoveryService
  feed: FeedService
  media: MediaService
  notifications: NotificationsService
  social: SocialService
}

// the composition root: every domain service, each on its own schema of the one database
export function createServices(platform: Platform): Services {
  const { database, events, pubsub, logger, config } = platform
  const accounts = createAccountsService({
    db: database.forSchema('accounts'),
    events,
    pubsub,
    logger: logger.child({ service: 'accounts' }),
    passwordHashCost: config.passwordHashCost,
    ...(config.passwordHashScheme ? { passwordHashScheme: config.passwordHashScheme } : {}),
  })
  const alerts = createAlertsService(alertsDepsOf(platform))
  return {
    accounts,
    alerts,
    chat: createChatService({
      db: database.forSchema('chat'),
      events,
      pubsub,
      logger: logger.child({ service: 'chat' }),
    }),
    comments: createCommentsService({
      db: database.forSchema('comments'),
      events,
      pubsub,
      logger: logger.child({ service: 'comments' }),
    }),
    commerce: createCommerceService({
      ...commerceDepsOf(platform),
      // sale registration and order mails: the address from accounts when sending, through alerts
      mail: {
        publicUrl: config.publicUrl,
        member: async (userId) => {
          const user = await accounts.api.findUserById(userId)
          return user && !user.isDeleted ? { email: user.email } : null
        },
        notices: alerts.notices,
      },
    }),
    discovery: createDiscoveryService(discoveryDepsOf(platform)),
    feed: createFeedService({
      db: database.forSchema('feed'),
      events,
      logger: logger.child({ service: 'feed' }),
    }),
    media: createMediaService({
      db: database.forSchema('media'),
      storage: platform.storage,
      jobs: platform.jobs,
      events,
      logger: logger.child({ service: 'media' }),
      publicUrl: config.publicUrl,
    }),
    notifications: createNotificationsService({
      db: database.forSchema('notifications'),
      events,
      pubsub,
      logger: logger.child({ service: 'notifications' }),
    }),
    social: createSocialService({
      db: database.forSchema('social'),
      events,
      jobs: platform.jobs,
      logger: logger.child({ service: 'social' }),
      publicUrl: config.publicUrl,
    }),
  }
}
