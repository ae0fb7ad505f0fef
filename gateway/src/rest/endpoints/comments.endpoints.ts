import { z } from 'zod'
import { defineEndpoint, type RestEndpoint } from '../endpoint.ts'
import { flag, id, text } from './fields.ts'

const GRAPHQL_INT_MAX = 2_147_483_647

// GraphQL Int is 32-bit: a bigger id would fail variable coercion instead of answering "not found"
export const intId = () => id().pipe(z.number().max(GRAPHQL_INT_MAX, 'must be a valid id'))

// forms post empty fields as ''; they mean "not given"
export const optional = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((value) =>
      value === '' || value === null || value === undefined ? null : (value as z.output<T>),
    )

// "12,13" or [12, 13]
export const photoIds = () =>
  optional(
    z.union([
      z.array(intId()),
      z
        .string()
        .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'must be a comma-separated list of photo ids')
        .transform((list) => list.split(',').map((part) => Number(part.trim()))),
    ]),
  )

// display_as: a persona as {type, id}, "designer:12" / "designer_12", or "user" for oneself
const personaInput = () =>
  optional(
    z.union([
      z.object({ type: z.enum(['user', 'designer', 'venue']), id: intId() }),
      z
        .string()
        .regex(/^(user|designer|venue)([:_]\d+)?$/, 'must be user, designer:{id} or venue:{id}')
        .transform((value) => {
          const [type, digits] = value.split(/[:_]/)
          return { type: type as string, id: digits === undefined ? null : Number(digits) }
        }),
    ]),
  )

type Kind = 'event' | 'flash' | 'universal'
const PREFIX: Record<Kind, string> = { event: 'events', flash: 'flash_sale', universal: 'universal' }
const GET_ID: Record<Kind, string> = {
  event: 'event_comment_id',
  flash: 'flash_sale_comment_id',
  universal: 'universal_comment_id',
}

// the source params each kind of call carries beside comment_id (spec part 7)
const sourceFields = {
  event: { event_id: optional(intId()) },
  flash: { flash_sale_id: optional(intId()), slug: optional(text(200)), is_preview: optional(flag()) },
  universal: { source_type: optional(text(20)), source_id: optional(intId()) },
} as const

type SourceInput = {
  event_id?: number | null
  flash_sale_id?: number | null
  slug?: string | null
  source_type?: string | null
  source_id?: number | null
}

// a flash sale's calls may name it by its store link's slug, {user_url}-trade-{id} (spec part 7):
// the id in it is the sale; commerce then decides whether the caller may see it
const flashSaleIdOf = (slug: string | null | undefined): number | null => {
  const id = /(?:^|-trade-)(\d{1,9})\/?$/.exec(slug?.trim() ?? '')?.[1]
  return id ? Number(id) : null
}

const sourceVariable = (kind: Kind, input: SourceInput) => ({
  type: kind,
  eventId: input.event_id ?? null,
  flashSaleId: input.flash_sale_id ?? (kind === 'flash' ? flashSaleIdOf(input.slug) : null),
  sourceType: input.source_type ?? null,
  sourceId: input.source_id ?? null,
})

// the author as spec part 3's User; chat messages use the same pieces
export const USER_SELECTION =
  '{ id username fullName userUrl url profileIconUrl profileIconMode isTeam vipLevel isPro isVerified isDeleted isUserSelf isFollowing followerCount }'
export const MEDIA_FRAGMENT = `fragment CommentMedia on MediaItem {
  id resourceType widthPx heightPx previewUrl thumbUrl cardUrl staticThumbUrl staticCardUrl hlsUrl hls mp4 processed
}`
export const COMMENT_FIELDS = `fragment CommentFields on Comment {
  id type comment commentHtml isEmojiOnly mentions
  user ${USER_SELECTION}
  displayAs { type id designer { name detailUrl logoUrl } venue { name detailUrl logoUrl } } displayType displayId photoIds media { ...CommentMedia }
  poll { id title totalAnswers answer options { label percent } }
  replyCount likeCount isLiked createdSince createdDiff isShadowBanned isFeatured isGlobal isAllCities
  eventId flashSaleId replyToId cityId sourceType sourceId
  event { name detailUrl } sourceUser { fullName url } gossipTopic { title }
  canDelete canModerate
}
${MEDIA_FRAGMENT}`
// a photo id the media service does not know gives a null item, left out of the answer
const MEDIA_FIELD = ['media']
const WITH_REPLIES = `...CommentFields replies @include(if: $withReplies) { ...CommentFields }`

