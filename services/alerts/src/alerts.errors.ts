import { serviceError } from '@showroom/platform'
import type { GraphQLError } from 'graphql'

// stable codes: clients branch on these, so never rename one
export const AlertsErrorCode = {
  email: 'ALERTS_ERR_EMAIL',
  city: 'ALERTS_ERR_CITY',
  token: 'ALERTS_ERR_TOKEN',
  notSignedIn: 'ALERTS_ERR_NOT_SIGNED_IN',
  notFound: 'ALERTS_ERR_NOT_FOUND',
  forbidden: 'ALERTS_ERR_FORBIDDEN',
  invalidInput: 'ALERTS_ERR_INVALID_INPUT',
} as const

export type AlertsErrorCode = (typeof AlertsErrorCode)[keyof typeof AlertsErrorCode]

export const alertsErrors = {
  email: () =>
    serviceError(AlertsErrorCode.email, 'Please enter a valid email address.', { http: 400, field: 'email' }),
  // a member's alerts always go to the account's own address
  emailNotAllowed: () =>
    serviceError(AlertsErrorCode.email, 'Your alerts go to your account email address.', {
      http: 400,
      field: 'email',
    }),
  city: () =>
    serviceError(AlertsErrorCode.city, 'We do not know this city.', { http: 404, field: 'city_id' }),
  token: () =>
    serviceError(AlertsErrorCode.token, 'This link is not valid. Please use the latest link we sent you.', {
      http: 400,
      field: 'token',
    }),
  notSignedIn: () =>
    serviceError(AlertsErrorCode.notSignedIn, 'Please log in or sign up to manage your alerts.', {
      http: 401,
    }),
  notFound: () =>
    serviceError(AlertsErrorCode.notFound, 'This alert subscription does not exist.', {
      http: 404,
      field: 'subscription_id',
    }),
  forbidden: () =>
    serviceError(AlertsErrorCode.forbidden, 'Only the Showroom team can do this.', { http: 403 }),
  invalidInput: (field: string, message: string) =>
    serviceError(AlertsErrorCode.invalidInput, message, { http: 400, field }),
} satisfies Record<string, (...args: never[]) => GraphQLError>
