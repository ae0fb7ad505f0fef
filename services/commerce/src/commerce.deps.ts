import type { EventBus, Logger, PubSub } from '@showroom/platform'
import type { Kysely } from 'kysely'
import type { CommerceTables } from './commerce.tables.ts'
import type { PaymentProvider } from './payments/provider.ts'

export type CommerceDb = Kysely<CommerceTables>

export interface CommerceContext {
  db: CommerceDb
  events: Pick<EventBus, 'publish'>
  pubsub: Pick<PubSub, 'publish' | 'subscribe'>
  logger: Logger
  payments: PaymentProvider
  now: () => Date
}

// the live topic of a sale: stock, badges, queue and sold-out changes wake its subscribers
export const saleTopic = (saleId: number) => `commerce:sale:${saleId}`

export const commerceEvents = {
  // { orderId, userId, kind, flashSaleIds, total, currency }
  orderPaid: 'commerce.order.paid',
  // { userId, proUntil, orderId }
  proPurchased: 'commerce.pro.purchased',
  // { userId }: the period ran out without a new purchase
  proEnded: 'commerce.pro.ended',
  // { flashSaleId, userId }
  saleReportedEnded: 'commerce.sale.reported-ended',
  // { flashSaleId, userId, sendConfirmation, startsAt }
  saleRegistered: 'commerce.sale.registered',
  // { id, cityId, personaType, personaId, isPublished }: a sale a seller saved (comments learn it)
  flashSaleCreated: 'commerce.flash-sale.created',
  flashSaleChanged: 'commerce.flash-sale.changed',
} as const
