import { randomBytes } from 'node:crypto'
import { basketLines, priceLines } from './basket.view.ts'
import type { CommerceContext } from './commerce.deps.ts'
import type { Currency } from './commerce.tables.ts'
import { commerceErrors } from './commerce.errors.ts'
import { PRO_CURRENCY, PRO_DAYS, PRO_PRICE } from './commerce.rules.ts'
import { lockBasket, releaseExpired, retakeReleased, type Trx } from './holds.ts'

// the first half of a checkout, in one transaction under the member's basket lock: the order for the
// key (created, re-priced after a refusal, or found settled or in flight) and a new payment attempt
export type Prepared =
  | { kind: 'settled'; orderId: number }
  | { kind: 'wait'; orderId: number }
  | { kind: 'removed' }
  | { kind: 'pay'; orderId: number; attempt: number; amount: number; currency: string; paymentKey: string }

const newToken = () => randomBytes(18).toString('base64url')

export function createCheckoutPrepare(c: CommerceContext) {
  // the order for this key, created or re-priced from the basket, marked paying (basket lock held)
  // what the key already stands for: an answer (settled or in flight), an order to pay again, or nothing
  async function orderForKey(trx: Trx, userId: number, key: string, kind: 'goods' | 'pro') {
    const existing = await trx
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('idempotency_key', '=', key)
      .executeTakeFirst()
    if (existing?.status === 'paid') return { answer: { kind: 'settled', orderId: existing.id } as Prepared }
    if (existing?.status === 'paying') return { answer: { kind: 'wait', orderId: existing.id } as Prepared }
    if (existing && existing.kind !== kind)
      throw commerceErrors.invalidInput('idempotency_key', 'This key belongs to another purchase.')
    return { existingId: existing?.id }
  }

  // a new order for the key, paying from the start
  async function insertOrder(
    trx: Trx,
    values: { userId: number; kind: 'goods' | 'pro'; key: string; currency: Currency; total: number },
    now: Date,
  ): Promise<number> {
    const order = await trx
      .insertInto('orders')
      .values({
        user_id: values.userId,
        kind: values.kind,
        idempotency_key: values.key,
        token: newToken(),
        status: 'paying',
        currency: values.currency,
        subtotal: values.total,
        shipping: 0,
        total: values.total,
        last_error: null,
        pro_until: null,
        created_at: now,
        paid_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return order.id
  }

  async function prepareGoods(trx: Trx, userId: number, key: string, now: Date): Promise<Prepared> {
    const basket = await lockBasket(trx, userId)
    const found = await orderForKey(trx, userId, key, 'goods')
    if (found.answer) return found.answer
    if (basket.paying_order_id !== null) throw commerceErrors.checkoutInProgress()
    await releaseExpired(trx, userId, now)
    if ((await retakeReleased(trx, userId, now)) > 0) return { kind: 'removed' }
    const lines = await basketLines(trx, userId)
    if (lines.length === 0) throw commerceErrors.basketEmpty()
    const totals = priceLines(lines)
    const currency = totals.currency ?? 'gbp'
    // totals are set by startAttempt from the basket's prices
    const orderId =
      found.existingId ?? (await insertOrder(trx, { userId, kind: 'goods', key, currency, total: 0 }, now))
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
    const found = await orderForKey(trx, userId, key, 'pro')
    if (found.answer) return found.answer
    const existingId = found.existingId
    const orderId =
      existingId ??
      (await insertOrder(trx, { userId, kind: 'pro', key, currency: PRO_CURRENCY, total: PRO_PRICE }, now))
    if (existingId === undefined)
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

  return { prepareGoods, preparePro }
}