interface PersonaPlace {
  name: string
  detailUrl: string
  logoUrl: string | null
}

export interface MediaData {
  id: number
  resourceType: string
  widthPx: number
  heightPx: number
  previewUrl: string | null
  thumbUrl: string | null
  cardUrl: string | null
  staticThumbUrl: string | null
  staticCardUrl: string | null
  hlsUrl: string | null
  hls: string | null
  mp4: string | null
  processed: boolean
}

// spec part 3 "Media item", snake_case
export const mediaJson = (item: MediaData) => ({
  id: item.id,
  resource_type: item.resourceType,
  width_px: item.widthPx,
  height_px: item.heightPx,
  preview_url: item.previewUrl,
  thumb_url: item.thumbUrl,
  card_url: item.cardUrl,
  static_thumb_url: item.staticThumbUrl,
  static_card_url: item.staticCardUrl,
  hls_url: item.hlsUrl,
  hls: item.hls,
  mp4: item.mp4,
  processed: item.processed,
})

export interface UserData {
  id: number
  username: string
  fullName: string
  userUrl: string | null
  url: string | null
  profileIconUrl: string | null
  profileIconMode: string
  isTeam: boolean
  vipLevel: number
  isPro: boolean
  isVerified: number
  isDeleted: boolean
  isUserSelf: boolean
  isFollowing: boolean
  followerCount: number
}

export interface CommentData {
  id: number
  type: string
  comment: string
  commentHtml: string
  isEmojiOnly: boolean
  mentions: string[]
  user: UserData
  displayAs: {
    type: string
    id: number
    designer?: PersonaPlace | null
    venue?: PersonaPlace | null
  }
  displayType: string
  displayId: number
  photoIds: number[]
  // an id the media service does not know resolves to null: it is left out, never breaking the comment
  media: (MediaData | null)[]
  poll: {
    id: number
    title: string
    totalAnswers: number
    answer: string | null
    options: { label: string; percent: number }[]
  } | null
  replyCount: number
  likeCount: number
  isLiked: boolean
  createdSince: string
  createdDiff: number
  isShadowBanned: boolean | null
  isFeatured: boolean
  isGlobal: boolean
  isAllCities: boolean
  eventId: number | null
  flashSaleId: number | null
  replyToId: number | null
  cityId: number | null
  sourceType: string | null
  sourceId: number | null
  event: { name: string; detailUrl: string } | null
  sourceUser: { fullName: string; url: string | null } | null
  gossipTopic: { title: string } | null
  canDelete: boolean
  canModerate: boolean
  replies?: CommentData[]
}

export const userJson = (user: UserData) => ({
  id: user.id,
  username: user.username,
  full_name: user.fullName,
  user_url: user.userUrl,
  url: user.url,
  profile_icon_url: user.profileIconUrl,
  profile_icon_mode: user.profileIconMode,
  is_team: user.isTeam,
  vip_level: user.vipLevel,
  is_pro: user.isPro,
  is_verified: user.isVerified,
  is_deleted: user.isDeleted,
  is_user_self: user.isUserSelf,
  is_following_user: user.isFollowing,
  follower_count: user.followerCount,
})

function sourceJson(c: CommentData) {
  if (c.event) return { name: c.event.name, detail_url: c.event.detailUrl }
  if (c.sourceUser) return { name: c.sourceUser.fullName, detail_url: c.sourceUser.url }
  if (c.gossipTopic) return { name: c.gossipTopic.title, detail_url: null }
  return null
}

