import { createHmac, timingSafeEqual } from 'node:crypto'

// what a token lets its holder do: confirm a pending sign-up, or manage (unsubscribe, change
// frequency) one subscription. A confirm token never manages and a manage token never confirms
export type TokenPurpose = 'confirm' | 'manage'

const PREFIX: Record<TokenPurpose, string> = { confirm: 'c', manage: 'm' }
const TOKEN = /^([cm])(\d{1,10})\.([A-Za-z0-9_-]{43})$/
const SUBSCRIPTION_ID_MAX = 2_147_483_647

export interface AlertTokens {
  sign(purpose: TokenPurpose, subscriptionId: number): string
  // the subscription a token of this purpose names, or null for anything else
  verify(purpose: TokenPurpose, token: unknown): number | null
}

// HMAC-SHA256 under a key derived from the platform's secret, so the same secret signing other
// things never yields a valid alert token
export function createAlertTokens(secret: string): AlertTokens {
  const key = createHmac('sha256', secret).update('showroom.alerts.tokens.v1').digest()
  const mac = (purpose: TokenPurpose, id: number) =>
    createHmac('sha256', key).update(`${purpose}:${id}`).digest()

  return {
    sign(purpose, subscriptionId) {
      return `${PREFIX[purpose]}${subscriptionId}.${mac(purpose, subscriptionId).toString('base64url')}`
    },
    verify(purpose, token) {
      if (typeof token !== 'string') return null
      const match = TOKEN.exec(token)
      if (!match || match[1] !== PREFIX[purpose]) return null
      const id = Number(match[2])
      if (id > SUBSCRIPTION_ID_MAX) return null
      const given = Buffer.from(match[3] as string, 'base64url')
      const expected = mac(purpose, id)
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
    },
  }
}
