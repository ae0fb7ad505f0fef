import type { RestEndpoint } from '../endpoint.ts'
import { accountsEndpoints } from './accounts.endpoints.ts'
import { alertsEndpoints } from './alerts.endpoints.ts'
import { routeChatSource } from './chat-messages.endpoints.ts'
import { chatEndpoints } from './chat.endpoints.ts'
import { commentsEndpoints } from './comments.endpoints.ts'
import { commerceEndpoints } from './commerce.endpoints.ts'
import { discoveryEndpoints } from './discovery.endpoints.ts'
import { feedEndpoints } from './feed.endpoints.ts'
import { mediaEndpoints } from './media.endpoints.ts'
import { notificationsEndpoints } from './notifications.endpoints.ts'
import { searchEndpoints } from './search.endpoints.ts'
import { socialEndpoints } from './social.endpoints.ts'

// the one table of /api/* calls, assembled from each domain's rows
export const endpoints: RestEndpoint[] = [
  ...accountsEndpoints,
  ...alertsEndpoints,
  ...chatEndpoints,
  // universal comments of source_type chat answer through chat's own rows
  ...routeChatSource(commentsEndpoints),
  ...commerceEndpoints,
  ...discoveryEndpoints,
  ...feedEndpoints,
  ...mediaEndpoints,
  ...notificationsEndpoints,
  ...searchEndpoints,
  ...socialEndpoints,
]
