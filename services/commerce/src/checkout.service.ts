import type { Viewer } from '@showroom/platform'
import { setTimeout as sleep } from 'node:timers/promises'
import { type CommerceContext, commerceEvents, saleTopic } from './commerce.deps.ts'
import { commerceErrors } from './commerce.errors.ts'
import { CHECKOUT_WAIT_MS, RECONCILE_AFTER_MS, proUntil } from './commerce.rules.ts'
import { createCheckoutPrepare, type Prepared } from './checkout.prepare.ts'
import { lockBasket } from './holds.ts'
import type { PaymentMethod } from './payments/provider.ts'
import { lastFour } from './payments/provider.ts'
import { isSoldOut } from './queue.store.ts'

export interface CheckoutInput {
  idempotencyKey: string
  method: PaymentMethod
  termsAccepted: boolean
}

export function createCheckoutService(c: CommerceContext) {
  const { prepareGoods, preparePro } = createCheckoutPrepare(c)

  // the provider, outside any transaction, under the attempt's idempotency key
  async function charge(p: Extract<Prepared, { kind: 'pay' }>, method: PaymentMethod) {
    try {
      const intent = await c.payments.createIntent({
        amount: p.amount,
        currency: p.currency,
        idempotencyKey: p.paymentKey,
        metadata: { orderId: String(p.orderId) },
      })
      const confirmed = await c.payments.confirmIntent(intent.id, method, `${p.paymentKey}-confirm`)
      const status =
        confirmed.status === 'succeeded'
          ? 'succeeded'
          : confirmed.status === 'declined'
            ? 'declined'
            : 'failed'
      return { status, intentId: intent.id } as const
    } catch (error) {
      c.logger.error({ err: error, orderId: p.orderId }, 'payment provider call failed')
      // unknown: the charge may have gone through; the attempt stays paying until reconcile asks
      return { status: 'unknown', intentId: null } as const
    }
  }

  // the provider's answer written under the basket lock: paid fixes the order and consumes the holds
  async function settle(
    userId: number,
    p: Extract<Prepared, { kind: 'pay' }>,
    outcome: { status: 'succeeded' | 'declined' | 'failed'; intentId: string | null },
    method: PaymentMethod,
  ) {
    const now = c.now()
    return c.db.transaction().execute(async (trx) => {
      await lockBasket(trx, userId)
      const order = await trx
        .selectFrom('orders')
        .selectAll()
        .where('id', '=', p.orderId)
        .executeTakeFirstOrThrow()
      // settled already (a reconcile and the original call may both arrive): the first answer stands
      const pending = await trx
        .selectFrom('payments')
        .select('status')
        .where('idempotency_key', '=', p.paymentKey)
        .executeTakeFirst()
      if (order.status !== 'paying' || pending?.status !== 'pending') return { saleIds: [] as number[] }
      await trx
        .updateTable('payments')
        .set({ status: outcome.status, intent_id: outcome.intentId, card_last4: lastFour(method) })
        .where('idempotency_key', '=', p.paymentKey)
        .execute()
      if (outcome.status !== 'succeeded') {
        await trx
          .updateTable('orders')
          .set({ status: 'requires_payment', last_error: outcome.status })
          .where('id', '=', order.id)
          .execute()
        await trx
          .updateTable('baskets')
          .set({ paying_order_id: null })
          .where('user_id', '=', userId)
          .where('paying_order_id', '=', order.id)
          .execute()
        return { saleIds: [] as number[] }
      }
      let until: Date | null = null
      if (order.kind === 'pro') {
        const current = await trx
          .selectFrom('pro_members')
          .select('pro_until')
          .where('user_id', '=', userId)
          .executeTakeFirst()
        until = proUntil(now, current?.pro_until ? new Date(current.pro_until) : null)
        await trx
          .insertInto('pro_members')
          .values({ user_id: userId, pro_until: until, upsell_dismissed_at: null })
          .onConflict((oc) => oc.column('user_id').doUpdateSet({ pro_until: until }))
          .execute()
      }
      await trx
        .updateTable('orders')
        .set({ status: 'paid', paid_at: now, pro_until: until })
        .where('id', '=', order.id)
        .execute()
      const lines = await trx
        .selectFrom('order_lines')
        .select(['size_id', 'sale_id'])
        .where('order_id', '=', order.id)
        .execute()
      const sizeIds = lines.flatMap((l) => (l.size_id === null ? [] : [l.size_id]))
      if (sizeIds.length > 0)
        await trx
          .deleteFrom('basket_items')
          .where('user_id', '=', userId)
          .where('size_id', 'in', sizeIds)
          .execute()
      await trx
        .updateTable('baskets')
        .set({ paying_order_id: null })
        .where('user_id', '=', userId)
        .where('paying_order_id', '=', order.id)
        .execute()
      const saleIds = [...new Set(lines.flatMap((l) => (l.sale_id === null ? [] : [l.sale_id])))]
      await c.events.publish(trx, {
        type: commerceEvents.orderPaid,
        aggregateType: 'order',
        aggregateId: order.id,
        payload: {
          orderId: order.id,
          userId,
          kind: order.kind,
          flashSaleIds: saleIds,
          total: order.total,
          currency: order.currency,
        },
      })
      if (until)
        await c.events.publish(trx, {
          type: commerceEvents.proPurchased,
          aggregateType: 'user',
          aggregateId: userId,
          payload: { userId, orderId: order.id, proUntil: until.toISOString() },
        })
      return { saleIds }
    })
  }

  // a second submit of a key in flight waits for the first to settle
  async function waitSettled(orderId: number): Promise<void> {
    const deadline = Date.now() + CHECKOUT_WAIT_MS
    while (Date.now() < deadline) {
      const order = await c.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
      if (order.status !== 'paying') return
      await sleep(25)
    }
    throw commerceErrors.checkoutInProgress()
  }

  async function outcomeOf(orderId: number): Promise<number> {
    const order = await c.db
      .selectFrom('orders')
      .select(['status', 'last_error'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow()
    if (order.status === 'paid') return orderId
    if (order.last_error === 'declined') throw commerceErrors.cardDeclined()
    throw commerceErrors.paymentFailed()
  }

  async function run(viewer: Viewer, input: CheckoutInput, prepare: typeof prepareGoods): Promise<number> {
    if (!input.termsAccepted) throw commerceErrors.termsRequired()
    const now = c.now()
    const prepared = await c.db
      .transaction()
      .execute((trx) => prepare(trx, viewer.userId, input.idempotencyKey, now))
    if (prepared.kind === 'removed') throw commerceErrors.itemsRemoved()
    if (prepared.kind === 'settled') return prepared.orderId
    if (prepared.kind === 'wait') {
      await waitSettled(prepared.orderId)
      return outcomeOf(prepared.orderId)
    }
    const outcome = await charge(prepared, input.method)
    if (outcome.status === 'unknown') throw commerceErrors.paymentFailed()
    const { saleIds } = await settle(viewer.userId, prepared, outcome, input.method)
    for (const saleId of saleIds) {
      const soldOut = await isSoldOut(c.db, saleId)
      await c.pubsub.publish(saleTopic(saleId), {
        flashSaleId: saleId,
        reason: soldOut ? 'sold_out' : 'order',
        soldOut,
      })
    }
    return outcomeOf(prepared.orderId)
  }

  // attempts left paying (the process died with the provider) are asked about by their key: the
  // provider answers the first result, so a charge that went through is kept and none is repeated
  async function reconcile(olderThanMs = RECONCILE_AFTER_MS): Promise<number> {
    const stale = await c.db
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select(['p.idempotency_key', 'p.amount', 'p.currency', 'o.id as order_id', 'o.user_id', 'p.attempt'])
      .where('p.status', '=', 'pending')
      .where('o.status', '=', 'paying')
      .where('p.created_at', '<', new Date(c.now().getTime() - olderThanMs))
      .limit(100)
      .execute()
    for (const row of stale) {
      const intent = await c.payments.createIntent({
        amount: row.amount,
        currency: row.currency,
        idempotencyKey: row.idempotency_key,
        metadata: { orderId: String(row.order_id) },
      })
      const status =
        intent.status === 'succeeded' ? 'succeeded' : intent.status === 'declined' ? 'declined' : 'failed'
      const prepared = {
        kind: 'pay' as const,
        orderId: row.order_id,
        attempt: row.attempt,
        amount: row.amount,
        currency: row.currency,
        paymentKey: row.idempotency_key,
      }
      await settle(row.user_id, prepared, { status, intentId: intent.id }, {})
      c.logger.warn({ orderId: row.order_id, status }, 'payment attempt reconciled')
    }
    return stale.length
  }

  return {
    reconcile,
    checkout: (viewer: Viewer, input: CheckoutInput) => run(viewer, input, prepareGoods),
    purchasePro: (viewer: Viewer, input: CheckoutInput) => run(viewer, input, preparePro),
  }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>
