import type { EventBus } from '@showroom/platform'
import type { UserPatch } from './accounts.store.ts'

// commerce sells pro (ADR 0022); accounts owns is_pro and sets it when a purchase is paid
export const PRO_PURCHASED = 'commerce.pro.purchased'
export const PRO_ENDED = 'commerce.pro.ended'

export async function followProPurchases(
  events: Pick<EventBus, 'subscribe'>,
  updateUser: (userId: number, patch: UserPatch) => Promise<unknown>,
): Promise<void> {
  await events.subscribe('accounts', [PRO_PURCHASED, PRO_ENDED], async (event) => {
    const { userId } = event.payload as { userId: number }
    if (Number.isInteger(userId)) await updateUser(userId, { isPro: event.type === PRO_PURCHASED })
  })
}
