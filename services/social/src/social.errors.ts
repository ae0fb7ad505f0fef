import { serviceError } from '@showroom/platform'
import type { GraphQLError } from 'graphql'
import type { FriendAction } from './friends.rules.ts'
import { LIST_PAGE_MAX } from './people-lists.rules.ts'

// stable codes: clients branch on these, so never rename one
export const SocialErrorCode = {
  notSignedIn: 'SOCIAL_ERR_NOT_SIGNED_IN',
  notFound: 'SOCIAL_ERR_NOT_FOUND',
  selfFollow: 'SOCIAL_ERR_SELF_FOLLOW',
  invalidRsvpMode: 'SOCIAL_ERR_INVALID_RSVP_MODE',
  selfFriend: 'SOCIAL_ERR_SELF_FRIEND',
  noFriendRequest: 'SOCIAL_ERR_NO_FRIEND_REQUEST',
  // the pair changed under a request several times over; trying again settles it
  friendBusy: 'SOCIAL_ERR_FRIEND_BUSY',
  // a people list asked with a page size or cursor this service does not give
  invalidListPage: 'SOCIAL_ERR_INVALID_LIST_PAGE',
} as const

export type SocialErrorCode = (typeof SocialErrorCode)[keyof typeof SocialErrorCode]

export const FRIEND_FAILURE: Record<FriendAction, string> = {
  request: 'We could not send a friend request for this user.',
  accept: 'We could not accept the friend request for this user.',
  remove: 'We could not delete the friend for this user.',
}

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
  // friend refusals carry the words the client shows for that action (spec part 8); like user
  // follows they name no field (to_user_id in REST, userId in GraphQL)
  friendRefused: (action: FriendAction, reason: 'not-found' | 'self' | 'no-request' | 'busy') => {
    const message = FRIEND_FAILURE[action]
    if (reason === 'not-found') return serviceError(SocialErrorCode.notFound, message, { http: 404 })
    if (reason === 'self') return serviceError(SocialErrorCode.selfFriend, message, { http: 400 })
    if (reason === 'busy') return serviceError(SocialErrorCode.friendBusy, message, { http: 409 })
    return serviceError(SocialErrorCode.noFriendRequest, message, { http: 409 })
  },
  invalidListPage: (field: 'first' | 'after') =>
    serviceError(
      SocialErrorCode.invalidListPage,
      field === 'first'
        ? `first must be a whole number from 1 to ${LIST_PAGE_MAX}.`
        : 'after must be a cursor from an earlier page of this list.',
      { http: 400, field },
    ),
} satisfies Record<string, (...args: never[]) => GraphQLError>
