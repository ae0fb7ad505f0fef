import { randomBytes } from 'node:crypto'
import type { Viewer } from '@showroom/platform'
import { setTimeout as sleep } from 'node:timers/promises'
import { type CommerceContext, commerceEvents, saleTopic } from './commerce.deps.ts'
import { commerceErrors } from './commerce.errors.ts'
import { CHECKOUT_WAIT_MS, PRO_CURRENCY, PRO_DAYS, PRO_PRICE, proUntil } from './commerce.rules.ts'
import { basketLines, priceLines } from './basket.view.ts'
import { lockBasket, releaseExpired, retakeReleased, type Trx } from './holds.ts'
import type { PaymentMethod } from './payments/provider.ts'
import { lastFour } from './payments/provider.ts'
import { isSoldOut } from './queue.store.ts'

export interface CheckoutInput {
  idempotencyKey: string
  method: PaymentMethod
  termsAccepted: boolean
}

type Prepared =
  | { kind: 'settled'; orderId: number }
  | { kind: 'wait'; orderId: number }
  | { kind: 'removed' }
  | { kind: 'pay'; orderId: number; attempt: number; amount: number; currency: string; paymentKey: string }

const newToken = () => randomBytes(18).toString('base64url')

export function createCheckoutService(c: CommerceContext) {
  // the order for this key, created or re-priced from the basket, marked paying (basket lock held)
  async function prepareGoods(trx: Trx, userId: number, key: string, now: Date): Promise<Prepared> {
    const basket = await lockBasket(trx, userId)
    const existing = await trx
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst()
    if (existing?.status === 'paid') return { kind: 'settled', orderId: existing.id }
    if (existing?.status === 'paying') return { kind: 'wait', orderId: existing.id }
    if (existing && existing.kind !== 'goods')
      throw commerceErrors.invalidInput('idempotency_key', 'This key belongs to another purchase.')
    if (basket.paying_order_id !== null) throw commerceErrors.checkoutInProgress()
    await releaseExpired(trx, userId, now)
    if ((await retakeReleased(trx, userId, now)) > 0) return { kind: 'removed' }
    const lines = await basketLines(trx, userId)
    if (lines.length === 0) throw commerceErrors.basketEmpty()
    const totals = priceLines(lines)
    const currency = totals.currency ?? 'gbp'
    const orderId =
      existing?.id ??
      (
        await trx
          .insertInto('orders')
          .values({
            user_id: userId,
            kind: 'goods',
            idempotency_key: key,
            token: newToken(),
            status: 'paying',
            currency,
            subtotal: 0,
            shipping: 0,
            total: 0,
            last_error: null,
            pro_until: null,
            created_at: now,
            paid_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    await trx.deleteFrom('order_lines').where('order_id', '=', orderId).execute()
    await trx
      .insertInto('order_lines')
      .values(
        lines.map((l) => ({
          order_id: orderId,
          sale_id: l.sale_id,
          product_id: l.product_id,
          size_id: l.size_id,
          product_name: l.product_name,
          size_label: l.size_label,
          qty: l.qty,
          price: l.price,
          original_price: l.original_price,
          hero_thumb_url: l.hero_thumb_url,
        })),
      )
      .execute()
    await trx.updateTable('baskets').set({ paying_order_id: orderId }).where('user_id', '=', userId).execute()
    return startAttempt(
      trx,
      orderId,
      { currency, subtotal: totals.subtotal, shipping: totals.shipping, total: totals.total },
      now,
    )
  }

  async function preparePro(trx: Trx, userId: number, key: string, now: Date): Promise<Prepared> {
    await lockBasket(trx, userId)
    const existing = await trx
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst()
    if (existing?.status === 'paid') return { kind: 'settled', orderId: existing.id }
    if (existing?.status === 'paying') return { kind: 'wait', orderId: existing.id }
    if (existing && existing.kind !== 'pro')
      throw commerceErrors.invalidInput('idempotency_key', 'This key belongs to another purchase.')
    const orderId =
      existing?.id ??
      (
        await trx
          .insertInto('orders')
          .values({
            user_id: userId,
            kind: 'pro',
            idempotency_key: key,
            token: newToken(),
            status: 'paying',
            currency: PRO_CURRENCY,
            subtotal: PRO_PRICE,
            shipping: 0,
            total: PRO_PRICE,
            last_error: null,
            pro_until: null,
            created_at: now,
            paid_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    if (!existing)
      await trx
        .insertInto('order_lines')
        .values({
          order_id: orderId,
          sale_id: null,
          product_id: null,
          size_id: null,
          product_name: `Showroom Pro (${PRO_DAYS} days)`,
          size_label: '',
          qty: 1,
          price: PRO_PRICE,
          original_price: PRO_PRICE,
          hero_thumb_url: '',
        })
        .execute()
    return startAttempt(
      trx,
      orderId,
      { currency: PRO_CURRENCY, subtotal: PRO_PRICE, shipping: 0, total: PRO_PRICE },
      now,
    )
  }

  async function startAttempt(
    trx: Trx,
    orderId: number,
    totals: { currency: string; subtotal: number; shipping: number; total: number },
    now: Date,
  ): Promise<Prepared> {
    const order = await trx
      .updateTable('orders')
      .set((eb) => ({
        status: 'paying' as const,
        attempts: eb('attempts', '+', 1),
        subtotal: totals.subtotal,
        shipping: totals.shipping,
        total: totals.total,
        last_error: null,
      }))
      .where('id', '=', orderId)
      .returning(['attempts'])
      .executeTakeFirstOrThrow()
    const paymentKey = `order-${orderId}-attempt-${order.attempts}`
    await trx
      .insertInto('payments')
      .values({
        order_id: orderId,
        attempt: order.attempts,
        provider: c.payments.name,
        idempotency_key: paymentKey,
        intent_id: null,
        status: 'pending',
        amount: totals.total,
        currency: totals.currency,
        card_last4: null,
        created_at: now,
      })
      .execute()
    return {
      kind: 'pay',
      orderId,
      attempt: order.attempts,
      amount: totals.total,
      currency: totals.currency,
      paymentKey,
    }
  }

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
      return { status: 'failed', intentId: null } as const
    }
  }

  // the provider's answer written under the basket lock: paid fixes the order and consumes the holds
  async function settle(
    userId: number,
    p: Extract<Prepared, { kind: 'pay' }>,
    outcome: Awaited<ReturnType<typeof charge>>,
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

  return {
    checkout: (viewer: Viewer, input: CheckoutInput) => run(viewer, input, prepareGoods),
    purchasePro: (viewer: Viewer, input: CheckoutInput) => run(viewer, input, preparePro),
  }
}

export type CheckoutService = ReturnType<typeof createCheckoutService>
