import { serviceError } from '@showroom/platform'
import type { GraphQLError } from 'graphql'

// stable codes: clients branch on these, so never rename one
export const AccountsErrorCode = {
  invalidEmail: 'ACCOUNTS_ERR_INVALID_EMAIL',
  invalidUsername: 'ACCOUNTS_ERR_INVALID_USERNAME',
  invalidPassword: 'ACCOUNTS_ERR_INVALID_PASSWORD',
  emailTaken: 'ACCOUNTS_ERR_EMAIL_TAKEN',
  usernameTaken: 'ACCOUNTS_ERR_USERNAME_TAKEN',
  invalidCredentials: 'ACCOUNTS_ERR_INVALID_CREDENTIALS',
  notSignedIn: 'ACCOUNTS_ERR_NOT_SIGNED_IN',
  personaNotAllowed: 'ACCOUNTS_ERR_PERSONA_NOT_ALLOWED',
  rateLimited: 'ACCOUNTS_ERR_RATE_LIMITED',
  invalidSignupAction: 'ACCOUNTS_ERR_INVALID_SIGNUP_ACTION',
  invalidProfilePrompt: 'ACCOUNTS_ERR_INVALID_PROFILE_PROMPT',
  invalidAdminLog: 'ACCOUNTS_ERR_INVALID_ADMIN_LOG',
  userNotFound: 'ACCOUNTS_ERR_USER_NOT_FOUND',
  busy: 'ACCOUNTS_ERR_BUSY',
} as const

export type AccountsErrorCode = (typeof AccountsErrorCode)[keyof typeof AccountsErrorCode]

// one message for an unknown email and a wrong password, so the answer never tells which it was
export const INVALID_CREDENTIALS_MESSAGE = 'The email or password is incorrect.'

export const accountsErrors = {
  invalidEmail: () =>
    serviceError(
      AccountsErrorCode.invalidEmail,
      'Please enter a valid email address, like name@example.com.',
      {
        http: 400,
        field: 'email',
      },
    ),
  invalidUsername: () =>
    serviceError(
      AccountsErrorCode.invalidUsername,
      'Usernames are 3 to 30 characters long and may use letters, digits, underscores and dots.',
      { http: 400, field: 'username' },
    ),
  invalidPassword: (message: string) =>
    serviceError(AccountsErrorCode.invalidPassword, message, { http: 400, field: 'password' }),
  emailTaken: () =>
    serviceError(AccountsErrorCode.emailTaken, 'An account with this email already exists. Try logging in.', {
      http: 409,
      field: 'email',
    }),
  usernameTaken: () =>
    serviceError(AccountsErrorCode.usernameTaken, 'This username is taken. Please choose another one.', {
      http: 409,
      field: 'username',
    }),
  invalidCredentials: () =>
    serviceError(AccountsErrorCode.invalidCredentials, INVALID_CREDENTIALS_MESSAGE, { http: 401 }),
  notSignedIn: () =>
    serviceError(AccountsErrorCode.notSignedIn, 'Please log in or sign up to do this.', { http: 401 }),
  personaNotAllowed: () =>
    serviceError(AccountsErrorCode.personaNotAllowed, 'You can only switch to a persona you manage.', {
      http: 403,
      field: 'id',
    }),
  rateLimited: (retryAfterSeconds: number) =>
    serviceError(
      AccountsErrorCode.rateLimited,
      `Too many attempts. Please wait ${describeWait(retryAfterSeconds)} and try again.`,
      { http: 429 },
    ),
  invalidSignupAction: (field: string, message: string) =>
    serviceError(AccountsErrorCode.invalidSignupAction, message, { http: 400, field }),
  invalidProfilePrompt: (field: string, message: string) =>
    serviceError(AccountsErrorCode.invalidProfilePrompt, message, { http: 400, field }),
  invalidAdminLog: (field: string, message: string) =>
    serviceError(AccountsErrorCode.invalidAdminLog, message, { http: 400, field }),
  userNotFound: () =>
    serviceError(AccountsErrorCode.userNotFound, 'This user does not exist.', { http: 404 }),
  // password checks are deliberately slow, so only a few run at once (ADR 0012)
  busy: () =>
    serviceError(
      AccountsErrorCode.busy,
      'Too many people are logging in right now. Please try again in a few seconds.',
      { http: 429 },
    ),
} satisfies Record<string, (...args: never[]) => GraphQLError>

function describeWait(seconds: number): string {
  if (seconds < 60) return seconds <= 1 ? 'a second' : `${Math.ceil(seconds)} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? 'a minute' : `${minutes} minutes`
}
