import { serviceError } from '@showroom/platform'
import type { GraphQLError } from 'graphql'
import type { Language } from './alerts.tables.ts'

// stable codes: clients branch on these, so never rename one
export const AlertsErrorCode = {
  email: 'ALERTS_ERR_EMAIL',
  city: 'ALERTS_ERR_CITY',
  token: 'ALERTS_ERR_TOKEN',
  notSignedIn: 'ALERTS_ERR_NOT_SIGNED_IN',
  notFound: 'ALERTS_ERR_NOT_FOUND',
  forbidden: 'ALERTS_ERR_FORBIDDEN',
  invalidInput: 'ALERTS_ERR_INVALID_INPUT',
  rateLimited: 'ALERTS_ERR_RATE_LIMITED',
} as const

export type AlertsErrorCode = (typeof AlertsErrorCode)[keyof typeof AlertsErrorCode]

// the texts a client shows, in the request's language (the locale cookie or Accept-Language)
const texts = {
  en: {
    email: 'Please enter a valid email address.',
    emailNotAllowed: 'Your alerts go to your account email address.',
    city: 'We do not know this city.',
    token: 'This link is not valid. Please use the latest link we sent you.',
    notSignedIn: 'Please log in or sign up to manage your alerts.',
    notFound: 'This alert subscription does not exist.',
    forbidden: 'Only the Showroom team can do this.',
    rateLimited: 'Too many alert sign-ups from your connection. Please wait {wait} and try again.',
    minutes: '{n} minutes',
    minute: 'a minute',
  },
  zh: {
    email: '请输入有效的电子邮箱地址。',
    emailNotAllowed: '你的提醒会发送到你账户的电子邮箱。',
    city: '我们不认识这个城市。',
    token: '此链接无效。请使用我们最近发给你的链接。',
    notSignedIn: '请登录或注册以管理你的提醒。',
    notFound: '此提醒订阅不存在。',
    forbidden: '只有 Showroom 团队可以进行此操作。',
    rateLimited: '你的网络连接提交的提醒订阅过多。请等待{wait}后再试。',
    minutes: '{n} 分钟',
    minute: '1 分钟',
  },
} satisfies Record<Language, Record<string, string>>

function waitText(language: Language, seconds: number): string {
  const minutes = Math.ceil(seconds / 60)
  return minutes <= 1 ? texts[language].minute : texts[language].minutes.replace('{n}', String(minutes))
}

export function alertsErrorsIn(language: Language) {
  const t = texts[language] ?? texts.en
  return {
    email: () => serviceError(AlertsErrorCode.email, t.email, { http: 400, field: 'email' }),
    // a member's alerts always go to the account's own address
    emailNotAllowed: () =>
      serviceError(AlertsErrorCode.email, t.emailNotAllowed, { http: 400, field: 'email' }),
    city: () => serviceError(AlertsErrorCode.city, t.city, { http: 404, field: 'city_id' }),
    token: () => serviceError(AlertsErrorCode.token, t.token, { http: 400, field: 'token' }),
    notSignedIn: () => serviceError(AlertsErrorCode.notSignedIn, t.notSignedIn, { http: 401 }),
    notFound: () =>
      serviceError(AlertsErrorCode.notFound, t.notFound, { http: 404, field: 'subscription_id' }),
    forbidden: () => serviceError(AlertsErrorCode.forbidden, t.forbidden, { http: 403 }),
    rateLimited: (retryAfterSeconds: number) =>
      serviceError(
        AlertsErrorCode.rateLimited,
        t.rateLimited.replace('{wait}', waitText(language, retryAfterSeconds)),
        { http: 429 },
      ),
    invalidInput: (field: string, message: string) =>
      serviceError(AlertsErrorCode.invalidInput, message, { http: 400, field }),
  } satisfies Record<string, (...args: never[]) => GraphQLError>
}
