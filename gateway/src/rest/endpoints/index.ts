import type { RestEndpoint } from '../endpoint.ts'
import { accountsEndpoints } from './accounts.endpoints.ts'
import { commentsEndpoints } from './comments.endpoints.ts'
import { discoveryEndpoints } from './discovery.endpoints.ts'
import { mediaEndpoints } from './media.endpoints.ts'
import { notificationsEndpoints } from './notifications.endpoints.ts'
import { searchEndpoints } from './search.endpoints.ts'
import { socialEndpoints } from './social.endpoints.ts'

// the one table of /api/* calls, assembled from each domain's rows
export const endpoints: RestEndpoint[] = [
  ...accountsEndpoints,
  ...commentsEndpoints,
  ...discoveryEndpoints,
  ...mediaEndpoints,
  ...notificationsEndpoints,
  ...searchEndpoints,
  ...socialEndpoints,
]