// spec part 3 "Comment", snake_case; is_shadow_banned only reaches moderators and the author. The keys
// a comment may lack are added in their place, not spread in: a page of comments with their replies
// built each object twice over with spreads (ADR 28, "Eighth round")
export function commentJson(c: CommentData): Record<string, unknown> {
  // a comment posted as a designer or venue shows that persona's name, page and logo
  const place = c.displayAs.designer ?? c.displayAs.venue ?? null
  const json: Record<string, unknown> = {
    id: c.id,
    comment_type: c.type,
    comment: c.comment,
    comment_html: c.commentHtml,
    is_emoji_only: c.isEmojiOnly,
    mentions: c.mentions,
    user: userJson(c.user),
    display_as: { type: c.displayAs.type, id: c.displayAs.id },
    display_name: place?.name ?? null,
    display_url: place?.detailUrl ?? null,
    display_icon_url: place?.logoUrl ?? null,
    display_id: c.displayId,
    display_type: c.displayType,
    media: (c.media ?? []).flatMap((item) => (item ? [mediaJson(item)] : [])),
    photo_ids: c.photoIds,
    poll: c.poll && {
      id: c.poll.id,
      title: c.poll.title,
      options: c.poll.options,
      total_answers: c.poll.totalAnswers,
      answer: c.poll.answer,
    },
  }
  if (c.replies) json.replies = c.replies.map(commentJson)
  json.reply_count = c.replyCount
  json.like_count = c.likeCount
  json.liked_count = c.likeCount
  json.is_liked = c.isLiked
  json.created_since = c.createdSince
  json.created_diff = c.createdDiff
  if (c.isShadowBanned !== null) json.is_shadow_banned = c.isShadowBanned
  json.is_featured = c.isFeatured
  if (c.type === 'universal') {
    json.is_global = c.isGlobal
    json.is_all_cities = c.isAllCities
  }
  json.event_id = c.eventId
  json.flash_sale_id = c.flashSaleId
  json.reply_to_id = c.replyToId
  json.city_id = c.cityId
  json.source_type = c.sourceType
  json.source_id = c.sourceId
  json.source = sourceJson(c)
  json.can_delete = c.canDelete
  json.can_moderate = c.canModerate
  return json
}

const operationName = (name: string) => name.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase())

function getRow(kind: Kind): RestEndpoint {
  const name = `${PREFIX[kind]}_comments_get`
  return defineEndpoint({
    name,
    method: 'POST',
    auth: 'optional',
    partialUnder: MEDIA_FIELD,
    summary: `One ${kind} comment: values.comment (with replies when support_replies), context (its thread) and source.`,
    input: z.object({
      [GET_ID[kind]]: intId(),
      support_replies: optional(flag()),
      is_include_context: optional(flag()),
      is_include_source: optional(flag()),
    }) as z.ZodType<Record<string, number | boolean | null>>,
    operation: `query ${operationName(name)}($id: Int!, $source: CommentSourceInput, $withReplies: Boolean!, $withContext: Boolean!) {
      comment(id: $id, source: $source) {
        ${WITH_REPLIES}
        thread @include(if: $withContext) { ...CommentFields replies { ...CommentFields } }
      }
    }
    ${COMMENT_FIELDS}`,
    variables: (input) => ({
      id: input[GET_ID[kind]],
      source: { type: kind },
      withReplies: Boolean(input.support_replies),
      withContext: Boolean(input.is_include_context),
    }),
    result: (data: { comment: CommentData & { thread?: CommentData | null } }, input) => {
      const comment = commentJson(data.comment)
      const thread = data.comment.thread
      return {
        values: {
          comment,
          ...(input.is_include_context ? { context: thread ? commentJson(thread) : null } : {}),
          ...(input.is_include_source ? { source: comment.source } : {}),
        },
      }
    },
  })
}

function createRow(kind: Kind): RestEndpoint {
  const name = `${PREFIX[kind]}_comments_create`
  return defineEndpoint({
    name,
    method: 'POST',
    auth: 'required',
    partialUnder: MEDIA_FIELD,
    summary: `Post a ${kind} comment or reply (text trimmed; text or a photo needed): values.comment.`,
    input: z.object({
      ...sourceFields[kind],
      city_id: optional(intId()),
      comment: optional(z.string().max(20_000, 'must be at most 20000 characters')),
      photo_ids: photoIds(),
      is_all_cities: optional(flag()),
      reply_to_id: optional(intId()),
      display_as: personaInput(),
      topic_title: optional(text(1000)),
      topic_city_id: optional(intId()),
    }) as z.ZodType<Record<string, unknown> & SourceInput>,
    operation: `mutation ${operationName(name)}($input: NewCommentInput!) {
      createComment(input: $input) { ...CommentFields }
    }
    ${COMMENT_FIELDS}`,
    variables: (input, ctx) => {
      const displayAs = input.display_as as { type: string; id: number | null } | null
      return {
        input: {
          ...sourceVariable(kind, input),
          cityId: input.city_id,
          comment: input.comment,
          photoIds: input.photo_ids,
          isAllCities: input.is_all_cities,
          replyToId: input.reply_to_id,
          // "user" alone means the member themself
          displayAs: displayAs && { type: displayAs.type, id: displayAs.id ?? ctx.userId ?? 0 },
          topicTitle: input.topic_title,
          topicCityId: input.topic_city_id,
        },
      }
    },
    result: (data: { createComment: CommentData }) => ({
      values: { comment: commentJson(data.createComment) },
    }),
  })
}

