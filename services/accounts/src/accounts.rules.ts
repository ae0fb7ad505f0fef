import { LIMITS, PROFILE_ICON_LETTERS } from '@showroom/contracts'
import { accountsErrors } from './accounts.errors.ts'

// spec part 5: "text, @, text, dot, text"
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/
const USERNAME = /^[A-Za-z0-9_.]{3,30}$/
const SIGNUP_ACTION_TYPE = /^[A-Za-z0-9_-]{1,50}$/
const SIGNUP_ACTION_NAME = /^\w+$/
const PROFILE_ICONS = new RegExp(`^[${PROFILE_ICON_LETTERS.join('')}]*$`)

export const PASSWORD_MIN_LENGTH = 8
// scrypt's cost does not depend on length, but nobody needs a novel as a password
export const PASSWORD_MAX_LENGTH = 200
export const TRUSTED_POINTS_THRESHOLD = LIMITS.trustedMinPoints
export const LOOKUP_MAX_RESULTS = LIMITS.mentionLookupLimit
export const ADMIN_LOG_TITLE_MAX = 200
export const ADMIN_LOG_MESSAGE_MAX = 5000

export function parseEmail(raw: string): string {
  const email = raw.trim()
  if (email.length > 254 || !EMAIL.test(email)) throw accountsErrors.invalidEmail()
  return email
}

export function parseUsername(raw: string): string {
  const username = raw.trim()
  if (!USERNAME.test(username)) throw accountsErrors.invalidUsername()
  return username
}

export function parsePassword(raw: string): string {
  if (raw.length < PASSWORD_MIN_LENGTH) {
    throw accountsErrors.invalidPassword(`Passwords need at least ${PASSWORD_MIN_LENGTH} characters.`)
  }
  if (raw.length > PASSWORD_MAX_LENGTH) {
    throw accountsErrors.invalidPassword(`Passwords can be at most ${PASSWORD_MAX_LENGTH} characters.`)
  }
  return raw
}

// the public slug for /user/{user_url}: usernames are already url-safe, so it is the lower-cased name
export function userUrlFor(username: string): string {
  return username.toLowerCase()
}

export function isTrusted(viewer: { isPro: boolean; points: number }): boolean {
  return viewer.isPro || viewer.points > TRUSTED_POINTS_THRESHOLD
}

export interface SignupActionValue {
  actionType: string
  actionValue: string
}

// spec part 5: "Signup action value must be a single name=value pair"
export function parseSignupAction(input: SignupActionValue): SignupActionValue {
  const actionType = input.actionType.trim()
  if (!SIGNUP_ACTION_TYPE.test(actionType)) {
    throw accountsErrors.invalidSignupAction(
      'actionType',
      'The signup action type must be 1 to 50 letters, digits, dashes or underscores.',
    )
  }
  const actionValue = input.actionValue.trim()
  const parts = actionValue.split('=')
  const [name] = parts
  if (
    actionValue.length > 500 ||
    parts.length !== 2 ||
    actionValue.includes('&') ||
    name === undefined ||
    !SIGNUP_ACTION_NAME.test(name)
  ) {
    throw accountsErrors.invalidSignupAction(
      'actionValue',
      'The signup action value must be a single name=value pair.',
    )
  }
  return { actionType, actionValue }
}

export interface ProfilePromptAnswers {
  age: number | null
  gender: string | null
  icons: string | null
}

// spec part 3: "Profile prompt: age, gender, icons built from letters f, m, c, h"
export function parseProfilePrompt(input: {
  age?: number | null
  gender?: string | null
  icons?: string | null
}): ProfilePromptAnswers {
  const age = input.age ?? null
  if (age !== null && (!Number.isInteger(age) || age < 13 || age > 120)) {
    throw accountsErrors.invalidProfilePrompt('age', 'Age must be a whole number from 13 to 120.')
  }
  const gender = input.gender?.trim() || null
  if (gender !== null && gender.length > 30) {
    throw accountsErrors.invalidProfilePrompt('gender', 'Gender can be at most 30 characters.')
  }
  const icons = input.icons ?? null
  if (icons !== null && !isValidProfileIcons(icons)) {
    throw accountsErrors.invalidProfilePrompt(
      'icons',
      'Icons must be made of the letters f, m, c and h, each at most once.',
    )
  }
  return { age, gender, icons }
}

export function isValidProfileIcons(icons: string): boolean {
  return PROFILE_ICONS.test(icons) && new Set(icons).size === icons.length
}

export function parseAdminLog(input: { title: string; message: string }): { title: string; message: string } {
  const title = input.title.trim()
  if (title.length === 0) throw accountsErrors.invalidAdminLog('title', 'The title cannot be empty.')
  if (title.length > ADMIN_LOG_TITLE_MAX) {
    throw accountsErrors.invalidAdminLog(
      'title',
      `The title can be at most ${ADMIN_LOG_TITLE_MAX} characters.`,
    )
  }
  if (input.message.length > ADMIN_LOG_MESSAGE_MAX) {
    throw accountsErrors.invalidAdminLog(
      'message',
      `The message can be at most ${ADMIN_LOG_MESSAGE_MAX} characters.`,
    )
  }
  return { title, message: input.message }
}

// mention search: "@" followed by word characters; anything else cannot match a username
export function parseLookupPrefix(raw: string): string | null {
  const prefix = raw.trim().replace(/^@/, '')
  if (prefix.length === 0 || prefix.length > 30 || !/^[A-Za-z0-9_.]+$/.test(prefix)) return null
  return prefix.toLowerCase()
}

export function clampLookupLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return LOOKUP_MAX_RESULTS
  return Math.min(Math.max(Math.trunc(limit), 1), LOOKUP_MAX_RESULTS)
}
