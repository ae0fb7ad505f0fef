import { serviceError } from '@showroom/platform'
import type { GraphQLError } from 'graphql'

// stable codes: clients branch on these, so never rename one
export const ChatErrorCode = {
  notSignedIn: 'CHAT_ERR_NOT_SIGNED_IN',
  notFound: 'CHAT_ERR_NOT_FOUND',
  targetNotFound: 'CHAT_ERR_TARGET_NOT_FOUND',
  selfMessage: 'CHAT_ERR_SELF_MESSAGE',
  proRequired: 'CHAT_ERR_PRO_REQUIRED',
  blocked: 'CHAT_ERR_BLOCKED',
  empty: 'CHAT_ERR_EMPTY',
  tooLong: 'CHAT_ERR_TOO_LONG',
  photoNotFound: 'CHAT_ERR_PHOTO_NOT_FOUND',
  notModerator: 'CHAT_ERR_NOT_MODERATOR',
  invalidInput: 'CHAT_ERR_INVALID_INPUT',
} as const

export type ChatErrorCode = (typeof ChatErrorCode)[keyof typeof ChatErrorCode]

export const chatErrors = {
  notSignedIn: () =>
    serviceError(ChatErrorCode.notSignedIn, 'Please log in or sign up to do this.', { http: 401 }),
  // a chat the viewer is not in answers exactly as one that does not exist, so ids cannot be probed
  notFound: () =>
    serviceError(ChatErrorCode.notFound, 'This chat does not exist.', { http: 404, field: 'chat_id' }),
  targetNotFound: () =>
    serviceError(ChatErrorCode.targetNotFound, 'We could not find who you want to message.', {
      http: 404,
      field: 'targets',
    }),
  selfMessage: () =>
    serviceError(ChatErrorCode.selfMessage, 'You cannot message yourself', { http: 400, field: 'targets' }),
  // the REST row answers this with meta.step 2, which opens the pro-upgrade overlay
  proRequired: () =>
    serviceError(ChatErrorCode.proRequired, 'Upgrade to pro to message this member.', { http: 403 }),
  blocked: () => serviceError(ChatErrorCode.blocked, 'You cannot message this member.', { http: 403 }),
  empty: () =>
    serviceError(ChatErrorCode.empty, 'Please enter a comment or upload an image', {
      http: 400,
      field: 'comment',
    }),
  tooLong: (max: number) =>
    serviceError(ChatErrorCode.tooLong, `Messages can be at most ${max} characters long.`, {
      http: 400,
      field: 'comment',
    }),
  photoNotFound: () =>
    serviceError(
      ChatErrorCode.photoNotFound,
      'We could not find one of the photos on this message. Please upload it again.',
      { http: 404, field: 'photo_ids' },
    ),
  notModerator: () => serviceError(ChatErrorCode.notModerator, 'Only moderators can do this.', { http: 403 }),
  invalidInput: (field: string, message: string) =>
    serviceError(ChatErrorCode.invalidInput, message, { http: 400, field }),
} satisfies Record<string, (...args: never[]) => GraphQLError>
