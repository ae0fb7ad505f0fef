import type { CommentType, Persona, PollOption } from '@showroom/contracts'
import { type ApiResult, apiCall } from '@showroom/graphql-client'
import { API_PREFIX, GET_ID_FIELD, sourceParams } from '../model/comment-source.ts'
import type { ThreadComment, ThreadSource } from '../model/types.ts'

export type Moderation = 'feature' | 'unfeature' | 'shadow' | 'unshadow' | 'global' | 'unglobal'

export interface NewComment {
  comment: string
  photoIds: number[]
  replyToId?: number
  displayAs?: Persona | null
  // a new gossip topic (source_type gossip, source_id 0): its title and city
  topicTitle?: string
  topicCityId?: number | null
}

export interface LikesPage {
  likes: LikeEntry[]
  next_token: string | null
  has_more: boolean
}

export interface LikeEntry {
  full_name: string
  detail_url: string | null
  profile_image_url: string | null
  persona_type: string
  persona_id: number
  is_user_self: boolean
  is_following_user: boolean
}

export interface MentionEntry {
  id: number
  username: string
  full_name: string
  profile_icon_url: string | null
  type?: string
}

// the calls the thread makes; a fake stands in for it in unit tests
export interface CommentsApi {
  list(
    source: ThreadSource,
    afterId?: number,
  ): Promise<ApiResult<{ comments: ThreadComment[]; has_more: boolean }>>
  get(
    kind: CommentType,
    id: number,
  ): Promise<
    ApiResult<{
      comment: ThreadComment
      context?: ThreadComment | null
      source?: { name: string; detail_url: string | null } | null
    }>
  >
  create(source: ThreadSource, input: NewComment): Promise<ApiResult<{ comment: ThreadComment }>>
  like(source: ThreadSource, id: number, liked: boolean): Promise<ApiResult<{ like_count: number }>>
  remove(source: ThreadSource, id: number): Promise<ApiResult<Record<string, never>>>
  moderate(
    source: ThreadSource,
    id: number,
    action: Moderation,
  ): Promise<ApiResult<{ comment: ThreadComment }>>
  likes(kind: CommentType, id: number, fromToken: string | null): Promise<ApiResult<LikesPage>>
  answerPoll(pollId: number, answer: string): Promise<ApiResult<{ options: PollOption[]; answer: string }>>
  lookupUsernames(term: string, signal?: AbortSignal): Promise<ApiResult<{ usernames: MentionEntry[] }>>
}

const PAGE = 20

const call = (kind: CommentType, verb: string) => `${API_PREFIX[kind]}_comments_${verb}`

export const commentsApi: CommentsApi = {
  list: (source, afterId) =>
    apiCall(call(source.kind, 'list'), {
      ...sourceParams(source),
      limit: PAGE,
      support_replies: true,
      ...(afterId ? { after_id: afterId } : {}),
    }),
  get: (kind, id) =>
    apiCall(call(kind, 'get'), {
      [GET_ID_FIELD[kind]]: id,
      support_replies: true,
      is_include_context: true,
      is_include_source: true,
    }),
  create: (source, input) =>
    apiCall(
      call(source.kind, 'create'),
      {
        ...sourceParams(source),
        city_id: source.cityId ?? null,
        comment: input.comment,
        photo_ids: input.photoIds.join(','),
        ...(input.replyToId ? { reply_to_id: input.replyToId } : {}),
        ...(input.displayAs ? { display_as: input.displayAs } : {}),
        ...(input.topicTitle !== undefined
          ? { topic_title: input.topicTitle, topic_city_id: input.topicCityId ?? null }
          : {}),
      },
      { needsLogin: true },
    ),
  like: (source, id, liked) =>
    apiCall(
      call(source.kind, liked ? 'like' : 'unlike'),
      { ...sourceParams(source), comment_id: id },
      { needsLogin: true },
    ),
  remove: (source, id) =>
    apiCall(call(source.kind, 'delete'), { ...sourceParams(source), comment_id: id }, { needsLogin: true }),
  moderate: (source, id, action) =>
    apiCall(call(source.kind, action), { ...sourceParams(source), comment_id: id }, { needsLogin: true }),
  likes: (kind, id, fromToken) =>
    apiCall('universal_comments_likes_list', {
      comment_type: kind,
      comment_id: id,
      from_timestamp: fromToken,
    }),
  answerPoll: (pollId, answer) => apiCall('poll_answer', { poll_id: pollId, answer }, { needsLogin: true }),
  lookupUsernames: (term, signal) =>
    apiCall(
      'user_lookup_by_username',
      { username: term, usernames_only: false, include_brands: true, limit: 10 },
      { method: 'GET', signal },
    ),
}
