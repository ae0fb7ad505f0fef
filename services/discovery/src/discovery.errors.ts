import { serviceError } from '@showroom/platform'
import type { GraphQLError } from 'graphql'

// stable codes: clients branch on these, so never rename one
export const DiscoveryErrorCode = {
  badRange: 'DISCOVERY_ERR_BAD_RANGE',
  badDate: 'DISCOVERY_ERR_BAD_DATE',
  badPerDay: 'DISCOVERY_ERR_BAD_PER_DAY',
  notFound: 'DISCOVERY_ERR_NOT_FOUND',
  notSignedIn: 'DISCOVERY_ERR_NOT_SIGNED_IN',
  notOrganiser: 'DISCOVERY_ERR_NOT_ORGANISER',
} as const

export type DiscoveryErrorCode = (typeof DiscoveryErrorCode)[keyof typeof DiscoveryErrorCode]

export const discoveryErrors = {
  badDate: (field: string) =>
    serviceError(DiscoveryErrorCode.badDate, 'Please give the date as yyyy-mm-dd or yyyy/mm/dd.', {
      http: 400,
      field,
    }),
  badRange: (message: string) =>
    serviceError(DiscoveryErrorCode.badRange, message, { http: 400, field: 'date_to' }),
  badPerDay: () =>
    serviceError(DiscoveryErrorCode.badPerDay, 'Please ask for 1 to 20 events a day.', {
      http: 400,
      field: 'per_day',
    }),
  notFound: (what: string) =>
    serviceError(DiscoveryErrorCode.notFound, `This ${what} does not exist.`, { http: 404 }),
  notSignedIn: () =>
    serviceError(DiscoveryErrorCode.notSignedIn, 'Please log in or sign up to do this.', { http: 401 }),
  notOrganiser: () =>
    serviceError(DiscoveryErrorCode.notOrganiser, 'You do not manage this event.', { http: 403 }),
} satisfies Record<string, (...args: never[]) => GraphQLError>
