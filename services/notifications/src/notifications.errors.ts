import { serviceError } from '@showroom/platform'
import type { GraphQLError } from 'graphql'

// stable codes: clients branch on these, so never rename one
export const NotificationsErrorCode = {
  notSignedIn: 'NOTIFICATIONS_ERR_NOT_SIGNED_IN',
  invalidInput: 'NOTIFICATIONS_ERR_INVALID_INPUT',
} as const

export type NotificationsErrorCode = (typeof NotificationsErrorCode)[keyof typeof NotificationsErrorCode]

export const notificationsErrors = {
  notSignedIn: () =>
    serviceError(NotificationsErrorCode.notSignedIn, 'Please log in or sign up to see your notifications.', {
      http: 401,
    }),
  invalidInput: (field: string, message: string) =>
    serviceError(NotificationsErrorCode.invalidInput, message, { http: 400, field }),
} satisfies Record<string, (...args: never[]) => GraphQLError>