const refInput = (kind: Kind) =>
  z.object({ ...sourceFields[kind], comment_id: intId() }) as z.ZodType<SourceInput & { comment_id: number }>

// like, unlike, delete and the moderation calls: source params plus comment_id
function actionRow(
  kind: Kind,
  verb: string,
  mutation: string,
  summary: string,
  values: (data: unknown) => Record<string, unknown>,
  selection = '{ ...CommentFields }',
): RestEndpoint {
  const name = `${PREFIX[kind]}_comments_${verb}`
  return defineEndpoint({
    name,
    method: 'POST',
    auth: 'required',
    partialUnder: MEDIA_FIELD,
    summary,
    input: refInput(kind),
    operation: `mutation ${operationName(name)}($id: Int!, $source: CommentSourceInput) {
      result: ${mutation}(id: $id, source: $source) ${selection}
    }
    ${selection.includes('CommentFields') ? COMMENT_FIELDS : ''}`,
    variables: (input) => ({ id: input.comment_id, source: sourceVariable(kind, input) }),
    result: (data: { result: unknown }) => ({ values: values(data.result) }),
  })
}

const returnsComment = (data: unknown) => ({ comment: commentJson(data as CommentData) })

function listRow(kind: Kind): RestEndpoint {
  const name = `${PREFIX[kind]}_comments_list`
  return defineEndpoint({
    name,
    method: 'POST',
    auth: 'optional',
    partialUnder: MEDIA_FIELD,
    summary: `A page of ${kind} comments, newest first: before_id = newer than, after_id = older than; values.comments, has_more.`,
    input: z.object({
      ...sourceFields[kind],
      limit: optional(intId()),
      before_id: optional(intId()),
      after_id: optional(intId()),
      reverse: optional(flag()),
      support_replies: optional(flag()),
      no_focus: optional(text(10)),
    }) as z.ZodType<SourceInput & Record<string, number | boolean | string | null>>,
    operation: `query ${operationName(name)}($type: String!, $eventId: Int, $flashSaleId: Int, $sourceType: String, $sourceId: Int, $limit: Int, $beforeId: Int, $afterId: Int, $reverse: Boolean, $withReplies: Boolean!) {
      comments(type: $type, eventId: $eventId, flashSaleId: $flashSaleId, sourceType: $sourceType, sourceId: $sourceId, limit: $limit, beforeId: $beforeId, afterId: $afterId, reverse: $reverse) {
        comments { ${WITH_REPLIES} }
        hasMore
      }
    }
    ${COMMENT_FIELDS}`,
    variables: (input) => ({
      ...sourceVariable(kind, input),
      limit: input.limit ?? 20,
      beforeId: input.before_id,
      afterId: input.after_id,
      reverse: Boolean(input.reverse),
      withReplies: input.support_replies !== false,
    }),
    result: (data: { comments: { comments: CommentData[]; hasMore: boolean } }) => ({
      values: { comments: data.comments.comments.map(commentJson), has_more: data.comments.hasMore },
    }),
  })
}

function rowsFor(kind: Kind): RestEndpoint[] {
  const moderation = (verb: string, mutation: string, what: string) =>
    actionRow(kind, verb, mutation, `Moderators: ${what} a ${kind} comment; values.comment.`, returnsComment)
  return [
    getRow(kind),
    listRow(kind),
    createRow(kind),
    actionRow(
      kind,
      'like',
      'likeComment',
      `Like a ${kind} comment: values.like_count.`,
      (data) => ({
        like_count: (data as { likeCount: number }).likeCount,
      }),
      '{ likeCount }',
    ),
    actionRow(
      kind,
      'unlike',
      'unlikeComment',
      `Unlike a ${kind} comment: values.like_count.`,
      (data) => ({
        like_count: (data as { likeCount: number }).likeCount,
      }),
      '{ likeCount }',
    ),
    actionRow(
      kind,
      'delete',
      'deleteComment',
      `Delete one's own ${kind} comment (moderators: any).`,
      () => ({}),
      '',
    ),
    moderation('shadow', 'shadowComment', 'shadow-ban'),
    moderation('unshadow', 'unshadowComment', 'lift the shadow-ban of'),
    moderation('feature', 'featureComment', 'feature'),
    moderation('unfeature', 'unfeatureComment', 'stop featuring'),
  ]
}

