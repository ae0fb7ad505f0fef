import { serviceError } from '@showroom/platform'
import type { GraphQLError } from 'graphql'

// stable codes: clients branch on these, so never rename one
export const SocialErrorCode = {
  notSignedIn: 'SOCIAL_ERR_NOT_SIGNED_IN',
  notFound: 'SOCIAL_ERR_NOT_FOUND',
  selfFollow: 'SOCIAL_ERR_SELF_FOLLOW',
  invalidRsvpMode: 'SOCIAL_ERR_INVALID_RSVP_MODE',
} as const

export type SocialErrorCode = (typeof SocialErrorCode)[keyof typeof SocialErrorCode]

const WHAT = {
  designer: 'designer',
  venue: 'venue',
  user: 'user',
  event: 'event',
  news: 'news story',
} as const

export const socialErrors = {
  notSignedIn: () =>
    serviceError(SocialErrorCode.notSignedIn, 'Please log in or sign up to do this.', { http: 401 }),
  // user targets name no field: the REST payload calls it to_user_id, GraphQL userId
  notFound: (kind: keyof typeof WHAT, field?: string) =>
    serviceError(SocialErrorCode.notFound, `This ${WHAT[kind]} does not exist.`, {
      http: 404,
      ...(field ? { field } : {}),
    }),
  selfFollow: () => serviceError(SocialErrorCode.selfFollow, 'You cannot follow yourself.', { http: 400 }),
  invalidRsvpMode: () =>
    serviceError(SocialErrorCode.invalidRsvpMode, 'The RSVP mode must be a whole number from 0 to 99.', {
      http: 400,
      field: 'rsvpMode',
    }),
} satisfies Record<string, (...args: never[]) => GraphQLError>
