import { serviceError } from '@showroom/platform'
import type { GraphQLError } from 'graphql'

// stable codes: clients branch on these, so never rename one
export const CommentsErrorCode = {
  notSignedIn: 'COMMENTS_ERR_NOT_SIGNED_IN',
  notFound: 'COMMENTS_ERR_NOT_FOUND',
  sourceNotFound: 'COMMENTS_ERR_SOURCE_NOT_FOUND',
  notOwner: 'COMMENTS_ERR_NOT_OWNER',
  notModerator: 'COMMENTS_ERR_NOT_MODERATOR',
  personaNotAllowed: 'COMMENTS_ERR_PERSONA_NOT_ALLOWED',
  empty: 'COMMENTS_ERR_EMPTY',
  tooLong: 'COMMENTS_ERR_TOO_LONG',
  invalidInput: 'COMMENTS_ERR_INVALID_INPUT',
  unknownType: 'COMMENTS_ERR_UNKNOWN_TYPE',
  notUniversal: 'COMMENTS_ERR_NOT_UNIVERSAL',
  topicTitleMissing: 'COMMENTS_ERR_TOPIC_TITLE_MISSING',
  pollNotFound: 'COMMENTS_ERR_POLL_NOT_FOUND',
  invalidAnswer: 'COMMENTS_ERR_INVALID_ANSWER',
  photoNotFound: 'COMMENTS_ERR_PHOTO_NOT_FOUND',
  chatElsewhere: 'COMMENTS_ERR_CHAT_ELSEWHERE',
} as const

export const commentsErrors = {
  notSignedIn: () =>
    serviceError(CommentsErrorCode.notSignedIn, 'Please log in or sign up to do this.', { http: 401 }),
  notFound: () =>
    serviceError(CommentsErrorCode.notFound, 'This comment does not exist or has been deleted.', {
      http: 404,
      field: 'comment_id',
    }),
  sourceNotFound: (field: string, what: string) =>
    serviceError(CommentsErrorCode.sourceNotFound, `This ${what} does not exist.`, { http: 404, field }),
  notOwner: () =>
    serviceError(CommentsErrorCode.notOwner, 'You can only delete your own comments.', { http: 403 }),
  notModerator: () =>
    serviceError(CommentsErrorCode.notModerator, 'Only moderators can do this.', { http: 403 }),
  personaNotAllowed: () =>
    serviceError(
      CommentsErrorCode.personaNotAllowed,
      'You can only comment as yourself or as the persona you are using.',
      { http: 403, field: 'display_as' },
    ),
  empty: () =>
    serviceError(CommentsErrorCode.empty, 'Please enter a comment or upload an image', {
      http: 400,
      field: 'comment',
    }),
  tooLong: (max: number) =>
    serviceError(CommentsErrorCode.tooLong, `Comments can be at most ${max} characters long.`, {
      http: 400,
      field: 'comment',
    }),
  invalidInput: (field: string, message: string) =>
    serviceError(CommentsErrorCode.invalidInput, message, { http: 400, field }),
  // chat messages belong to the chat service (postChatMessage, or /api with source_type chat)
  chatElsewhere: () =>
    serviceError(CommentsErrorCode.chatElsewhere, 'Chat messages are posted in the chat.', {
      http: 400,
      field: 'source_type',
    }),
  unknownType: (type: string) =>
    serviceError(CommentsErrorCode.unknownType, `Unknown comment type ${type}`, {
      http: 400,
      field: 'comment_type',
    }),
  notUniversal: () =>
    serviceError(CommentsErrorCode.notUniversal, 'Only universal comments can be made global.', {
      http: 400,
      field: 'comment_id',
    }),
  topicTitleMissing: () =>
    serviceError(CommentsErrorCode.topicTitleMissing, 'Please include a title for your gossip topic', {
      http: 400,
      field: 'topic_title',
    }),
  pollNotFound: () =>
    serviceError(CommentsErrorCode.pollNotFound, 'This poll does not exist.', {
      http: 404,
      field: 'poll_id',
    }),
  invalidAnswer: () =>
    serviceError(CommentsErrorCode.invalidAnswer, 'Please choose one of the poll options.', {
      http: 400,
      field: 'answer',
    }),
  // someone else's upload answers exactly as an unknown one, so ids cannot be probed
  photoNotFound: () =>
    serviceError(
      CommentsErrorCode.photoNotFound,
      'We could not find one of the photos on this comment. Please upload it again.',
      { http: 404, field: 'photo_ids' },
    ),
} satisfies Record<string, (...args: never[]) => GraphQLError>