interface LikeData {
  user: {
    isUserSelf: boolean
    isFollowing: boolean
    fullName: string
    url: string | null
    profileIconUrl: string | null
  }
  persona: {
    type: string
    id: number
    designer: { name: string; detailUrl: string; logoUrl: string | null } | null
    venue: { name: string; detailUrl: string; logoUrl: string | null } | null
  }
}

// spec part 3 "Likes list entry"; a like made as a designer or venue shows that persona
function likeJson(like: LikeData) {
  const shownAs = like.persona.designer ?? like.persona.venue
  return {
    full_name: shownAs?.name ?? like.user.fullName,
    detail_url: shownAs?.detailUrl ?? like.user.url,
    profile_image_url: shownAs ? shownAs.logoUrl : like.user.profileIconUrl,
    persona_type: like.persona.type,
    persona_id: like.persona.id,
    is_user_self: like.user.isUserSelf,
    is_following_user: like.user.isFollowing,
  }
}

const likesList = defineEndpoint({
  name: 'universal_comments_likes_list',
  method: 'POST',
  auth: 'optional',
  summary: 'Who liked a comment, newest first: values.likes, next_token (pass as from_timestamp), has_more.',
  input: z.object({
    comment_type: text(40),
    comment_id: intId(),
    from_timestamp: optional(z.union([text(40), z.number().nonnegative()])),
  }),
  operation: `query UniversalCommentsLikesList($commentType: String!, $commentId: Int!, $fromTimestamp: String) {
    commentLikes(commentType: $commentType, commentId: $commentId, fromTimestamp: $fromTimestamp) {
      likes {
        user { isUserSelf isFollowing fullName url profileIconUrl }
        persona { type id designer { name detailUrl logoUrl } venue { name detailUrl logoUrl } }
      }
      nextToken hasMore
    }
  }`,
  variables: (input) => ({
    commentType: input.comment_type,
    commentId: input.comment_id,
    fromTimestamp: input.from_timestamp === null ? null : String(input.from_timestamp),
  }),
  result: (data: { commentLikes: { likes: LikeData[]; nextToken: string | null; hasMore: boolean } }) => ({
    values: {
      likes: data.commentLikes.likes.map(likeJson),
      next_token: data.commentLikes.nextToken,
      has_more: data.commentLikes.hasMore,
    },
  }),
})

const pollAnswer = defineEndpoint({
  name: 'poll_answer',
  method: 'POST',
  auth: 'required',
  summary: 'Answer a poll (or change the answer) with an option label: values.options (label, percent).',
  input: z.object({ poll_id: intId(), answer: text(500) }),
  operation: `mutation PollAnswer($pollId: Int!, $answer: String!) {
    answerPoll(pollId: $pollId, answer: $answer) { id title totalAnswers answer options { label percent } }
  }`,
  variables: (input) => ({ pollId: input.poll_id, answer: input.answer }),
  result: (data: {
    answerPoll: { id: number; title: string; totalAnswers: number; answer: string | null; options: unknown[] }
  }) => ({
    values: {
      poll_id: data.answerPoll.id,
      options: data.answerPoll.options,
      total_answers: data.answerPoll.totalAnswers,
      answer: data.answerPoll.answer,
    },
  }),
})

export const commentsEndpoints: RestEndpoint[] = [
  ...rowsFor('event'),
  ...rowsFor('flash'),
  ...rowsFor('universal'),
  actionRow(
    'universal',
    'global',
    'globalComment',
    'Moderators: show a universal comment in every city; values.comment.',
    returnsComment,
  ),
  actionRow(
    'universal',
    'unglobal',
    'unglobalComment',
    'Moderators: stop showing a universal comment everywhere; values.comment.',
    returnsComment,
  ),
  likesList,
  pollAnswer,
]
