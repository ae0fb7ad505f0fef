import type { Transaction } from 'kysely'
import { type CommerceContext, commerceEvents } from './commerce.deps.ts'
import type { CommerceTables } from './commerce.tables.ts'

interface AnnouncedSale {
  id: number
  city_id: number | null
  persona_type: string
  persona_id: number
  is_published: boolean
}

// a saved sale, in the transaction that saved it: comments learn which sales exist and who may see
// a preview from this (ADR 0014, ADR 0034)
export async function announceSale(
  c: Pick<CommerceContext, 'events'>,
  trx: Transaction<CommerceTables>,
  sale: AnnouncedSale,
  created: boolean,
): Promise<void> {
  await c.events.publish(trx, {
    type: created ? commerceEvents.flashSaleCreated : commerceEvents.flashSaleChanged,
    aggregateType: 'flash_sale',
    aggregateId: sale.id,
    payload: {
      id: sale.id,
      cityId: sale.city_id,
      personaType: sale.persona_type,
      personaId: sale.persona_id,
      isPublished: sale.is_published,
    },
  })
}
