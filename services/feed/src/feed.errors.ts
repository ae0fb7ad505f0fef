import { serviceError } from '@showroom/platform'
import type { GraphQLError } from 'graphql'

// stable codes: clients branch on these, so never rename one
export const FeedErrorCode = {
  notSignedIn: 'FEED_ERR_NOT_SIGNED_IN',
  invalidInput: 'FEED_ERR_INVALID_INPUT',
  notFound: 'FEED_ERR_NOT_FOUND',
  // not pro (nor over 200 points): the client opens the pro sharing upsell
  notTrusted: 'FEED_ERR_NOT_TRUSTED',
  cityNotFound: 'FEED_ERR_CITY_NOT_FOUND',
  alreadyThere: 'FEED_ERR_ALREADY_IN_FEED',
} as const

export type FeedErrorCode = (typeof FeedErrorCode)[keyof typeof FeedErrorCode]

export const feedErrors = {
  notSignedIn: () =>
    serviceError(FeedErrorCode.notSignedIn, 'Please log in or sign up to share posts.', { http: 401 }),
  invalidInput: (field: string, message: string) =>
    serviceError(FeedErrorCode.invalidInput, message, { http: 400, field }),
  notFound: () => serviceError(FeedErrorCode.notFound, 'This post is no longer available.', { http: 404 }),
  notTrusted: () =>
    serviceError(FeedErrorCode.notTrusted, 'Only pro members can share posts to the community feed.', {
      http: 403,
    }),
  cityNotFound: () =>
    serviceError(FeedErrorCode.cityNotFound, 'That city has no community feed.', {
      http: 404,
      field: 'cityId',
    }),
  alreadyThere: () =>
    serviceError(FeedErrorCode.alreadyThere, "This post is already in that city's community feed.", {
      http: 409,
    }),
} satisfies Record<string, (...args: never[]) => GraphQLError>
