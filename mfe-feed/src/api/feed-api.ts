import { type ApiResult, apiCall } from '@showroom/graphql-client/fetch'
import type { FeedRequest } from '../model/feed-controller.ts'
import type { MediaRequest } from '../model/media-feed-controller.ts'
import type { FeedItem, FeedPage, FeedScope, MediaPage } from '../model/types.ts'

export interface FeedApi {
  getFeed(request: FeedRequest): Promise<ApiResult<FeedPage>>
  getMedia(request: MediaRequest): Promise<ApiResult<MediaPage>>
  // shares a post into a city's community feed; refused with meta.step 3 for the untrusted
  share(itemId: number, cityId: number): Promise<ApiResult<{ item: FeedItem }>>
}

function scopeParams(scope: FeedScope): Record<string, unknown> {
  if ('userId' in scope) return { user_id: scope.userId }
  if ('cityPrefix' in scope) return { prefix: scope.cityPrefix }
  return {}
}

// spec part 7, "Search and content": activity_feed_get and activity_media_feed_get (GET, version=1)
export const feedApi: FeedApi = {
  getFeed: (request) =>
    apiCall<FeedPage>(
      'activity_feed_get',
      {
        version: 1,
        ...scopeParams(request.scope),
        ...(request.itemIds ? { item_ids: request.itemIds.join(',') } : {}),
        ...(request.pageToken ? { page_token: request.pageToken } : {}),
        ...(request.direction && !request.itemIds ? { page_direction: request.direction } : {}),
      },
      { method: 'GET' },
    ),
  getMedia: (request) =>
    apiCall<MediaPage>(
      'activity_media_feed_get',
      {
        version: 1,
        ...scopeParams(request.scope),
        ...(request.afterId ? { after_id: request.afterId } : {}),
      },
      { method: 'GET' },
    ),
  share: (itemId, cityId) =>
    apiCall('activity_feed_share', { item_id: itemId, city_id: cityId }, { needsLogin: true }),
}
