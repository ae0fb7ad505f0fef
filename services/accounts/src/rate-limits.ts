// limits live in the database so they hold across gateway processes
export interface RateLimitRule {
  name: string
  max: number
  windowMs: number
}

export const rateLimits = {
  loginPerEmail: { name: 'login:email', max: 10, windowMs: 15 * 60 * 1000 },
  loginPerIp: { name: 'login:ip', max: 30, windowMs: 15 * 60 * 1000 },
  signupPerIp: { name: 'signup:ip', max: 5, windowMs: 60 * 60 * 1000 },
  adminLogPerIp: { name: 'admin-log:ip', max: 60, windowMs: 60 * 60 * 1000 },
} satisfies Record<string, RateLimitRule>

export type RateLimits = Record<keyof typeof rateLimits, RateLimitRule>

export function rateLimitKey(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject.toLowerCase()}`
}
